import type { DbTx } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { lockRow } from "../../lib/row-lock";
import { noteRazorpayRefundId } from "../payment-records";
import { recordFailedRefund } from "./refund-failed";
import { type RefundRow, recordProcessedRefund } from "./refund-processed";

/**
 * Razorpay's final word on one of our refunds, from whoever hears it first: the refund.processed or
 * refund.failed webhook, or the reconciliation that asks Razorpay about refunds left pending. Locks the
 * booking and reads the refund again, so the refund job recording the same refund at the same moment cannot
 * make it count twice. False when it was settled already (a processed refund never turns failed).
 */
export async function settleRefund(
  tx: DbTx,
  refund: RefundRow,
  outcome: { status: "processed" | "failed"; razorpayRefundId: string },
  actor: Actor,
): Promise<boolean> {
  await lockRow(tx, "bookings", refund.bookingId);
  const current = await tx.refund.findUniqueOrThrow({
    where: { id: refund.id },
    select: { status: true, razorpayRefundId: true },
  });
  if (current.status === "processed" || (current.status === "failed" && outcome.status === "failed")) {
    if (!current.razorpayRefundId) await noteRazorpayRefundId(tx, refund.id, outcome.razorpayRefundId);
    return false;
  }
  if (outcome.status === "processed")
    await recordProcessedRefund(tx, refund, outcome.razorpayRefundId, actor);
  else
    await recordFailedRefund(
      tx,
      refund,
      { razorpayRefundId: outcome.razorpayRefundId, reason: "Razorpay reports the refund failed" },
      actor,
    );
  return true;
}
