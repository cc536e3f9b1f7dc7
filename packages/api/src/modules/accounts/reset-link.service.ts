import { randomBytes } from "node:crypto";
import {
  RESET_LINK_PATH,
  RESET_LINK_POLICY,
  type ResetLinkRequestInput,
  type ResetLinkRequestOutput,
  type ResetWithLinkInput,
  type SessionOutput,
} from "@chamak/contracts";
import { type Db, hashPassword } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import type { RateLimiter } from "../../lib/rate-limiter";
import { countAddressAttempt } from "../messaging";
import { composeResetLinkEmail } from "../notifications";
import { setPasswordEndingSessions } from "./password.service";
import { assertPasswordNotCommon } from "./password-strength";
import { isPhoneAccountEmail } from "./phone-account";
import { toProfile } from "./profile.mapper";
import type { ResetLinkDeps } from "./reset-link-deps";
import { createSession, hashToken, type RequestMeta } from "./session.service";
import { suspendedAccountError } from "./suspension";

const HOUR_MS = 60 * 60_000;

/**
 * Emails a link that resets the password of the account with `email`. Whoever asks gets the same answer whether
 * or not an account has the address, and the same limits: nobody learns from this who has an account here.
 * Nothing is sent to an unknown address, a suspended account, or an account made by phone (its reserved
 * `.invalid` address reaches nobody; it resets by a code to its number).
 *
 * The link carries 32 random bytes; only their SHA-256 is stored, so the table cannot be replayed if it leaks.
 * A new link replaces the account's older unused ones. The email is sent in the request, like a sign-in code
 * (through the outbox the token would sit in the database in clear), and not awaited, so an address with an
 * account answers as fast as one without.
 */
export async function requestResetLink(
  db: Db,
  limiter: RateLimiter,
  deps: ResetLinkDeps,
  input: ResetLinkRequestInput,
  meta: RequestMeta,
): Promise<ResetLinkRequestOutput> {
  await countAddressAttempt(limiter, deps, "resetLink", meta.ip);
  // Keyed by a hash of the address: the limiter's store (Redis) need not hold customers' emails.
  const perEmail = await limiter.hit(
    `reset-link:email:${hashToken(input.email)}`,
    RESET_LINK_POLICY.perEmailPerHour,
    HOUR_MS,
  );
  if (!perEmail.allowed) throw new DomainError("RATE_LIMITED", "tooManyResetLinks", "email");

  const answer = { expiresInMinutes: RESET_LINK_POLICY.ttlMinutes };
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, name: true, email: true, status: true },
  });
  const reachable = user?.status === "active" && !isPhoneAccountEmail(user.email);
  if (!user || !reachable) return answer;

  const token = randomBytes(32).toString("base64url");
  const now = currentTime();
  await db.$transaction([
    db.passwordResetLink.updateMany({
      where: { userId: user.id, usedAt: null, replacedAt: null },
      data: { replacedAt: now },
    }),
    db.passwordResetLink.create({
      data: {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_LINK_POLICY.ttlMinutes * 60_000),
        ip: meta.ip,
      },
    }),
  ]);
  const link = `${deps.siteUrl.replace(/\/+$/, "")}${RESET_LINK_PATH}?token=${token}`;
  deps.mailer
    .send({ to: user.email, ...composeResetLinkEmail(user.name, link) })
    .catch((error: unknown) => deps.onSendFailure?.(error));
  return answer;
}

/**
 * Sets a forgotten password, proven by an emailed link (used once, within its time, and only the newest one).
 * As with the reset by code, every session of the account ends and this device is signed in: the link proved
 * the mailbox as a code proves the number.
 *
 * The token is found by its SHA-256, never compared itself: a timing difference in the index lookup tells an
 * attacker about hashes of guesses, which says nothing about a real token.
 */
export async function resetPasswordWithLink(
  db: Db,
  limiter: RateLimiter,
  deps: Pick<ResetLinkDeps, "perAddress">,
  input: ResetWithLinkInput,
  meta: RequestMeta,
): Promise<SessionOutput> {
  await countAddressAttempt(limiter, deps, "reset", meta.ip);
  const link = await db.passwordResetLink.findUnique({
    where: { tokenHash: hashToken(input.token) },
    select: { id: true, userId: true, usedAt: true, replacedAt: true, expiresAt: true },
  });
  const now = currentTime();
  assertLinkUsable(link, now);
  await assertPasswordNotCommon(input.password, "password");
  const passwordHash = await hashPassword(input.password);

  const user = await db.$transaction(async (tx) => {
    // Spent only if still unused: of two tabs sending the same link, one wins and the other is told it was used.
    const spent = await tx.passwordResetLink.updateMany({
      where: { id: link.id, usedAt: null, replacedAt: null },
      data: { usedAt: now },
    });
    if (spent.count !== 1) throw new DomainError("CONFLICT", "resetLinkUsed", "token");
    await setPasswordEndingSessions(tx, link.userId, passwordHash, null);
    const user = await tx.user.findUniqueOrThrow({ where: { id: link.userId } });
    await audit(
      tx,
      { id: user.id, role: user.role },
      "user.password_reset",
      { type: "user", id: user.id },
      { by: "email_link", ip: meta.ip },
    );
    return user;
  });
  // Suspended after the link was sent: the password is set (and every session ended), but no one signs in.
  if (user.status === "suspended") throw suspendedAccountError(user.suspendedMessage);
  const session = await createSession(db, user.id, meta);
  return { ...session, user: toProfile(user) };
}

function assertLinkUsable<T extends { usedAt: Date | null; replacedAt: Date | null; expiresAt: Date }>(
  link: T | null,
  now: Date,
): asserts link is T {
  if (!link) throw new DomainError("BAD_INPUT", "resetLinkInvalid", "token");
  if (link.usedAt) throw new DomainError("CONFLICT", "resetLinkUsed", "token");
  if (link.replacedAt || link.expiresAt.getTime() <= now.getTime())
    throw new DomainError("PRECONDITION_FAILED", "resetLinkExpired", "token");
}
