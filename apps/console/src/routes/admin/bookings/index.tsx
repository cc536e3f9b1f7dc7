import { adminBookingSearchInput } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import { createFileRoute } from "@tanstack/react-router";
import {
  type BookingsSearch,
  BookingsSearchPage,
  bookingsQueryInput,
} from "../../../features/admin/bookings-search-page";

/** The search's filters in the URL, checked with the API's own input schema; a bad one is dropped. */
const { code, customerEmail, centre, status, from, to, page } = adminBookingSearchInput.shape;
const bookingsSearch = searchResolver({
  code,
  customerEmail,
  centre,
  status,
  from,
  to,
  page: page.transform((n) => (n > 1 ? n : undefined)),
});

export const Route = createFileRoute("/admin/bookings/")({
  validateSearch: (search: Record<string, unknown>): BookingsSearch => bookingsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      context.trpc.admin.bookings.search.queryOptions(bookingsQueryInput(deps)),
    ),
  component: function AdminBookingsRoute() {
    const navigate = Route.useNavigate();
    return <BookingsSearchPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
  },
});
