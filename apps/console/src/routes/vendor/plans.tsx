import { createFileRoute } from "@tanstack/react-router";
import { requireCentreAction } from "../../features/layout/centre-may";
import { PlansPage } from "../../features/plans/plans-page";

export const Route = createFileRoute("/vendor/plans")({
  beforeLoad: ({ context }) => requireCentreAction(context, "plans.view"),
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.washPlans.list.queryOptions()),
  component: PlansPage,
});
