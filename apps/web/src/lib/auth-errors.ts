import { httpStatusOf } from "./api-errors";

/** Calls whose 401 means "wrong password" or "already signed out", not "your session ended". */
const OWN_401_PATHS = new Set([
  "accounts.login",
  "accounts.register",
  "accounts.registerSeller",
  "accounts.logout",
]);

function clearStorage() {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage blocked: nothing to clear
  }
}

let onUnauthorized: () => void = () => {
  clearStorage();
  window.location.assign("/login");
};

/** The app replaces the default (clear storage, load /login) with its own sign-out and router navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

let handling = false;

/** The procedure path in a tRPC query or mutation key: [["accounts", "me"], {...}] → "accounts.me". */
function pathOf(key: readonly unknown[] | undefined): string {
  const first = key?.[0];
  return Array.isArray(first) ? first.join(".") : "";
}

/**
 * Any answer 401 (the token is missing, expired, revoked or forged) clears the stored session
 * and sends the user to /login, once even when a whole batch fails. A 403 is left to the screen,
 * which explains it (no redirect, so no loop).
 */
export function handleAuthError(error: unknown, key: readonly unknown[] | undefined): void {
  if (httpStatusOf(error) !== 401 || OWN_401_PATHS.has(pathOf(key)) || handling) return;
  handling = true;
  try {
    onUnauthorized();
  } finally {
    setTimeout(() => {
      handling = false;
    }, 1000);
  }
}
