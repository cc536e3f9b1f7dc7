import type { DbTx } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { auditRefund, type RefundRow } from "./refund-processed";

/**
 * Records that a refund failed (Razorpay refused it, or the bank returned it): the refund row, the audit entry,
 * and the booking's payment status, which says "refund pending" only while another refund is still pending at Razorpay.
 * The amount counts as refundable again, so an admin can refund it once more. The caller holds the booking's
 * row lock and has checked the refund is still pending.
 */
export async function recordFailedRefund(
  tx: DbTx,
  refund: RefundRow,
  razorpayRefundId: string | null,
  actor: Actor,
): Promise<void> {
  await tx.refund.update({
    where: { id: refund.id },
    data: { status: "failed", ...(razorpayRefundId ? { razorpayRefundId } : {}) },
  });
  await tx.booking.update({
    where: { id: refund.bookingId },
    data: { paymentStatus: await paymentStatusWithout(tx, refund.bookingId) },
  });
  await auditRefund(tx, actor, "booking.refund-failed", refund, razorpayRefundId);
}

/** The booking's payment status once a failed refund no longer counts. */
async function paymentStatusWithout(tx: DbTx, bookingId: number) {
  if (await tx.refund.count({ where: { bookingId, status: "pending" } })) return "refund_pending";
  return (await tx.refund.count({ where: { bookingId, status: "processed" } })) ? "refunded" : "captured";
}
