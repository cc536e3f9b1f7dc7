import { createFileRoute } from "@tanstack/react-router";
import { ListingPage } from "../features/listing/listing-page";
import { parseListingSearch, toSearchInput } from "../features/listing/listing-search";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/car-wash-shopping")({
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the page shows its skeletons (or the previous results) while the search runs.
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient
      .ensureQueryData(trpc.catalog.search.queryOptions(toSearchInput(deps)))
      .catch(() => undefined);
    void queryClient.ensureQueryData(trpc.catalog.vehicleTypes.queryOptions()).catch(() => undefined);
    void queryClient.ensureQueryData(trpc.catalog.categories.queryOptions()).catch(() => undefined);
    return loadTexts("listing", "catalog");
  },
  component: ListingPage,
});
