import { adminUserListInput } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import { createFileRoute } from "@tanstack/react-router";
import { UsersPage, type UsersSearch, usersQueryInput } from "../../features/admin/users-page";

/** The list's filters in the URL, checked with the API's own input schema; a bad one is dropped. */
const { q, role, status, page } = adminUserListInput.shape;
const usersSearch = searchResolver({ q, role, status, page: page.transform((n) => (n > 1 ? n : undefined)) });

export const Route = createFileRoute("/admin/users")({
  validateSearch: (search: Record<string, unknown>): UsersSearch => usersSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.admin.users.list.queryOptions(usersQueryInput(deps))),
  component: function AdminUsersRoute() {
    const navigate = Route.useNavigate();
    const { me } = Route.useRouteContext();
    return (
      <UsersPage
        search={Route.useSearch()}
        myId={me.id}
        onSearch={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
