import "./mantine.css";
import "./fonts.css";
import type { QueryClient } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { hydrationGate } from "./lib/hydration-gate";
import { queryClient } from "./lib/query-client";
import { trpcClient } from "./lib/trpc";
import { router } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const app = <App router={router} queryClient={queryClient} trpcClient={trpcClient} />;

/** How long a page rendered from scratch waits for its route's code and data before rendering anyway. */
const FIRST_DATA_WAIT_MS = 1000;

/** Resolves once no query is fetching. */
function queriesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The route's code and the data its loader asked for, waited for at most FIRST_DATA_WAIT_MS. Rendered after
 * they have come, the first render is the page itself, in one transition React slices into short tasks;
 * rendered before, it is a skeleton, and the answers' re-render (not a transition) is one long task.
 */
async function firstLoad(): Promise<void> {
  const loaded = router
    .load()
    .then(() => queriesSettled(queryClient))
    .catch(() => undefined);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
}

/**
 * Attaches to the prerendered HTML or renders from scratch. Rendering in a transition works in small slices,
 * so the first render never blocks input for long. Not top-level await: a route chunk that imports this
 * entry chunk (the bundler may add such an import to keep execution order) would wait for it to finish.
 */
async function start(root: HTMLElement): Promise<void> {
  if (
    root.dataset.prerendered === window.location.pathname &&
    document.documentElement.dataset.prerender !== "skip"
  ) {
    // The build's HTML already shows this page (src/prerender/): load the route's code, then attach to it.
    await router.load();
    // What TanStack Router's own SSR hydration sets: the browser then renders the same tree as the server did
    // (without the Suspense boundaries around the root it adds for pure client rendering).
    router.ssr = { manifest: undefined };
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // Not prerendered, or prerendered HTML this visitor must not see (Hindi, signed in): render from scratch.
    // A route shell's frame stays on screen until React's first commit replaces it; hidden HTML goes first.
    hydrationGate.open();
    await firstLoad();
    if (document.documentElement.dataset.prerender === "skip") root.replaceChildren();
    delete root.dataset.prerendered;
    delete root.dataset.shell;
    delete document.documentElement.dataset.prerender;
    startTransition(() => createRoot(root).render(app));
  }
}

void start(container);
