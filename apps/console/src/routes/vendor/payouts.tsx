import { createFileRoute } from "@tanstack/react-router";
import { CentrePayoutsPage } from "../../features/payouts/centre-payouts-page";

export const Route = createFileRoute("/vendor/payouts")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.payouts.centre.terms.queryOptions()),
  component: CentrePayoutsPage,
});
