import { BOOKING_STATUSES, type BookingView } from "@chamak/contracts";
import { createFileRoute } from "@tanstack/react-router";
import {
  type BoardSearch,
  BookingsBoardPage,
  boardQueryInput,
} from "../../features/bookings/bookings-board-page";

const isStatus = (value: unknown): value is BookingView["status"] =>
  typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);

export const Route = createFileRoute("/vendor/bookings")({
  validateSearch: (search: Record<string, unknown>): BoardSearch => ({
    ...(typeof search.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(search.date)
      ? { date: search.date }
      : {}),
    ...(isStatus(search.status) ? { status: search.status } : {}),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.centreBookings.list.queryOptions(boardQueryInput(deps))),
  component: function VendorBookingsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <BookingsBoardPage
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
