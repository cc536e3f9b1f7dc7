import { createFileRoute } from "@tanstack/react-router";
import { requireCentreAction } from "../../features/layout/centre-may";
import { WalkInPage } from "../../features/walk-in/walk-in-page";

export const Route = createFileRoute("/vendor/walk-in")({
  beforeLoad: ({ context }) => requireCentreAction(context, "walkIns.create"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.vendor.services.list.queryOptions()),
  component: WalkInPage,
});
