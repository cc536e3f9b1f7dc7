import { z } from "zod";
import { idSchema } from "./common";

// A wash plan's month paid by UPI through a Razorpay order: month by month, or to resume a plan whose payments
// stopped (a month not paid, AutoPay halted). The month opens, and its washes with it, once the order is paid.

/**
 * Whether the customer can pay a month now, and which: `period` is the month a payment now would buy (from the
 * day after the last paid one, or from tomorrow when the plan has lapsed beyond its grace days).
 */
export const monthPaymentView = z.object({
  payable: z.boolean(),
  /** The last day paid for (null before the first month). */
  paidUntil: z.string().nullable(),
  period: z.object({ from: z.string(), to: z.string() }),
  amountPaise: z.number(),
  /** From when the next month can be paid (a week before the paid month ends); null while it can be paid now. */
  payableFrom: z.string().nullable(),
});
export type MonthPaymentView = z.infer<typeof monthPaymentView>;

/** What the site needs to open Razorpay Checkout for the month's order. */
export const monthCheckoutOutput = z.object({
  orderId: z.string(),
  keyId: z.string(),
  amountPaise: z.number(),
  currency: z.literal("INR"),
  testMode: z.boolean(),
  period: z.object({ from: z.string(), to: z.string() }),
});
export type MonthCheckout = z.infer<typeof monthCheckoutOutput>;

/** Checkout's answer once the customer paid the month's order; the server checks the signature. */
export const confirmMonthPaymentInput = z.object({
  subscriptionId: idSchema,
  razorpayOrderId: z.string().trim().min(1).max(64),
  razorpayPaymentId: z.string().trim().min(1).max(64),
  razorpaySignature: z.string().trim().min(1).max(256),
});
export type ConfirmMonthPaymentInput = z.infer<typeof confirmMonthPaymentInput>;
