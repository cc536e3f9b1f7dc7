import { httpStatusOf } from "./api-errors";

/** The procedure path in a tRPC query or mutation key: [["accounts", "me"], {...}] → "accounts.me". */
function pathOf(key: readonly unknown[] | undefined): string {
  const first = key?.[0];
  return Array.isArray(first) ? first.join(".") : "";
}

export interface SessionExpiry {
  /** Call with every failed query or mutation (the query client's caches do). */
  handleAuthError(error: unknown, key: readonly unknown[] | undefined): void;
  /** The app replaces the fallback with its own sign-out and router navigation once it has started. */
  setUnauthorizedHandler(handler: () => void): void;
}

/**
 * Any answer 401 (the token is missing, expired, revoked — e.g. an admin suspended the account — or forged)
 * ends the session, once even when a whole batch fails. `ownPaths` are calls whose 401 means "wrong
 * password" or "already signed out" instead. A 403 is left to the screen, which explains it (no redirect,
 * so no loop).
 */
export function createSessionExpiry(options: {
  ownPaths: readonly string[];
  fallback: () => void;
}): SessionExpiry {
  const ownPaths = new Set(options.ownPaths);
  let onUnauthorized = options.fallback;
  let handling = false;
  return {
    handleAuthError(error, key) {
      if (httpStatusOf(error) !== 401 || ownPaths.has(pathOf(key)) || handling) return;
      handling = true;
      try {
        onUnauthorized();
      } finally {
        setTimeout(() => {
          handling = false;
        }, 1000);
      }
    },
    setUnauthorizedHandler(handler) {
      onUnauthorized = handler;
    },
  };
}
