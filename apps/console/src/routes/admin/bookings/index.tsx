import { adminBookingSearchInput } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import { createFileRoute } from "@tanstack/react-router";
import {
  type BookingsSearch,
  BookingsSearchPage,
  bookingsQueryInput,
  filtersAreValid,
} from "../../../features/admin/bookings-search-page";

/** The search's filters in the URL, each checked with the API's own input schema; a bad one is dropped. */
const { q, centre, status, from, to, page } = adminBookingSearchInput.shape;
const bookingsSearch = searchResolver({
  q,
  centre,
  status,
  from,
  to,
  page: page.transform((n) => (n > 1 ? n : undefined)),
});

export const Route = createFileRoute("/admin/bookings/")({
  validateSearch: (search: Record<string, unknown>): BookingsSearch => bookingsSearch(search),
  loaderDeps: ({ search }) => search,
  // Filters the API would refuse (a slot-to before the slot-from) are named on the page's form, not fetched;
  // any other failure is the page's to show beside the filters.
  loader: ({ context, deps }) =>
    filtersAreValid(deps)
      ? context.queryClient
          .ensureQueryData(context.trpc.admin.bookings.search.queryOptions(bookingsQueryInput(deps)))
          .catch(() => undefined)
      : undefined,
  component: function AdminBookingsRoute() {
    const navigate = Route.useNavigate();
    return <BookingsSearchPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
  },
});
