import { createFileRoute, notFound } from "@tanstack/react-router";
import { requireCentreAction } from "../../../features/layout/centre-may";
import { ServiceEditorPage } from "../../../features/services/service-editor-page";

export const Route = createFileRoute("/vendor/services/$serviceId")({
  params: {
    parse: (params) => {
      const serviceId = Number(params.serviceId);
      if (!Number.isInteger(serviceId) || serviceId <= 0) throw notFound();
      return { serviceId };
    },
    stringify: (params) => ({ serviceId: String(params.serviceId) }),
  },
  beforeLoad: ({ context }) => requireCentreAction(context, "services.manage"),
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(context.trpc.catalog.categories.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.catalog.vehicleTypes.queryOptions()),
      context.queryClient.ensureQueryData(
        context.trpc.vendor.services.get.queryOptions({ id: params.serviceId }),
      ),
    ]),
  component: function EditServiceRoute() {
    const { serviceId } = Route.useParams();
    return <ServiceEditorPage serviceId={serviceId} />;
  },
});
