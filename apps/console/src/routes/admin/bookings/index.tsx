import { BOOKING_STATUSES } from "@chamak/contracts";
import { createFileRoute } from "@tanstack/react-router";
import {
  type BookingsSearch,
  BookingsSearchPage,
  bookingsQueryInput,
} from "../../../features/admin/bookings-search-page";

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const date = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

export const Route = createFileRoute("/admin/bookings/")({
  validateSearch: (search: Record<string, unknown>): BookingsSearch => {
    const status = text(search.status);
    const result: BookingsSearch = {
      code: text(search.code),
      customerEmail: text(search.customerEmail),
      centre: text(search.centre),
      status:
        status && (BOOKING_STATUSES as readonly string[]).includes(status)
          ? (status as BookingsSearch["status"])
          : undefined,
      from: date(search.from),
      to: date(search.to),
      page: Number(search.page) > 1 ? Math.floor(Number(search.page)) : undefined,
    };
    return Object.fromEntries(
      Object.entries(result).filter(([, value]) => value !== undefined),
    ) as BookingsSearch;
  },
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
