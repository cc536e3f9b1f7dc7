import { LoadingState } from "@chamak/ui";
import { createRouter } from "@tanstack/react-router";
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

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
