import { useEffect } from "react";
import { replayHeldSubmit } from "./held-submit";

/**
 * Holds API answers back until a prerendered page has been hydrated. The prerender shows data sections as
 * skeletons; an answer that landed in the query cache before hydration would render something else and
 * make React throw the server HTML away. Requests still start at once; only their results wait.
 *
 * main.tsx opens it at once for a page rendered from scratch; a prerendered page's component opens it with
 * `useOpenHydrationGate()`: its own effect runs only once its Suspense boundary is hydrated, after the app's
 * outer parts (whose effects would open it too early). Opening it also replays a form the visitor submitted
 * before hydration (lib/held-submit.ts).
 */
let open: () => void = () => {};
const opened = new Promise<void>((resolve) => {
  open = resolve;
});

export const hydrationGate = {
  /** Resolves once the page is hydrated (or was not prerendered). */
  wait: (): Promise<void> => opened,
  open: (): void => {
    open();
    replayHeldSubmit();
  },
};

export function useOpenHydrationGate(): void {
  useEffect(() => hydrationGate.open(), []);
}
