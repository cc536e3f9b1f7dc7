import { createFileRoute } from "@tanstack/react-router";
import { cancellationPolicy } from "../features/policies/cancellation-policy.content";
import { PolicyPage } from "../features/policies/policy-page";

export const Route = createFileRoute("/cancellation-policy")({
  component: () => <PolicyPage text={cancellationPolicy} />,
});
