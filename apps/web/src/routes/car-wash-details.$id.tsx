import { createFileRoute, notFound } from "@tanstack/react-router";
import { CentreNotFound } from "../features/centre/centre-not-found";
import { CentrePage } from "../features/centre/centre-page";
import { centreSearch } from "../features/search-params/search-params";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/car-wash-details/$id")({
  // ?vehicleType=sedan (from a filtered listing) preselects that vehicle.
  validateSearch: centreSearch,
  // Started, not awaited: the page shows its skeleton while the centre loads (so the build can render that
  // frame, see src/prerender/), and says "not found" itself when the API does.
  loader: ({ context: { queryClient, trpc }, params }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) throw notFound();
    void queryClient.ensureQueryData(trpc.catalog.centre.queryOptions({ id })).catch(() => undefined);
    return loadTexts("centre", "catalog");
  },
  component: CentrePage,
  notFoundComponent: CentreNotFound,
});
