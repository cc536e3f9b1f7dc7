import { createFileRoute } from "@tanstack/react-router";
import { OverviewPage } from "../../features/admin/overview-page";

export const Route = createFileRoute("/admin/")({
  // The page shows its own error state, so a failed load does not fail the route.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.admin.overview.queryOptions()).catch(() => undefined),
  component: OverviewPage,
});
