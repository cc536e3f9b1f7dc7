import { type Db, type DbTx, Prisma } from "@chamak/db";
import { utcTimestamp } from "../../lib/sql-timestamp";

type Writer = Db | DbTx;

/**
 * A payment the booking expects: cash at the centre, a UPI order, a walk-in's UPI QR code, or a UPI payment
 * claimed before it is captured (`state: "authorized"`). The row mirrors Razorpay's object; the money is the
 * ledger's.
 */
export function openPayment(
  db: Writer,
  payment: {
    bookingId: number;
    method: "cash" | "upi";
    amountPaise: number;
    state?: "created" | "authorized";
    razorpayOrderId?: string;
    razorpayPaymentId?: string;
    razorpayQrCodeId?: string;
    createdAt?: Date;
  },
): Promise<{ id: number }> {
  return db.payment.create({ data: payment, select: { id: true } });
}

/**
 * `openPayment` as a statement for a fast path: one row per booking id the `bookings` query gives (a query
 * with a `booking_id` column), e.g. the cash payment of a booking inserted in the same statement.
 */
export function openPaymentSql(
  bookings: Prisma.Sql,
  payment: { method: "cash" | "upi"; amountPaise: number; razorpayOrderId?: string; at: Date },
): Prisma.Sql {
  const at = utcTimestamp(payment.at);
  return Prisma.sql`
    INSERT INTO payments (booking_id, method, amount_paise, razorpay_order_id, created_at, updated_at)
    SELECT booking_id, ${payment.method}::"PaymentMethod", ${payment.amountPaise}::int,
      ${payment.razorpayOrderId ?? null}::text, ${at}, ${at}
    FROM (${bookings}) AS opened`;
}

/** The payment was captured (Razorpay's capture, or the centre took the cash). */
export async function markPaymentCaptured(
  tx: DbTx,
  paymentId: number,
  capture: { capturedAt: Date; razorpayPaymentId?: string; amountPaise?: number },
): Promise<void> {
  await tx.payment.update({ where: { id: paymentId }, data: { state: "captured", ...capture } });
}

/**
 * `markPaymentCaptured` as a statement for the capture's fast path: captures the payment whose id the
 * `payment` query gives and returns its `id, booking_id, amount_paise`.
 */
export function capturePaymentSql(
  payment: Prisma.Sql,
  capture: { razorpayPaymentId: string; capturedAt: Date },
): Prisma.Sql {
  const at = utcTimestamp(capture.capturedAt);
  return Prisma.sql`
    UPDATE payments
    SET state = 'captured', razorpay_payment_id = ${capture.razorpayPaymentId}, captured_at = ${at},
      updated_at = ${at}
    WHERE id = (${payment})
    RETURNING id, booking_id, amount_paise`;
}

/**
 * Payments that were still open did not happen: the one claimed (by id, letting its Razorpay payment id go so
 * it can be tried again), a UPI order Razorpay reports failed, or a booking's open UPI payments when the
 * customer paid in cash instead. Each keeps why.
 */
export async function markPaymentFailed(
  tx: DbTx,
  which: { id: number } | { razorpayOrderId: string } | { bookingId: number; method: "upi" },
  failure: { reason: string; razorpayPaymentId?: string | null },
): Promise<void> {
  const data = {
    state: "failed" as const,
    failureReason: failure.reason.slice(0, 1000),
    ...(failure.razorpayPaymentId !== undefined ? { razorpayPaymentId: failure.razorpayPaymentId } : {}),
  };
  if ("id" in which) await tx.payment.update({ where: { id: which.id }, data });
  else await tx.payment.updateMany({ where: { ...which, state: "created" }, data });
}

/** Razorpay's view of the payment, mirrored: its processed refunds now cover all of it. */
export async function markPaymentRefunded(tx: DbTx, paymentId: number): Promise<void> {
  await tx.payment.update({ where: { id: paymentId }, data: { state: "refunded" } });
}

/** A failed try at reconciling an order: how many so far, when to ask Razorpay again, and why it failed. */
export async function noteReconcileFailure(
  db: Writer,
  paymentId: number,
  failure: { attempts: number; retryAt: Date; reason: string },
): Promise<void> {
  await db.payment.update({
    where: { id: paymentId },
    data: {
      reconcileAttempts: failure.attempts,
      reconcileAfter: failure.retryAt,
      reconcileError: failure.reason,
    },
  });
}

/** The order was reconciled after failed tries: its failures are cleared. */
export async function clearReconcileFailures(db: Writer, paymentId: number): Promise<void> {
  await db.payment.update({
    where: { id: paymentId },
    data: { reconcileAttempts: 0, reconcileAfter: null, reconcileError: null },
  });
}
