// The accounts module's front door: what other modules may use. Code in another module imports `../accounts`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { assertPasswordNotCommon } from "./password-strength";
export { createPasswordAccount, createPhoneAccount, isPhoneAccountEmail } from "./phone-account";
export { requestCode } from "./phone-sign-in.service";
export { toProfile } from "./profile.mapper";
export type { ResetLinkDeps } from "./reset-link-deps";
export {
  createSession,
  hashToken,
  type RequestMeta,
  resolveSession,
  revokeAllSessions,
  type SessionUser,
} from "./session.service";
export { markRestored, markSuspended, suspendedAccountError } from "./suspension";
