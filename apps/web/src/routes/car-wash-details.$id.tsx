import { createFileRoute, notFound } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { CentreNotFound } from "../features/centre/centre-not-found";
import { CentrePage } from "../features/centre/centre-page";
import { CentreSkeleton } from "../features/centre/centre-skeleton";

export const Route = createFileRoute("/car-wash-details/$id")({
  // ?vehicleType=sedan (from a filtered listing) preselects that vehicle.
  validateSearch: (search: Record<string, unknown>): { vehicleType?: string } =>
    typeof search.vehicleType === "string" && search.vehicleType.length <= 40
      ? { vehicleType: search.vehicleType }
      : {},
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) throw notFound();
    try {
      await queryClient.ensureQueryData(trpc.catalog.centre.queryOptions({ id }));
    } catch (error) {
      if (error instanceof TRPCClientError && error.data?.httpStatus === 404) throw notFound();
      throw error;
    }
  },
  component: CentrePage,
  pendingComponent: CentreSkeleton,
  pendingMs: 300,
  notFoundComponent: CentreNotFound,
});
