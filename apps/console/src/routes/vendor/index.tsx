import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../features/dashboard/dashboard-page";
import { type DashboardSearch, resolveRange } from "../../features/dashboard/dashboard-range";

const isDate = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

export const Route = createFileRoute("/vendor/")({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => ({
    ...(isDate(search.from) ? { from: search.from } : {}),
    ...(isDate(search.to) ? { to: search.to } : {}),
  }),
  loaderDeps: ({ search }) => resolveRange(search),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.dashboard.overview.queryOptions(deps)),
  component: function VendorOverviewRoute() {
    const range = resolveRange(Route.useSearch());
    const navigate = Route.useNavigate();
    return <DashboardPage range={range} onRange={(next) => void navigate({ search: next, replace: true })} />;
  },
});
