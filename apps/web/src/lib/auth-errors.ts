import { createSessionExpiry } from "@chamak/web-client";

function clearStorage() {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage blocked: nothing to clear
  }
}

/** A 401 clears the stored session and opens /login; the app installs router navigation once started. */
export const { handleAuthError, setUnauthorizedHandler } = createSessionExpiry({
  ownPaths: ["accounts.login", "accounts.register", "accounts.registerSeller", "accounts.logout"],
  fallback: () => {
    clearStorage();
    window.location.assign("/login");
  },
});
