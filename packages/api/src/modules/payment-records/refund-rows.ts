import type { Db, DbTx } from "@chamak/db";
import { currentTime } from "../../lib/clock";

/**
 * A refund promised from one captured payment (the ledger's refund request writes it with its entry), pending
 * until Razorpay reports it processed or failed. The row mirrors Razorpay's refund; the money is the ledger's.
 */
export function openRefund(
  tx: DbTx,
  refund: {
    paymentId: number;
    bookingId: number;
    amountPaise: number;
    reason: string;
    requestedById: number | null;
  },
): Promise<{ id: number }> {
  return tx.refund.create({ data: refund, select: { id: true } });
}

/** Razorpay processed the refund: the money is on its way back. */
export async function markRefundProcessed(
  tx: DbTx,
  refundId: number,
  razorpayRefundId: string | null,
): Promise<void> {
  await tx.refund.update({
    where: { id: refundId },
    data: {
      status: "processed",
      processedAt: currentTime(),
      ...(razorpayRefundId ? { razorpayRefundId } : {}),
    },
  });
}

/** Razorpay refused the refund or the bank returned it, with its reason. */
export async function markRefundFailed(
  tx: DbTx,
  refundId: number,
  failure: { razorpayRefundId: string | null; reason: string },
): Promise<void> {
  await tx.refund.update({
    where: { id: refundId },
    data: {
      status: "failed",
      failureReason: failure.reason,
      ...(failure.razorpayRefundId ? { razorpayRefundId: failure.razorpayRefundId } : {}),
    },
  });
}

/** Razorpay's id for the refund, learnt after the row was written (a pending answer, a late report). */
export async function noteRazorpayRefundId(
  tx: DbTx,
  refundId: number,
  razorpayRefundId: string,
): Promise<void> {
  await tx.refund.update({ where: { id: refundId }, data: { razorpayRefundId } });
}

/**
 * Razorpay still reports the refund pending: its `updated_at` moves on, so the reconciler asks about the
 * longest-unasked refunds first (the `[status, updatedAt]` index).
 */
export async function noteRefundStillPending(db: Db | DbTx, refundId: number): Promise<void> {
  await db.refund.update({ where: { id: refundId }, data: { updatedAt: new Date() } });
}
