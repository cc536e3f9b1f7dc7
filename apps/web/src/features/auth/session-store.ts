import { readSessionToken } from "@chamak/web-client";

/**
 * The session is the legacy sessionStorage "token". "Remember me" also keeps a copy in
 * localStorage so a new tab or a restarted browser starts signed in; the server still
 * decides whether the token is valid (a 401 signs the user out everywhere).
 */
const TOKEN_KEY = "token";
const REMEMBER_KEY = "remember_token";

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === REMEMBER_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Copies a remembered token into this tab's session, once, at start. */
export function restoreRememberedSession(): void {
  try {
    if (readSessionToken()) return;
    const remembered = window.localStorage.getItem(REMEMBER_KEY);
    if (remembered && remembered !== "null") window.sessionStorage.setItem(TOKEN_KEY, remembered);
  } catch {
    // storage blocked: stay signed out
  }
}

export function storeSessionToken(token: string, remember = false): void {
  try {
    window.sessionStorage.setItem(TOKEN_KEY, token);
    if (remember) window.localStorage.setItem(REMEMBER_KEY, token);
    else window.localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // storage blocked: the session lasts for this page only
  }
  notify();
}

/** Sign-out and a rejected token both forget everything stored, as the legacy site did. */
export function clearStoredSession(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
    // Stores kept in storage (cart, slot) listen for this "everything changed" event.
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
  } catch {
    // storage blocked: nothing stored to clear
  }
  notify();
}

export function isSignedIn(): boolean {
  return readSessionToken() !== null;
}
