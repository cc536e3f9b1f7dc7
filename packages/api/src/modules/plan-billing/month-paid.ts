import type { DbTx } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { movePlanMonth } from "../booking";
import { recordPaymentCaptured } from "../ledger";
import { markPaymentCaptured, openPayment } from "../payment-records";
import { lastPaidDay, nextPeriod, openMonth } from "../wash-plans";

const SYSTEM: Actor = { id: null, role: "system" };

export interface MonthPayment {
  /** Razorpay's payment id: a month is paid once by each payment (the payments table keeps it unique). */
  paymentId: string;
  amountPaise: number;
  /** The order it paid, for a month paid by UPI through Checkout (an AutoPay debit has none of ours). */
  razorpayOrderId?: string;
}

/**
 * One payment Razorpay took for a plan (an AutoPay debit, or a month's order paid by UPI), recorded once: the
 * next month's order opened, the payment captured in its ledger, the order paid and confirmed. Answers the month
 * it paid and the last day paid before it, or null when this payment was recorded already.
 */
export async function recordMonthPaid(tx: DbTx, subscriptionId: number, paid: MonthPayment) {
  const known = await tx.payment.findUnique({
    where: { razorpayPaymentId: paid.paymentId },
    select: { id: true },
  });
  if (known) return null;
  const paidUntil = await lastPaidDay(tx, subscriptionId);
  const period = await nextPeriod(tx, subscriptionId);
  const bookingId = await openMonth(tx, subscriptionId, period, "upi");
  const payment = await openPayment(tx, {
    bookingId,
    method: "upi",
    amountPaise: paid.amountPaise,
    razorpayPaymentId: paid.paymentId,
    ...(paid.razorpayOrderId ? { razorpayOrderId: paid.razorpayOrderId } : {}),
  });
  await markPaymentCaptured(tx, payment.id, { capturedAt: currentTime() });
  await recordPaymentCaptured(tx, SYSTEM, {
    bookingId,
    paymentId: payment.id,
    amountPaise: paid.amountPaise,
    razorpayPaymentId: paid.paymentId,
  });
  await movePlanMonth(tx, SYSTEM, bookingId, "paid");
  await movePlanMonth(tx, SYSTEM, bookingId, "confirmed");
  return { bookingId, period, paidUntil };
}
