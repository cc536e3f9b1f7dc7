import { timelineInput } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import { createFileRoute } from "@tanstack/react-router";
import { requireCentreAction } from "../../features/layout/centre-may";
import { TodayPage } from "../../features/today/today-page";

/** The day shown, in the URL (checked with the API's own schema; a bad one is dropped: today). */
const todaySearch = searchResolver({ date: timelineInput.shape.date.optional() });

export const Route = createFileRoute("/vendor/today")({
  beforeLoad: ({ context }) => requireCentreAction(context, "bookings.view"),
  validateSearch: (search: Record<string, unknown>): { date?: string | undefined } => todaySearch(search),
  component: function VendorTodayRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TodayPage date={search.date} onDate={(date) => void navigate({ search: { date }, replace: true })} />
    );
  },
});
