// The console's view of a centre's plans over time: renewals at risk, churn and revenue per month.
import { z } from "zod";
import { PLAN_BILLINGS } from "../wash-plan-rules";

/**
 * Why a subscription may not renew, most pressing first: its AutoPay halted or a month went unpaid (`halted`);
 * Razorpay is retrying a failed AutoPay debit (`debit_failing`); or its last opened month ends within
 * RENEWAL_RISK_DAYS with the next not open yet: a cash month not opened (`month_not_open`), a month-by-month UPI
 * month not paid (`month_unpaid`), an AutoPay debit not recorded (`debit_not_recorded`).
 */
export const RENEWAL_RISKS = [
  "halted",
  "debit_failing",
  "month_not_open",
  "month_unpaid",
  "debit_not_recorded",
] as const;
export type RenewalRisk = (typeof RENEWAL_RISKS)[number];

/** How many days before its last opened month ends a live subscription with no next month counts as at risk. */
export const RENEWAL_RISK_DAYS = 3;

/** How many calendar months (India time) the months table shows, this one included. */
export const PLAN_INSIGHT_MONTHS = 6;

export const renewalAtRisk = z.object({
  subscriptionId: z.number(),
  customerName: z.string(),
  vehicleNumber: z.string(),
  planName: z.string(),
  billing: z.enum(PLAN_BILLINGS),
  reason: z.enum(RENEWAL_RISKS),
  /** The last day of its last opened month (India date), or null when no month was opened. */
  paidUntil: z.string().nullable(),
  /** Since when Razorpay has been retrying a failed AutoPay debit, where known. */
  failingSince: z.date().nullable(),
});
export type RenewalAtRisk = z.infer<typeof renewalAtRisk>;

/**
 * One calendar month (India time) of a centre's plans. Subscriptions count once a month of them was opened
 * (a cash plan at once, a UPI plan once paid): `newSubscriptions` started in the month, `ended` were cancelled or
 * completed in it, `liveAtStart` had started before its first day and not ended; `churn` is ended ÷ liveAtStart
 * (null when none was live). The money is that of the plan months whose period starts in the month, from each
 * month's ledger: the price billed, the credited washes taken off, what the months cost after them (earned), and
 * the centre's share of that (less the commission and TCS the ledger records), in paise.
 */
export const planMonthInsight = z.object({
  /** "YYYY-MM". */
  month: z.string(),
  newSubscriptions: z.number().int(),
  ended: z.number().int(),
  liveAtStart: z.number().int(),
  churn: z.number().nullable(),
  /** Plan months whose period starts in this month. */
  planMonths: z.number().int(),
  billedPaise: z.number().int(),
  creditedPaise: z.number().int(),
  earnedPaise: z.number().int(),
  centreSharePaise: z.number().int(),
});
export type PlanMonthInsight = z.infer<typeof planMonthInsight>;

export const planInsights = z.object({
  /** Halted first, then debits failing, then months running out; within each, the soonest paid-until first. */
  renewalsAtRisk: z.array(renewalAtRisk),
  /** The last PLAN_INSIGHT_MONTHS calendar months, newest first. */
  months: z.array(planMonthInsight),
});
export type PlanInsights = z.infer<typeof planInsights>;
