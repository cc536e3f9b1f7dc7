import { createFileRoute } from "@tanstack/react-router";
import { requireCentreAction } from "../../../features/layout/centre-may";
import { ServicesPage } from "../../../features/services/services-page";

export const Route = createFileRoute("/vendor/services/")({
  beforeLoad: ({ context }) => requireCentreAction(context, "services.view"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.vendor.services.list.queryOptions()),
  component: ServicesPage,
});
