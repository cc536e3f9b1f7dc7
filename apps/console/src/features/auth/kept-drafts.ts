import { useEffect, useState } from "react";

/** The tab's storage (never shared with other tabs, gone when the tab closes) for forms cut off by a sign-out. */
const PREFIX = "chamak.console.draft.";
const openForms = new Map<string, () => unknown>();

/**
 * Called when the session ends under the user (expired, revoked): every open form keeping drafts writes its
 * values to the tab's storage, for the same form to take back once the user has signed in again.
 */
export function keepOpenDrafts(): void {
  for (const [key, values] of openForms) {
    try {
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values()));
    } catch {
      // storage refused: the values are lost as before
    }
  }
}

function takeDraft<V>(key: string): V | null {
  try {
    const stored = window.sessionStorage.getItem(PREFIX + key);
    window.sessionStorage.removeItem(PREFIX + key);
    return stored === null ? null : (JSON.parse(stored) as V);
  } catch {
    return null;
  }
}

/**
 * Keeps the unsaved values of form `key` across a sign-in: kept when the session ends (keepOpenDrafts), put
 * back when the form next opens. Answers whether they were put back, to say so, and a way to stop saying it.
 */
export function useKeptDraft<V>(key: string, form: { getValues(): V; setValues(values: V): void }) {
  const [restored, setRestored] = useState(false);
  // Once per form (its key): the form object is Mantine's, the same for the form's life.
  useEffect(() => {
    const draft = takeDraft<V>(key);
    if (draft !== null) {
      form.setValues(draft);
      setRestored(true);
    }
    openForms.set(key, () => form.getValues());
    return () => {
      openForms.delete(key);
    };
  }, [key]);
  return { restored, dismiss: () => setRestored(false) };
}
