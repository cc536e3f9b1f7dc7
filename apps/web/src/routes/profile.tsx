import { createFileRoute, redirect } from "@tanstack/react-router";
import { AccessRouteError } from "../features/auth/access-route-error";
import { isSignedIn } from "../features/auth/session-store";
import { ProfilePage } from "../features/profile/profile-page";
import { HISTORY_PAGE_SIZE } from "../features/profile/profile-search";
import { profileSearch } from "../features/search-params/search-params";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/profile")({
  validateSearch: profileSearch,
  beforeLoad: () => {
    if (!isSignedIn()) throw redirect({ to: "/login" });
  },
  loaderDeps: ({ search }) => ({ page: search.tab === "history" ? (search.page ?? 1) : 1 }),
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    await Promise.all([
      loadTexts("profile", "booking", "auth", "errors", "catalog", "notifications", "plans"),
      queryClient.ensureQueryData(trpc.accounts.me.queryOptions()),
      queryClient.ensureQueryData(
        trpc.booking.mine.queryOptions({ page: deps.page, pageSize: HISTORY_PAGE_SIZE }),
      ),
    ]);
  },
  errorComponent: AccessRouteError,
  component: function ProfileRoute() {
    const { tab = "latest", page = 1, booking } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ProfilePage
        tab={tab}
        page={page}
        bookingCode={booking}
        onNavigate={(next) => void navigate({ search: next.tab === "latest" ? {} : next, replace: true })}
      />
    );
  },
});
