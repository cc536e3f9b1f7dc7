import { createFileRoute } from "@tanstack/react-router";
import { CentreProfilePage } from "../../features/centre/centre-profile-page";

export const Route = createFileRoute("/vendor/profile")({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.vendor.centre.get.queryOptions()),
  component: CentreProfilePage,
});
