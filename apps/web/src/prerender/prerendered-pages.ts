/**
 * Pages the build renders to HTML, as a first visit shows them before any data arrives; the browser then
 * hydrates that HTML instead of painting nothing until the script has loaded. Only pages whose first render
 * does not depend on the URL's query, the screen size or API data (which shows as skeletons) qualify, and
 * whose loader does not wait for data: main.tsx hydrates after the loader, and holds API answers until the
 * page's component calls `useOpenHydrationGate()` (lib/hydration-gate.ts).
 */
export const PRERENDERED_PAGES = [{ path: "/", routeFile: "index.tsx", file: "home.html" }] as const;

/** In the client build: `{ "<path>": "<file under the build>" }`, read by apps/server's SPA serving. */
export const PRERENDERED_ROUTES_FILE = "prerendered/routes.json";
