/**
 * Pages the build renders to HTML, as a first visit shows them before any data arrives; the browser then
 * hydrates that HTML instead of painting nothing until the script has loaded. Only pages whose first render
 * does not depend on the URL's query, the screen size or API data (which shows as skeletons) qualify, and
 * whose loader does not wait for data: main.tsx hydrates after the loader, and holds API answers until the
 * page's component calls `useOpenHydrationGate()` (lib/hydration-gate.ts).
 */
export const PRERENDERED_PAGES = [{ path: "/", routeFile: "index.tsx", file: "home.html" }] as const;

/**
 * Pages that cannot be prerendered (their first render needs the URL's query, the screen size or API data)
 * but whose route code is known from the path: they get index.html plus their route chunk's stylesheets and
 * modulepreload links, so the browser fetches the route's code with the entry instead of after running it.
 * A path ending in `/*` stands for that prefix plus one path segment (a route parameter).
 *
 * `frame` is a path the build renders as a first visit sees it before any data (header, skeletons, footer):
 * the shell shows it, inert, until the app's first render replaces it, so a visitor sees the page's frame as
 * soon as the HTML and CSS have come, not a blank screen until the script and the API have answered. Only
 * for routes whose loader does not wait for data (the build's API never answers).
 */
export const ROUTE_SHELLS = [
  {
    path: "/car-wash-shopping",
    routeFile: "car-wash-shopping.tsx",
    file: "car-wash-shopping.html",
    frame: "/car-wash-shopping",
  },
  {
    path: "/car-wash-details/*",
    routeFile: "car-wash-details.$id.tsx",
    file: "car-wash-details.html",
    frame: "/car-wash-details/1",
  },
] as const;

/** In the client build: `{ "<path>": "<file under the build>" }`, read by apps/server's SPA serving. */
export const PRERENDERED_ROUTES_FILE = "prerendered/routes.json";
