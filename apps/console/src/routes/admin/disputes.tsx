import { createFileRoute } from "@tanstack/react-router";
import { DisputesPage } from "../../features/admin/disputes-page";

export const Route = createFileRoute("/admin/disputes")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      context.trpc.admin.disputes.list.queryOptions({ status: "open", page: 1, pageSize: 25 }),
    ),
  component: DisputesPage,
});
