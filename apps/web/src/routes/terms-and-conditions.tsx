import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../features/policies/policy-page";
import { termsAndConditions } from "../features/policies/terms.content";

export const Route = createFileRoute("/terms-and-conditions")({
  component: () => <PolicyPage text={termsAndConditions} />,
});
