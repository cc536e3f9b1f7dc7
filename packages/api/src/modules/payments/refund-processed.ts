import type { DbTx, Prisma } from "@chamak/db";
import { type Actor, audit } from "../../lib/audit";
import { appendLedgerEntries, type LedgerEntryInput, ledgerRef, syncPaymentStatus } from "../ledger";
import { enqueue } from "../outbox";
import { markPaymentRefunded, markRefundProcessed } from "../payment-records";

export interface RefundRow {
  /** Our refund row. */
  id: number;
  bookingId: number;
  paymentId: number;
  amountPaise: number;
}

/**
 * Records that Razorpay has processed a refund, whoever learns it first (the refund job from Razorpay's answer,
 * or the refund.processed webhook): the refund row, its ledger entry, the payment once fully refunded, the
 * booking's payment status, the audit entry and the customer's notification. The caller holds the booking's row lock and has checked the refund
 * is not recorded as processed yet, so this happens once.
 */
export async function recordProcessedRefund(
  tx: DbTx,
  refund: RefundRow,
  razorpayRefundId: string | null,
  actor: Actor,
): Promise<void> {
  await markRefundProcessed(tx, refund.id, razorpayRefundId);
  await appendLedgerEntries(tx, actor, [refundEntry(refund, "refund_processed", razorpayRefundId)]);
  // Razorpay's own view of the payment, mirrored: fully refunded once its processed refunds cover it.
  const refunded = await tx.refund.aggregate({
    where: { paymentId: refund.paymentId, status: "processed" },
    _sum: { amountPaise: true },
  });
  const payment = await tx.payment.findUniqueOrThrow({
    where: { id: refund.paymentId },
    select: { amountPaise: true },
  });
  if ((refunded._sum.amountPaise ?? 0) >= payment.amountPaise) {
    await markPaymentRefunded(tx, refund.paymentId);
  }
  await syncPaymentStatus(tx, refund.bookingId);
  await auditRefund(tx, actor, "booking.refunded", refund, razorpayRefundId);
  await enqueue(tx, "booking.refunded", { bookingId: refund.bookingId, refundId: refund.id });
}

/** The ledger entry for what became of one refund. */
export function refundEntry(
  refund: RefundRow,
  kind: "refund_processed" | "refund_failed",
  razorpayRefundId: string | null,
): LedgerEntryInput {
  return {
    bookingId: refund.bookingId,
    kind,
    amountPaise: refund.amountPaise,
    reference: ledgerRef.refund(refund.id),
    paymentId: refund.paymentId,
    refundId: refund.id,
    razorpayId: razorpayRefundId,
  };
}

/** The booking's audit entry for what became of one of its refunds. */
export async function auditRefund(
  tx: DbTx,
  actor: Actor,
  action: "booking.refunded" | "booking.refund-pending" | "booking.refund-failed",
  refund: RefundRow,
  razorpayRefundId: string | null,
): Promise<void> {
  const details: Prisma.InputJsonValue = {
    refundId: refund.id,
    razorpayRefundId,
    amountPaise: refund.amountPaise,
  };
  await audit(tx, actor, action, { type: "booking", id: refund.bookingId }, details);
}
