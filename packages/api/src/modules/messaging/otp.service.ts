import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_POLICY, type OtpChannel } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { countRateLimited } from "../../lib/metrics";
import type { RateLimiter } from "../../lib/rate-limiter";
import { ChannelError, type MessageChannel } from "./channels";
import type { MessagingDeps } from "./messaging-deps";
import { countAddressAttempt } from "./sign-in-limits";

export type OtpPurposeRow = "sign_in" | "link_phone" | "reset_password" | "payout_bank";

export interface OtpTarget {
  /** +91 and 10 digits. */
  phone: string;
  purpose: OtpPurposeRow;
  /**
   * The account that asked (link_phone, payout_bank): a code asked for by one account is no good for another.
   */
  userId?: number | undefined;
}

/** Advisory locks on a number's codes: the first key (the second is a hash of the number). */
const OTP_LOCK_SPACE = 7301;

/**
 * The code's keyed hash. The key is not in the database, so a copy of the table cannot be tried against the
 * million possible codes; purpose and number are in it so a code is good only for what it was sent for.
 */
function codeHash(key: string, target: OtpTarget, code: string): string {
  return createHmac("sha256", key).update(`${target.purpose}|${target.phone}|${code}`).digest("hex");
}

/** Whether two hashes are equal, taking as long whatever they hold. */
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));

/** Serialises everything done to one number's codes (two requests at once cannot both pass the 30 s wait). */
async function lockNumber(tx: DbTx, phone: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(${OTP_LOCK_SPACE}::int, hashtext(${phone}))) AS lock`;
}

/**
 * The wrong codes tried on a number within the last `lockMinutes`, whatever code they were aimed at, and until
 * when it is locked once they reach `wrongCodesToLock`. Asking for a new code forgives nothing (the old one is only
 * superseded); a code used in the end, by whoever holds the phone, forgives the misses before it.
 */
async function wrongCodes(db: Db | DbTx, deps: MessagingDeps, phone: string, now: Date) {
  const since = new Date(now.getTime() - deps.limits.lockMinutes * 60_000);
  const recent = await db.otpChallenge.findMany({
    where: { phone, createdAt: { gt: since }, OR: [{ attempts: { gt: 0 } }, { consumedAt: { not: null } }] },
    select: { attempts: true, createdAt: true, consumedAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  let wrong = 0;
  for (const challenge of recent) {
    if (challenge.consumedAt) break;
    wrong += challenge.attempts;
    // Locked until the challenge that tipped it over ages out of the window.
    if (wrong >= deps.limits.wrongCodesToLock)
      return {
        wrong,
        lockedUntil: new Date(challenge.createdAt.getTime() + deps.limits.lockMinutes * 60_000),
      };
  }
  return { wrong, lockedUntil: null };
}

function lockedError(until: Date, now: Date): DomainError {
  countRateLimited("otp-wrong-codes");
  return new DomainError("RATE_LIMITED", {
    id: "errors.otpLocked",
    values: { minutes: minutesUntil(until, now) },
  });
}

/** Refuses while the number is locked (see wrongCodes). */
async function assertNotLocked(db: Db | DbTx, deps: MessagingDeps, phone: string, now: Date): Promise<void> {
  const { lockedUntil } = await wrongCodes(db, deps, phone, now);
  if (lockedUntil) throw lockedError(lockedUntil, now);
}

/** Sends, once more after a failure that may pass on a second try (a timeout, a 5xx). */
async function sendWithRetry(channel: MessageChannel, message: Parameters<MessageChannel["send"]>[0]) {
  try {
    return await channel.send(message);
  } catch (error) {
    if (!(error instanceof ChannelError) || !error.retryable) throw error;
    return channel.send(message);
  }
}

export interface IssueOtpOptions {
  channel: OtpChannel;
  lang: "en" | "hi";
  ip: string;
  /**
   * `wait` (the default) answers once the provider took the message, and says so when it did not; `background`
   * answers before sending, and `none` sends nothing: a password-reset code goes out in the background to a
   * number with an account and nowhere without one, so both answer the same, as fast, under the same limits.
   */
  delivery?: "wait" | "background" | "none";
}

/**
 * Sends a new code to a number for a purpose and keeps only its keyed hash. Refused while the number is
 * locked, within OTP_POLICY.resendAfterSeconds of its last code, past its hourly or daily count of codes, or
 * past the address's (generous) allowance. An earlier code for the same purpose stops working.
 */
export async function issueOtp(
  db: Db,
  limiter: RateLimiter,
  deps: MessagingDeps,
  target: OtpTarget,
  options: IssueOtpOptions,
) {
  await countAddressAttempt(limiter, deps.limits, "code", options.ip);
  const code = String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, "0");
  const challenge = await db.$transaction(async (tx) => {
    await lockNumber(tx, target.phone);
    const now = currentTime();
    await assertNotLocked(tx, deps, target.phone, now);
    const last = await tx.otpChallenge.findFirst({
      where: { phone: target.phone },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    const resendAt = last && new Date(last.createdAt.getTime() + OTP_POLICY.resendAfterSeconds * 1000);
    if (resendAt && resendAt > now) {
      const seconds = Math.ceil((resendAt.getTime() - now.getTime()) / 1000);
      countRateLimited("otp-resend-wait");
      throw new DomainError("RATE_LIMITED", { id: "errors.otpResendWait", values: { seconds } });
    }
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
    const hourAgo = new Date(now.getTime() - 60 * 60_000);
    const [lastDay, lastHour] = await Promise.all([
      tx.otpChallenge.count({ where: { phone: target.phone, createdAt: { gt: dayAgo } } }),
      tx.otpChallenge.count({ where: { phone: target.phone, createdAt: { gt: hourAgo } } }),
    ]);
    if (lastHour >= deps.limits.codesPerNumberPerHour || lastDay >= deps.limits.codesPerNumberPerDay) {
      countRateLimited("otp-codes-per-number");
      throw new DomainError("RATE_LIMITED", "otpTooManyCodes", "mobile");
    }
    await tx.otpChallenge.updateMany({
      where: { phone: target.phone, purpose: target.purpose, consumedAt: null, supersededAt: null },
      data: { supersededAt: now },
    });
    return tx.otpChallenge.create({
      data: {
        phone: target.phone,
        purpose: target.purpose,
        userId: target.userId ?? null,
        channel: options.channel,
        codeHash: codeHash(deps.otpKey, target, code),
        expiresAt: new Date(now.getTime() + OTP_POLICY.ttlSeconds * 1000),
        // The service's clock, not the database's: the resend wait and the hourly limits count from it.
        createdAt: now,
        ip: options.ip,
      },
      select: { id: true },
    });
  });
  const send = async () => {
    try {
      await sendWithRetry(deps.channels[options.channel], {
        to: target.phone,
        template: "otp",
        values: { code },
        lang: options.lang,
      });
    } catch (error) {
      // It never reached the phone: it must not hold up the next request, nor count as one.
      await db.otpChallenge.delete({ where: { id: challenge.id } });
      deps.onSendFailure?.(error, options.channel);
      throw new DomainError("UNAVAILABLE", { id: "errors.otpNotSent", values: { channel: options.channel } });
    }
  };
  const delivery = options.delivery ?? "wait";
  if (delivery === "wait") await send();
  // The failure was told to onSendFailure; nobody waits for this answer.
  else if (delivery === "background") send().catch(() => {});
  return {
    channel: options.channel,
    expiresInSeconds: OTP_POLICY.ttlSeconds,
    resendAfterSeconds: OTP_POLICY.resendAfterSeconds,
  };
}

/**
 * Checks a code against the number's live one, counting the try first (a guess and a right code cost the same
 * and take as long). `consume: false` checks without spending it (the caller still needs something before it
 * acts on it); otherwise a right code is spent at once and cannot be used twice.
 */
export async function verifyOtp(
  db: Db,
  limiter: RateLimiter,
  deps: MessagingDeps,
  target: OtpTarget,
  code: string,
  options: { ip: string; consume: boolean },
): Promise<void> {
  await countAddressAttempt(limiter, deps.limits, "check", options.ip);
  const now = currentTime();
  await assertNotLocked(db, deps, target.phone, now);
  const live = await db.otpChallenge.findFirst({
    where: {
      phone: target.phone,
      purpose: target.purpose,
      consumedAt: null,
      supersededAt: null,
      ...(target.userId === undefined ? {} : { userId: target.userId }),
    },
    orderBy: { createdAt: "desc" },
  });
  if (!live || live.expiresAt <= now) throw new DomainError("BAD_INPUT", "otpExpired", "code");
  const counted = await db.otpChallenge.updateMany({
    where: { id: live.id, consumedAt: null, attempts: { lt: OTP_POLICY.maxTries } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count === 0) throw new DomainError("BAD_INPUT", "otpTooManyTries", "code");
  if (!sameHash(codeHash(deps.otpKey, target, code), live.codeHash)) {
    // What is true now: the number may have just locked, or have fewer tries left than this code.
    const { wrong, lockedUntil } = await wrongCodes(db, deps, target.phone, now);
    if (lockedUntil) throw lockedError(lockedUntil, now);
    const left = Math.min(OTP_POLICY.maxTries - live.attempts - 1, deps.limits.wrongCodesToLock - wrong);
    throw left > 0
      ? new DomainError("BAD_INPUT", { id: "errors.otpWrong", values: { left } }, "code")
      : new DomainError("BAD_INPUT", "otpTooManyTries", "code");
  }
  if (!options.consume) {
    // A right code checked without being spent does not count as a miss.
    await db.otpChallenge.update({ where: { id: live.id }, data: { attempts: { decrement: 1 } } });
    return;
  }
  const spent = await db.otpChallenge.updateMany({
    where: { id: live.id, consumedAt: null },
    data: { consumedAt: now },
  });
  if (spent.count === 0) throw new DomainError("BAD_INPUT", "otpExpired", "code");
}
