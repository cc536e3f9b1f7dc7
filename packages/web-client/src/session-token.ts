/** Where the bearer token lives: by default as the legacy app stores it, sessionStorage "token" (one tab). */
let place: { storage: () => Storage; key: string } = { storage: () => window.sessionStorage, key: "token" };

/**
 * For an app whose tabs share one session (the console: a new tab or a Ctrl+click stays signed in): the token
 * goes to localStorage under `key`, and signing out in one tab is seen by the others (onSessionChangedElsewhere).
 * Call once at start, before anything reads the token.
 */
export function shareSessionAcrossTabs(key: string): void {
  place = { storage: () => window.localStorage, key };
}

/**
 * Missing, empty or the text "null" means signed out.
 */
export function readSessionToken(): string | null {
  let stored: string | null;
  try {
    stored = place.storage().getItem(place.key);
  } catch {
    return null; // storage blocked (privacy settings): treat as signed out
  }
  const token = stored?.trim();
  return token && token !== "null" ? token : null;
}

export function storeSessionToken(token: string): void {
  place.storage().setItem(place.key, token);
}

export function clearSessionToken(): void {
  try {
    place.storage().removeItem(place.key);
  } catch {
    // storage blocked: nothing stored either
  }
}

/**
 * Calls `listener` with the token (null: signed out) when another tab signs in or out of a shared session
 * (browsers tell the other tabs of a localStorage change, never the tab that made it). Returns the unsubscribe.
 */
export function onSessionChangedElsewhere(listener: (token: string | null) => void): () => void {
  const handler = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    if (event.key === place.key || event.key === null) listener(readSessionToken());
  };
  window.addEventListener("storage", handler);
  return () => window.removeEventListener("storage", handler);
}
