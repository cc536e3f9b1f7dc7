import { createFileRoute } from "@tanstack/react-router";
import { ServicesPage } from "../../../features/services/services-page";

export const Route = createFileRoute("/vendor/services/")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.vendor.services.list.queryOptions()),
  component: ServicesPage,
});
