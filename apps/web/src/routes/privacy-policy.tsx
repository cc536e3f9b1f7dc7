import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../features/policies/policy-page";
import { privacyPolicy } from "../features/policies/privacy.content";

export const Route = createFileRoute("/privacy-policy")({
  component: () => <PolicyPage text={privacyPolicy} />,
});
