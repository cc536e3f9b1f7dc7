import { LoadingState } from "@chamak/ui";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { RouteError } from "../features/layout/route-error";
import { routeTree } from "../routeTree.gen";
import type { RouterContext } from "./router-context";

/**
 * The site's router. The build's prerender passes a memory history; its router has no scroll restoration,
 * whose server side writes an inline script (which the CSP would block) that the browser does not render.
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: "intent",
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // New navigations start at the top of the page; back and forward restore the old position.
    scrollRestoration: !history,
    defaultPendingComponent: () => <LoadingState />,
    defaultErrorComponent: RouteError,
  });
}
