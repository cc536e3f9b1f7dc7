import { CENTRE_STATUSES } from "@chamak/contracts";
import { createFileRoute } from "@tanstack/react-router";
import { CentresPage, type CentresSearch, centresQueryInput } from "../../features/admin/centres-page";

const STATUSES: readonly string[] = [...CENTRE_STATUSES, "all"];

export const Route = createFileRoute("/admin/centres")({
  validateSearch: (search: Record<string, unknown>): CentresSearch => ({
    ...(typeof search.status === "string" && STATUSES.includes(search.status)
      ? { status: search.status as CentresSearch["status"] }
      : {}),
    ...(typeof search.q === "string" && search.q ? { q: search.q } : {}),
    ...(Number(search.page) > 1 ? { page: Math.floor(Number(search.page)) } : {}),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      context.trpc.admin.centres.list.queryOptions(centresQueryInput(deps)),
    ),
  component: function AdminCentresRoute() {
    const navigate = Route.useNavigate();
    return (
      <CentresPage
        search={Route.useSearch()}
        onSearch={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
