import { centreRoleMay, dashboardRangeInput } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { DashboardPage } from "../../features/dashboard/dashboard-page";
import { type DashboardSearch, resolveRange } from "../../features/dashboard/dashboard-range";

/**
 * The range's days in the URL, each checked with the API's date schema (a bad one is dropped); resolveRange
 * fills a missing day and the API checks the range as a whole.
 */
const rangeSearch = searchResolver(dashboardRangeInput.shape);

export const Route = createFileRoute("/vendor/")({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => rangeSearch(search),
  // Staff do not see the centre's numbers (the role table's reports.view): their first page is the board.
  beforeLoad: ({ context }) => {
    if (!centreRoleMay(context.centre.centre.role, "reports.view"))
      throw redirect({ to: "/vendor/bookings" });
  },
  loaderDeps: ({ search }) => resolveRange(search),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.dashboard.overview.queryOptions(deps)),
  component: function VendorOverviewRoute() {
    const range = resolveRange(Route.useSearch());
    const navigate = Route.useNavigate();
    return <DashboardPage range={range} onRange={(next) => void navigate({ search: next, replace: true })} />;
  },
});
