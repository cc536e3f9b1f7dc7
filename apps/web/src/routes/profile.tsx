import { createFileRoute, redirect } from "@tanstack/react-router";
import { AccessRouteError } from "../features/auth/access-route-error";
import { isSignedIn } from "../features/auth/session-store";
import { ProfilePage, type ProfileTab } from "../features/profile/profile-page";
import { HISTORY_PAGE_SIZE } from "../features/profile/profile-search";
import { loadTexts } from "../lib/i18n";

const TABS: readonly ProfileTab[] = ["latest", "history", "profile"];

export const Route = createFileRoute("/profile")({
  validateSearch: (search: Record<string, unknown>): { tab?: ProfileTab; page?: number } => {
    const tab = TABS.find((name) => name === search.tab);
    const page = Number(search.page);
    return {
      ...(tab && tab !== "latest" ? { tab } : {}),
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    };
  },
  beforeLoad: () => {
    if (!isSignedIn()) throw redirect({ to: "/login" });
  },
  loaderDeps: ({ search }) => ({ page: search.tab === "history" ? (search.page ?? 1) : 1 }),
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    await Promise.all([
      loadTexts("profile", "booking", "auth"),
      queryClient.ensureQueryData(trpc.accounts.me.queryOptions()),
      queryClient.ensureQueryData(
        trpc.booking.mine.queryOptions({ page: deps.page, pageSize: HISTORY_PAGE_SIZE }),
      ),
    ]);
  },
  errorComponent: AccessRouteError,
  component: function ProfileRoute() {
    const { tab = "latest", page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ProfilePage
        tab={tab}
        page={page}
        onNavigate={(next) => void navigate({ search: next.tab === "latest" ? {} : next, replace: true })}
      />
    );
  },
});
