import { LoadingState } from "@chamak/ui";
import { clearSessionToken, onSessionChangedElsewhere, shareSessionAcrossTabs } from "@chamak/web-client";
import { createRouter } from "@tanstack/react-router";
import { keepOpenDrafts } from "./features/auth/kept-drafts";
import { RouteError } from "./features/layout/route-error";
import { setUnauthorizedHandler } from "./lib/auth-errors";
import { queryClient } from "./lib/query-client";
import { trpc } from "./lib/trpc";
import { routeTree } from "./routeTree.gen";

// One session for all the console's tabs: a new tab or a Ctrl+click stays signed in.
shareSessionAcrossTabs("chamak.console.token");

export const router = createRouter({
  routeTree,
  // The server serves this app under /console/ (Vite `base` matches).
  basepath: "/console",
  context: { queryClient, trpc },
  defaultPreload: "intent",
  // React Query decides freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  // New navigations start at the top of the page; back and forward restore the old position.
  scrollRestoration: true,
  defaultPendingComponent: () => <LoadingState />,
  defaultErrorComponent: RouteError,
});

// A 401 anywhere (expired, revoked or suspended session): forget the session and sign in again.
// Open forms keep what was typed, and signing in again comes back to this page.
setUnauthorizedHandler(() => {
  keepOpenDrafts();
  clearSessionToken();
  queryClient.clear();
  const here = router.state.location.href;
  void router.navigate({ to: "/sign-in", search: { expired: true, redirect: here } });
});

// Signed out in another tab: this one too. Signed in in another tab while this one asks to sign in: go on.
onSessionChangedElsewhere((token) => {
  const onSignIn = router.state.matches.some((match) => match.routeId === "/sign-in");
  queryClient.clear();
  if (!token && !onSignIn) void router.navigate({ to: "/sign-in" });
  else if (token && onSignIn) void router.navigate({ to: "/" });
  else void router.invalidate();
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
