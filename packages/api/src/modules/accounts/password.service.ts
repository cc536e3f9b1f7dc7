import {
  type PasswordChangeInput,
  type PasswordResetInput,
  type SessionOutput,
  toE164,
} from "@chamak/contracts";
import { type Db, type DbTx, hashPassword, verifyPassword } from "@chamak/db";
import { DomainError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { MessagingDeps } from "../messaging";
import { countAddressAttempt, verifyOtp } from "../messaging";
import { accountKeyOf, clearLoginFailures, countLoginAttempt } from "./login-throttle";
import { assertPasswordNotCommon } from "./password-strength";
import { hasPassword } from "./phone-account";
import { toProfile } from "./profile.mapper";
import { createSession, hashToken, type RequestMeta } from "./session.service";
import { suspendedAccountError } from "./suspension";

/**
 * Sets a forgotten password, proven by a code sent to the account's verified number (used once). Every session of
 * the account ends (whoever knew the old password is signed out), and this device is signed in: the code proved
 * the number as a sign-in code does.
 */
export async function resetPassword(
  db: Db,
  limiter: RateLimiter,
  messaging: MessagingDeps,
  input: PasswordResetInput,
  meta: RequestMeta,
): Promise<SessionOutput> {
  await countAddressAttempt(limiter, messaging.limits, "reset", meta.ip);
  await assertPasswordNotCommon(input.password, "password");
  const phone = toE164(input.mobile);
  const user = await db.user.findUnique({ where: { phone } });
  await verifyOtp(db, limiter, messaging, { phone, purpose: "reset_password" }, input.code, {
    ip: meta.ip,
    consume: true,
  });
  // The code went to the number whoever asked typed; with no account on it there is nothing to reset.
  if (!user) throw new DomainError("NOT_FOUND", "noAccountForPhone", "mobile");
  await setPasswordEverywhere(db, user.id, await hashPassword(input.password), null);
  if (user.status === "suspended") throw suspendedAccountError(user.suspendedMessage);
  const session = await createSession(db, user.id, meta);
  return { ...session, user: toProfile(user) };
}

/**
 * Changes the signed-in account's password: the current one must be given (an account made by phone, which
 * has none, sets its first). Each try of the current password counts as a sign-in attempt would (per account
 * and address, with growing waits), so holding a session is no way around the sign-in limits. Every other
 * session ends; this one stays signed in.
 */
export async function changePassword(
  db: Db,
  limiter: RateLimiter,
  userId: number,
  token: string | null,
  input: PasswordChangeInput,
  meta: Pick<RequestMeta, "ip">,
): Promise<void> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, passwordHash: true },
  });
  if (!user) throw new DomainError("NOT_FOUND", "accountNotFound");
  if (hasPassword(user.passwordHash)) {
    const account = accountKeyOf(user);
    await countLoginAttempt(limiter, meta.ip, account);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
      throw new DomainError("BAD_INPUT", "currentPasswordWrong", "currentPassword");
    await clearLoginFailures(limiter, meta.ip, account);
  }
  await assertPasswordNotCommon(input.newPassword, "newPassword");
  await setPasswordEverywhere(db, userId, await hashPassword(input.newPassword), token);
}

/** The new hash and every session but `keepToken`'s revoked, in one transaction. */
function setPasswordEverywhere(db: Db, userId: number, passwordHash: string, keepToken: string | null) {
  return db.$transaction((tx) => setPasswordEndingSessions(tx, userId, passwordHash, keepToken));
}

/** Inside the caller's transaction: the new hash, and every session of the account but `keepToken`'s revoked. */
export async function setPasswordEndingSessions(
  tx: DbTx,
  userId: number,
  passwordHash: string,
  keepToken: string | null,
): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { passwordHash } });
  await tx.session.updateMany({
    where: {
      userId,
      revokedAt: null,
      ...(keepToken ? { tokenHash: { not: hashToken(keepToken) } } : {}),
    },
    data: { revokedAt: new Date() },
  });
}
