import { createFileRoute } from "@tanstack/react-router";
import { requireCentreAction } from "../../../features/layout/centre-may";
import { ServiceEditorPage } from "../../../features/services/service-editor-page";

export const Route = createFileRoute("/vendor/services/new")({
  beforeLoad: ({ context }) => requireCentreAction(context, "services.manage"),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(context.trpc.catalog.categories.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.catalog.vehicleTypes.queryOptions()),
    ]),
  component: () => <ServiceEditorPage />,
});
