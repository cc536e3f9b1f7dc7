import { httpStatusOf } from "./api-errors";

/** Calls whose 401 means "wrong password" or "already signed out", not "your session ended". */
const OWN_401_PATHS = new Set(["accounts.login", "accounts.logout"]);

let onUnauthorized: () => void = () => {
  window.location.assign("/console/sign-in");
};

/** The app installs its own handler (clear the session, router navigation to the sign-in page). */
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
 * Any 401 (the token is missing, expired, revoked — e.g. an admin suspended the account — or forged) ends
 * the session and sends the user to the sign-in page, once even when a whole batch fails.
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
