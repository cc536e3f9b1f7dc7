import "./mantine.css";
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

// Rendering in a transition works in small slices, so the first render never blocks input for long.
if (
  container.dataset.prerendered === window.location.pathname &&
  document.documentElement.dataset.prerender !== "skip"
) {
  // The build's HTML already shows this page (src/prerender/): load the route's code, then attach to it.
  await router.load();
  // What TanStack Router's own SSR hydration sets: the browser then renders the same tree as the server did
  // (without the Suspense boundaries around the root it adds for pure client rendering).
  router.ssr = { manifest: undefined };
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Not prerendered, or prerendered HTML this visitor must not see (Hindi, signed in): render from scratch.
  hydrationGate.open();
  container.replaceChildren();
  delete container.dataset.prerendered;
  delete document.documentElement.dataset.prerender;
  startTransition(() => createRoot(container).render(app));
}
