import { LoadingState } from "@chamak/ui";
import { createRouter } from "@tanstack/react-router";
import { installSession } from "./features/auth/install-session";
import { RouteError } from "./features/layout/route-error";
import { queryClient } from "./lib/query-client";
import { trpc } from "./lib/trpc";
import { routeTree } from "./routeTree.gen";

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: "intent",
  // React Query decides freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  // New navigations start at the top of the page; back and forward restore the old position.
  scrollRestoration: true,
  defaultPendingComponent: () => <LoadingState />,
  defaultErrorComponent: RouteError,
});

// Restores a remembered sign-in; a 401 from the API signs out and opens /login.
installSession(router, queryClient);

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
