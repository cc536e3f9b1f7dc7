import { createFileRoute } from "@tanstack/react-router";
import { bookingPolicy } from "../features/policies/booking-policy.content";
import { PolicyPage } from "../features/policies/policy-page";

export const Route = createFileRoute("/booking-policy")({
  component: () => <PolicyPage text={bookingPolicy} />,
});
