import { createFileRoute } from "@tanstack/react-router";
import { CentreProfilePage } from "../../features/centre/centre-profile-page";
import { requireCentreAction } from "../../features/layout/centre-may";

export const Route = createFileRoute("/vendor/profile")({
  beforeLoad: ({ context }) => requireCentreAction(context, "profile.view"),
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.vendor.centre.get.queryOptions()),
  component: CentreProfilePage,
});
