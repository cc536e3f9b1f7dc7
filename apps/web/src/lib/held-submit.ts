/** What the prerendered page's head script (src/prerender/held-submit.ts) keeps. */
interface HeldSubmit {
  done: boolean;
  form: HTMLFormElement | null;
  submitter: HTMLElement | null;
}

/** Ends the holding of submits, and submits again the form the visitor sent before hydration, if any. */
export function replayHeldSubmit(): void {
  const held = (window as { chamakHeldSubmit?: HeldSubmit }).chamakHeldSubmit;
  if (!held || held.done) return;
  held.done = true;
  const { form, submitter } = held;
  if (!form?.isConnected) return;
  form.requestSubmit(submitter?.isConnected ? submitter : null);
}
