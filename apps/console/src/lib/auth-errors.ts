import { createSessionExpiry } from "@chamak/web-client";

/** A 401 opens the sign-in page; the app installs its own sign-out and router navigation once started. */
export const { handleAuthError, setUnauthorizedHandler } = createSessionExpiry({
  ownPaths: ["accounts.login", "accounts.logout"],
  fallback: () => window.location.assign("/console/sign-in"),
});
