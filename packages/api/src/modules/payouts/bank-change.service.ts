import { createHash, randomBytes } from "node:crypto";
import { type BankChangeReport, errorMessage, type OtpChannel, POLICY } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import type { RateLimiter } from "../../lib/rate-limiter";
import { revokeAllSessions } from "../accounts";
import type { MessagingDeps } from "../messaging";
import { issueOtp, verifyOtp } from "../messaging";
import { enqueue } from "../outbox";
import { bankOfIfsc } from "./ifsc-directory";

/**
 * Where a centre's money goes is changed only by its owner's phone: a fresh code to the owner's verified mobile,
 * then a cooling-off period (POLICY.bankChangeHoldHours) in which nothing is sent to the new account or released,
 * a notice on every channel the owner has, and a one-tap "this wasn't me" that pauses payouts and signs out
 * every session of the owner. A stolen console session alone can no longer divert a centre's payouts.
 */

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** "+91 ••••••4321": enough for the owner to know which phone, not enough to learn it. */
export const maskedPhone = (phone: string) => `+91 ••••••${phone.slice(-4)}`;

/** The centre owner's verified mobile, where bank-change codes and notices go. */
async function ownerPhone(db: Db, centreId: number): Promise<string> {
  const centre = await db.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: { owner: { select: { phone: true } } },
  });
  if (!centre.owner.phone) throw new DomainError("PRECONDITION_FAILED", "ownerPhoneNeeded");
  return centre.owner.phone;
}

/** Sends the owner a code to prove a change of bank account, bound to the person asking. */
export async function requestBankCode(
  db: Db,
  limiter: RateLimiter,
  messaging: MessagingDeps,
  actor: { id: number },
  centreId: number,
  input: { channel: OtpChannel },
  ip: string,
) {
  const phone = await ownerPhone(db, centreId);
  const sent = await issueOtp(
    db,
    limiter,
    messaging,
    { phone, purpose: "payout_bank", userId: actor.id },
    { channel: input.channel, lang: "en", ip },
  );
  return { ...sent, sentTo: maskedPhone(phone) };
}

/** Checks the bank-change code (spending it) and the IFSC; returns the bank the IFSC belongs to. */
export async function proveBankChange(
  db: Db,
  limiter: RateLimiter,
  messaging: MessagingDeps,
  actor: { id: number },
  centreId: number,
  input: { ifsc: string; code: string },
  ip: string,
): Promise<string> {
  // The IFSC first: a mistyped branch must not cost the code.
  const bank = bankOfIfsc(input.ifsc);
  if (!bank) throw new DomainError("BAD_INPUT", errorMessage("ifscNotListed", { ifsc: input.ifsc }), "ifsc");
  const phone = await ownerPhone(db, centreId);
  await verifyOtp(db, limiter, messaging, { phone, purpose: "payout_bank", userId: actor.id }, input.code, {
    ip,
    consume: true,
  });
  return bank.bankName;
}

/** When the cooling-off of a change of bank account made `now` ends. */
export const bankChangeHoldEnd = (now: Date) =>
  new Date(now.getTime() + POLICY.bankChangeHoldHours * 3_600_000);

export interface BankDetails {
  bankName: string;
  ifsc: string;
  accountLast4: string;
  beneficiaryName: string;
}

/**
 * Inside the transaction that saves the new bank details: the change's record, its hold (when it replaces an
 * account: a first account has nothing to divert from), its notices (unless `tellOwner` is false: the demo's own
 * stand-in accounts) and the hold's end, and the audit row.
 * Returns when the hold ends, or null.
 */
export async function recordBankChange(
  tx: DbTx,
  actor: Actor & { id: number },
  centreId: number,
  bank: BankDetails,
  previous: { ifsc: string | null; accountLast4: string | null },
  tellOwner = true,
  now = currentTime(),
): Promise<Date | null> {
  const holdUntil = previous.accountLast4 !== null ? bankChangeHoldEnd(now) : null;
  const token = randomBytes(24).toString("base64url");
  const change = await tx.payoutBankChange.create({
    data: {
      centreId,
      changedById: actor.id,
      ...bank,
      previousIfsc: previous.ifsc,
      previousLast4: previous.accountLast4,
      holdUntil,
      reportTokenHash: hashOf(token),
      createdAt: now,
    },
    select: { id: true },
  });
  await tx.payoutAccount.update({ where: { centreId }, data: { holdUntil } });
  // The token travels only in the notices' payload: the link it makes can do nothing but stop payouts.
  if (tellOwner) await enqueue(tx, "payouts.bank_changed", { changeId: change.id, token });
  if (holdUntil) await enqueue(tx, "payouts.bank_hold_ended", { centreId }, { runAt: holdUntil });
  await audit(
    tx,
    actor,
    "payouts.bank_changed",
    { type: "centre", id: centreId },
    {
      changeId: change.id,
      bankName: bank.bankName,
      ifsc: bank.ifsc,
      accountLast4: bank.accountLast4,
      previousIfsc: previous.ifsc,
      previousLast4: previous.accountLast4,
      holdUntil: holdUntil?.toISOString() ?? null,
    },
  );
  return holdUntil;
}

async function changeOfToken(db: Db | DbTx, token: string) {
  const change = await db.payoutBankChange.findUnique({
    where: { reportTokenHash: hashOf(token) },
    include: { centre: { select: { name: true, ownerId: true } } },
  });
  if (!change) throw new DomainError("NOT_FOUND", "bankChangeLinkInvalid");
  return change;
}

function reportView(change: Awaited<ReturnType<typeof changeOfToken>>): BankChangeReport {
  return {
    centreName: change.centre.name,
    bankName: change.bankName,
    accountLast4: change.accountLast4,
    changedAt: change.createdAt,
    holdUntil: change.holdUntil,
    reportedAt: change.reportedAt,
  };
}

/** What the "this wasn't me" link shows before it is tapped. */
export async function bankChangeOfLink(db: Db, token: string): Promise<BankChangeReport> {
  return reportView(await changeOfToken(db, token));
}

/**
 * The owner says a change of bank account was not theirs: payouts to the centre are paused (an admin looks at
 * it), every session of the owner and of whoever made the change ends, and the admins are told. Tapping again
 * changes nothing more.
 */
export async function reportBankChange(
  db: Db,
  token: string,
  now = currentTime(),
): Promise<BankChangeReport> {
  const found = await changeOfToken(db, token);
  if (found.reportedAt) return reportView(found);
  await db.$transaction(async (tx) => {
    const reported = await tx.payoutBankChange.updateMany({
      where: { id: found.id, reportedAt: null },
      data: { reportedAt: now },
    });
    if (reported.count === 0) return;
    await tx.payoutAccount.update({
      where: { centreId: found.centreId },
      data: {
        payoutsPaused: true,
        pausedReason: `The owner reported that the change of bank account to ${found.bankName} ••${found.accountLast4} was not theirs`,
      },
    });
    await enqueue(tx, "admin.bank-change-reported", { changeId: found.id });
    await audit(
      tx,
      { id: found.centre.ownerId, role: "vendor" },
      "payouts.bank_change_reported",
      { type: "centre", id: found.centreId },
      { changeId: found.id },
    );
  });
  for (const userId of new Set([found.centre.ownerId, found.changedById]))
    await revokeAllSessions(db, userId);
  return reportView(await changeOfToken(db, token));
}
