import { ROLES } from "@chamak/contracts";
import { createFileRoute } from "@tanstack/react-router";
import { UsersPage, type UsersSearch, usersQueryInput } from "../../features/admin/users-page";

export const Route = createFileRoute("/admin/users")({
  validateSearch: (search: Record<string, unknown>): UsersSearch => ({
    ...(typeof search.q === "string" && search.q ? { q: search.q } : {}),
    ...(typeof search.role === "string" && (ROLES as readonly string[]).includes(search.role)
      ? { role: search.role as UsersSearch["role"] }
      : {}),
    ...(search.status === "active" || search.status === "suspended" ? { status: search.status } : {}),
    ...(Number(search.page) > 1 ? { page: Math.floor(Number(search.page)) } : {}),
  }),
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
