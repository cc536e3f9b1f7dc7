import { z } from "zod";
import { fieldLabel, zodMessage } from "../messages";
import { idSchema, optionalLines, optionalText } from "./common";
import { nameField } from "./people";
import { OTP_CHANNELS, otpCodeSchema } from "./phone-sign-in";

/** Indian bank account numbers: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The centre's bank account for Route settlements, and its acceptance of the marketplace's terms. */
export const payoutAccountInput = z.object({
  beneficiaryName: nameField("beneficiaryName", 120),
  accountNumber: z
    .string({ error: zodMessage("invalidBankAccount") })
    .trim()
    .regex(BANK_ACCOUNT_PATTERN, { error: zodMessage("invalidBankAccount") }),
  ifsc: z
    .string({ error: zodMessage("invalidIfsc") })
    .trim()
    .toUpperCase()
    .regex(IFSC_PATTERN, { error: zodMessage("invalidIfsc") }),
  acceptTerms: z.literal(true, { error: zodMessage("acceptPayoutTerms") }),
  /** The code just sent to the owner's verified mobile (requestBankCode): where money goes is never changed without it. */
  code: otpCodeSchema,
});
export type PayoutAccountInput = z.infer<typeof payoutAccountInput>;

/** Asks for the code that proves a change of bank account, sent to the centre owner's verified mobile. */
export const bankCodeRequestInput = z.object({ channel: z.enum(OTP_CHANNELS) });
export const bankCodeRequestOutput = z.object({
  channel: z.enum(OTP_CHANNELS),
  /** The owner's number as the form shows it, all but the last four digits hidden ("+91 ••••••4321"). */
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});

/** The bank an IFSC belongs to, as the form shows it while the IFSC is typed; null for one RBI does not list. */
export const ifscLookupInput = z.object({ ifsc: z.string().trim().toUpperCase().max(11) });
export const ifscLookupOutput = z
  .object({ ifsc: z.string(), bankName: z.string(), branchCode: z.string() })
  .nullable();

/** The "this wasn't me" link sent with every notice of a bank account change. */
export const bankChangeTokenInput = z.object({ token: z.string().trim().min(20).max(100) });
export const bankChangeReportOutput = z.object({
  centreName: z.string(),
  bankName: z.string(),
  accountLast4: z.string(),
  changedAt: z.date(),
  holdUntil: z.date().nullable(),
  /** When the owner said the change was not theirs: payouts are paused and the sessions that could act ended. */
  reportedAt: z.date().nullable(),
});
export type BankChangeReport = z.infer<typeof bankChangeReportOutput>;

export const TRANSFER_STATES = ["waiting", "on_hold", "released", "failed"] as const;

/** The centre's payout account as the console shows it: Razorpay's review, and the bank account masked. */
export const payoutAccountOutput = z.object({
  status: z.string(),
  /** What Razorpay still needs, in its words (`settlements.beneficiary_name`: `name_mismatch`). */
  requirements: z.array(z.object({ field: z.string(), reason: z.string() })),
  beneficiaryName: z.string().nullable(),
  accountLast4: z.string().nullable(),
  ifsc: z.string().nullable(),
  /** The bank of `ifsc`, from RBI's list. */
  bankName: z.string().nullable(),
  paused: z.boolean(),
  pausedReason: z.string().nullable(),
  /** Set while a change of bank account is cooling off: nothing is sent or released before then. */
  holdUntil: z.date().nullable(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountOutput>;

/** The terms a centre accepts: the rates in force today (basis points: 1000 is 10%). */
export const payoutTermsOutput = z.object({
  commissionBp: z.number().int(),
  tcsBp: z.number().int(),
  gstRegistered: z.boolean(),
  account: payoutAccountOutput.nullable(),
});
export type PayoutTerms = z.infer<typeof payoutTermsOutput>;

/** A month in India, "2026-11". */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: zodMessage("invalidMonth") });

export const statementInput = z.object({ month: monthSchema });

/** Where a centre's monthly statement is downloaded as a PDF (admins name the centre). */
export const statementPdfPath = (month: string, centreId?: number) =>
  `/statements/${month}.pdf${centreId === undefined ? "" : `?centreId=${centreId}`}`;

/** One booking's money on a centre's statement, in paise; the ledger's nets. */
export const statementRow = z.object({
  bookingId: z.number().int(),
  code: z.string(),
  slotStart: z.date(),
  status: z.string(),
  paymentMethod: z.enum(["upi", "cash"]),
  /** What the customer paid: online (captured) or in cash at the centre. */
  paidPaise: z.number().int(),
  refundedPaise: z.number().int(),
  commissionPaise: z.number().int(),
  tcsPaise: z.number().int(),
  /** Sent to the centre through Route, net of what it took back. */
  transferredPaise: z.number().int(),
  /** Due to the centre but not sent yet (no activated account, or payouts paused). */
  waitingPaise: z.number().int(),
  /** Kept back of this online booking's share to pay the commission owed on cash bookings. */
  offsetPaise: z.number().int(),
  /** What the booking earned the centre: paid, less refunds, commission and TCS (in cash, or through Route). */
  netPaise: z.number().int(),
  transferState: z.enum(TRANSFER_STATES).nullable(),
  /**
   * Off the customer's price because nobody reached the car in its arrival window and grace: the centre's share
   * bore it (the commission did not). Absent or 0 when the visit was not missed.
   */
  missedVisitCreditPaise: z.number().int().optional(),
  /** What the customer owes because the washer came and the car could not be reached (the booking's whole price). */
  notAccessibleFeePaise: z.number().int().optional(),
});
export type StatementRow = z.infer<typeof statementRow>;

export const statementOutput = z.object({
  month: monthSchema,
  rows: z.array(statementRow),
  totals: statementRow
    .pick({
      paidPaise: true,
      refundedPaise: true,
      commissionPaise: true,
      tcsPaise: true,
      transferredPaise: true,
      waitingPaise: true,
      offsetPaise: true,
      netPaise: true,
    })
    .extend({ bookings: z.number().int() }),
  /** What the centre owes the marketplace now (commission on cash bookings not yet kept back), any month. */
  receivablePaise: z.number().int(),
});
export type Statement = z.infer<typeof statementOutput>;

export const pausePayoutsInput = z.object({
  centreId: idSchema,
  paused: z.boolean(),
  reason: optionalLines("reason", 500).optional(),
});

/** The highest commission an admin may set: 50% (5,000 basis points). */
export const MAX_COMMISSION_BP = 5_000;
const commissionBetween = zodMessage("between", {
  label: fieldLabel("commissionRate"),
  min: "0%",
  max: `${MAX_COMMISSION_BP / 100}%`,
});

/** Whose commission an admin is looking at: one centre's, or the platform default (null), from an India date. */
export const commissionScopeInput = z.object({
  centreId: idSchema.nullable(),
  effectiveFrom: z.iso.date({ error: zodMessage("invalidDate") }),
});

/**
 * An admin's commission rate for a centre (or the platform default), from an India date on. The admin confirms
 * the change seen in `commissionScope`: `replacesBasisPoints` is the rate they saw in force then, so a change
 * someone else made meanwhile is refused instead of silently overwritten.
 */
export const commissionRateInput = commissionScopeInput.extend({
  basisPoints: z
    .number({ error: zodMessage("notANumber", { label: fieldLabel("commissionRate") }) })
    .int({ error: commissionBetween })
    .min(0, { error: commissionBetween })
    .max(MAX_COMMISSION_BP, { error: commissionBetween }),
  replacesBasisPoints: z.number().int().min(0).max(MAX_COMMISSION_BP),
  note: optionalText("note", 200).optional(),
});
export type CommissionRateInput = z.infer<typeof commissionRateInput>;

/** One commission rate row, as the history under the form lists it. */
export const commissionRateRow = z.object({
  id: z.number().int(),
  basisPoints: z.number().int(),
  effectiveFrom: z.string(),
  note: z.string().nullable(),
  setBy: z.string().nullable(),
  setAt: z.date(),
});

/** What a commission change would do, shown before it is confirmed. */
export const commissionScopeOutput = z.object({
  /** The rate in force for this scope on `effectiveFrom` without the change. */
  currentBasisPoints: z.number().int(),
  /** Centres whose bookings the change reaches: those following the default on that day, or the one centre. */
  centresAffected: z.number().int(),
  /** Centres with a rate of their own on that day, which a change of the default leaves as they are. */
  centresWithOwnRate: z.number().int(),
  /** The scope's rates, newest first (the platform default's, or the centre's own). */
  history: z.array(commissionRateRow),
});
export type CommissionScope = z.infer<typeof commissionScopeOutput>;

/** Each centre's payouts as admins see them. */
export const payoutsOverviewRow = z.object({
  centreId: z.number().int(),
  centreName: z.string(),
  account: payoutAccountOutput.nullable(),
  onHoldPaise: z.number().int(),
  releasedPaise: z.number().int(),
  waitingPaise: z.number().int(),
  failedTransfers: z.number().int(),
  /** Commission the centre owes on its cash bookings, not yet kept back from its online shares. */
  receivablePaise: z.number().int(),
  commissionBp: z.number().int(),
});
export type PayoutsOverviewRow = z.infer<typeof payoutsOverviewRow>;

/** A centre's share that is not moving: refused by Razorpay, or waiting longer than a day, with why. */
export const stuckTransferRow = z.object({
  transferId: z.number().int(),
  bookingId: z.number().int(),
  bookingCode: z.string(),
  centreId: z.number().int(),
  centreName: z.string(),
  amountPaise: z.number().int(),
  state: z.enum(["waiting", "failed"]),
  reason: z.string().nullable(),
  since: z.date(),
});
export type StuckTransferRow = z.infer<typeof stuckTransferRow>;

/**
 * One supplier's line of the marketplace's TCS return (GSTR-8) for a month, in paise: the taxable value of its
 * supplies paid online through Chamak, of those returned (refunds), the net, and the TCS collected on it, as IGST
 * for supplies to another state or CGST + SGST within the centre's state.
 */
export const gstr8Row = z.object({
  centreId: z.number().int(),
  centreName: z.string(),
  gstin: z.string(),
  grossPaise: z.number().int(),
  returnsPaise: z.number().int(),
  netPaise: z.number().int(),
  igstPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
});
export type Gstr8Row = z.infer<typeof gstr8Row>;
