import { adminCentreListInput } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import { createFileRoute } from "@tanstack/react-router";
import { CentresPage, type CentresSearch, centresQueryInput } from "../../features/admin/centres-page";

/** The list's filters in the URL, checked with the API's own input schema; a bad one is dropped. */
const { status, q, page } = adminCentreListInput.shape;
const centresSearch = searchResolver({ status, q, page: page.transform((n) => (n > 1 ? n : undefined)) });

export const Route = createFileRoute("/admin/centres")({
  // "all" and "changes" are the page's own choices (every status; the name or GSTIN changes to review).
  validateSearch: (search: Record<string, unknown>): CentresSearch => ({
    ...centresSearch(search),
    ...(search.status === "all" || search.status === "changes" ? { status: search.status } : {}),
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
