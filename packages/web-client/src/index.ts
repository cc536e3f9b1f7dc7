// Browser-side pieces both front ends share: the session token, API errors, session expiry, links.
export { fieldErrorsOf, httpStatusOf, isForbidden, messageOf, serverMessageOf } from "./api-errors";
export { createQueryClient } from "./query-client";
export { AnchorLink, ButtonLink } from "./router-links";
export { createSessionExpiry, type SessionExpiry } from "./session-expiry";
export { clearSessionToken, readSessionToken, storeSessionToken } from "./session-token";
