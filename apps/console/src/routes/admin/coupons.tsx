import { createFileRoute } from "@tanstack/react-router";
import { CouponsPage } from "../../features/admin/coupons-page";

export const Route = createFileRoute("/admin/coupons")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.admin.coupons.list.queryOptions()),
  component: CouponsPage,
});
