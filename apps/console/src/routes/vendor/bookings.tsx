import { centreBookingListInput } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import { createFileRoute } from "@tanstack/react-router";
import {
  type BoardSearch,
  BookingsBoardPage,
  boardQueryInput,
} from "../../features/bookings/bookings-board-page";
import { requireCentreAction } from "../../features/layout/centre-may";

/** The board's day and status in the URL, checked with the API's own input schema; a bad one is dropped. */
const { date, status } = centreBookingListInput.shape;
const boardSearch = searchResolver({ date, status });

export const Route = createFileRoute("/vendor/bookings")({
  beforeLoad: ({ context }) => requireCentreAction(context, "bookings.view"),
  validateSearch: (search: Record<string, unknown>): BoardSearch => boardSearch(search),
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
