import { createFileRoute } from "@tanstack/react-router";
import { SystemPage } from "../../features/admin/system-page";

export const Route = createFileRoute("/admin/system")({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.admin.system.queryOptions()),
  component: SystemPage,
});
