import type { DbTx } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { appendLedgerEntries, syncPaymentStatus } from "../ledger";
import { enqueue } from "../outbox";
import { markRefundFailed } from "../payment-records";
import { auditRefund, type RefundRow, refundEntry } from "./refund-processed";

/** The outbox topic that tells the admins a refund failed and waits for them (notification handlers). */
export const REFUND_FAILED_TOPIC = "admin.refund-failed";

/**
 * Records that a refund failed (Razorpay refused it, or the bank returned it): the refund row with Razorpay's
 * reason, the refund_failed ledger entry (the amount counts as held again, so it can be refunded once more),
 * the booking's payment status, the audit entry, and an alert to the admins, whose failed-refunds queue now
 * lists it. The caller holds the booking's row lock and has checked the refund is still pending.
 */
export async function recordFailedRefund(
  tx: DbTx,
  refund: RefundRow,
  failure: { razorpayRefundId: string | null; reason: string },
  actor: Actor,
): Promise<void> {
  await markRefundFailed(tx, refund.id, failure);
  await appendLedgerEntries(tx, actor, [refundEntry(refund, "refund_failed", failure.razorpayRefundId)]);
  await syncPaymentStatus(tx, refund.bookingId);
  await auditRefund(tx, actor, "booking.refund-failed", refund, failure.razorpayRefundId);
  await enqueue(tx, REFUND_FAILED_TOPIC, { bookingId: refund.bookingId, refundId: refund.id });
}
