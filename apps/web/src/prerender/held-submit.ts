/**
 * A prerendered page shows its forms before its script has run. This head script holds a form submitted in
 * that window (the browser would otherwise reload the page and drop the click); `replayHeldSubmit()`
 * (lib/held-submit.ts) submits it again once the page is hydrated, so the app's own handler answers it.
 */
export const HELD_SUBMIT_SCRIPT = `var h=window.chamakHeldSubmit={done:false,form:null,submitter:null};addEventListener("submit",function(e){if(h.done)return;e.preventDefault();h.form=e.target;h.submitter=e.submitter},true)`;
