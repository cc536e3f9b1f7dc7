import { createFileRoute } from "@tanstack/react-router";
import { requireCentreAction } from "../../features/layout/centre-may";
import { CentrePayoutsPage } from "../../features/payouts/centre-payouts-page";

export const Route = createFileRoute("/vendor/payouts")({
  beforeLoad: ({ context }) => requireCentreAction(context, "payouts.view"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.payouts.centre.terms.queryOptions()),
  component: CentrePayoutsPage,
});
