import { createFileRoute } from "@tanstack/react-router";
import { AdminPayoutsPage } from "../../features/payouts/admin-payouts-page";

export const Route = createFileRoute("/admin/payouts")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.payouts.admin.overview.queryOptions()),
  component: AdminPayoutsPage,
});
