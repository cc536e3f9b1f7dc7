import { LoadingState } from "@chamak/ui";
import { clearSessionToken } from "@chamak/web-client";
import { createRouter } from "@tanstack/react-router";
import { RouteError } from "./features/layout/route-error";
import { setUnauthorizedHandler } from "./lib/auth-errors";
import { queryClient } from "./lib/query-client";
import { trpc } from "./lib/trpc";
import { routeTree } from "./routeTree.gen";

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
setUnauthorizedHandler(() => {
  clearSessionToken();
  queryClient.clear();
  void router.navigate({ to: "/sign-in", search: { expired: true } });
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
