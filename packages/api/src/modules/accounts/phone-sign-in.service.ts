import {
  type LinkPhoneInput,
  type OtpRequestInput,
  type OtpRequestOutput,
  otpRequestInput,
  type PhoneSignInInput,
  type PhoneSignInOutput,
  type Profile,
  toE164,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { MessagingDeps } from "../messaging";
import { countAddressAttempt, issueOtp, type OtpPurposeRow, verifyOtp } from "../messaging";
import { recordConsent } from "../notifications";
import { createPhoneAccount } from "./phone-account";
import { toProfile } from "./profile.mapper";
import { createSession, type RequestMeta } from "./session.service";
import { suspendedAccountError } from "./suspension";

/** Sends a code for `purpose` to a number; `userId` binds a linking code to the account that asked. */
export async function requestCode(
  db: Db,
  limiter: RateLimiter,
  messaging: MessagingDeps,
  purpose: OtpPurposeRow,
  input: OtpRequestInput,
  meta: RequestMeta,
  userId?: number,
): Promise<OtpRequestOutput> {
  const { mobile, channel, lang } = otpRequestInput.parse(input);
  const phone = toE164(mobile);
  const options = { channel, lang, ip: meta.ip };
  if (purpose !== "reset_password")
    return issueOtp(db, limiter, messaging, { phone, purpose, userId }, options);
  // Whether the number has an account must not show: a code is recorded either way (the same 30 s wait, hourly
  // limits and lock apply), and it is sent after the answer, or not at all when nobody could use it.
  const holder = await db.user.findUnique({ where: { phone }, select: { id: true } });
  return issueOtp(
    db,
    limiter,
    messaging,
    { phone, purpose },
    { ...options, delivery: holder ? "background" : "none" },
  );
}

/**
 * Signs in the account whose verified number this is, or makes one with just a name. A new number without a
 * name answers `needsName` after checking the code (without spending it), so nobody learns whether a number
 * has an account before proving they hold it.
 */
export async function signInWithPhone(
  db: Db,
  limiter: RateLimiter,
  messaging: MessagingDeps,
  input: PhoneSignInInput,
  meta: RequestMeta,
): Promise<PhoneSignInOutput> {
  const phone = toE164(input.mobile);
  const target = { phone, purpose: "sign_in" as const };
  const existing = await db.user.findUnique({ where: { phone } });
  if (!existing && !input.name) {
    await verifyOtp(db, limiter, messaging, target, input.code, { ip: meta.ip, consume: false });
    return { status: "needsName" };
  }
  await verifyOtp(db, limiter, messaging, target, input.code, { ip: meta.ip, consume: true });
  const user = existing ?? (await signUpByPhone(db, limiter, messaging, phone, input, meta));
  if (user.status === "suspended") throw suspendedAccountError(user.suspendedMessage);
  const session = await createSession(db, user.id, meta);
  return { status: "signedIn", created: !existing, session: { ...session, user: toProfile(user) } };
}

async function signUpByPhone(
  db: Db,
  limiter: RateLimiter,
  messaging: MessagingDeps,
  phone: string,
  input: PhoneSignInInput,
  meta: RequestMeta,
) {
  await countAddressAttempt(limiter, messaging.limits, "signUp", meta.ip);
  const lang = input.lang ?? "en";
  try {
    return await db.$transaction(async (tx) => {
      const user = await createPhoneAccount(tx, {
        phone,
        mobile: input.mobile,
        name: input.name ?? "",
        role: "user",
        lang,
      });
      // The name step's WhatsApp checkbox, unticked unless the person ticked it: recorded either way, with
      // the wording they saw (an unticked box is no consent, and the row shows it was asked).
      await recordConsent(
        tx,
        user.id,
        { channel: "whatsapp", granted: input.whatsappUpdates === true, lang, source: "phone_sign_up" },
        meta,
      );
      return user;
    });
  } catch (error) {
    // Two sign-ups of one number at once: the other made the account, which is this one's too.
    if (isUniqueViolation(error, "phone") || isUniqueViolation(error, "email"))
      return db.user.findUniqueOrThrow({ where: { phone } });
    throw error;
  }
}

/**
 * Adds a verified number to the signed-in account (an email account that wants to sign in by phone too). The
 * code must have been sent at this account's request; a number another account verified stays theirs.
 */
export async function linkPhone(
  db: Db,
  limiter: RateLimiter,
  messaging: MessagingDeps,
  userId: number,
  input: LinkPhoneInput,
  meta: RequestMeta,
): Promise<Profile> {
  const phone = toE164(input.mobile);
  // The code first: whether a number has an account is told only to whoever proved they hold it.
  await verifyOtp(db, limiter, messaging, { phone, purpose: "link_phone", userId }, input.code, {
    ip: meta.ip,
    consume: true,
  });
  const holder = await db.user.findUnique({ where: { phone }, select: { id: true } });
  if (holder && holder.id !== userId) throw new DomainError("CONFLICT", "phoneTaken", "mobile");
  try {
    const user = await db.user.update({ where: { id: userId }, data: { phone, mobile: input.mobile } });
    return toProfile(user);
  } catch (error) {
    if (isUniqueViolation(error, "phone")) throw new DomainError("CONFLICT", "phoneTaken", "mobile");
    throw error;
  }
}
