import { type BookingMoney, formatRupees } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import type { Actor } from "../../lib/audit";
import { enqueue } from "../outbox/outbox.service";
import { appendLedgerEntries, bookingMoney, ledgerRef, syncPaymentStatus } from "./ledger";

/** The outbox topic whose handler asks Razorpay for one refund (modules/jobs/refund-handler.ts). */
export const REFUND_TOPIC = "payment.refund";

export interface RefundRequest {
  bookingId: number;
  /** Everything still refundable when absent. */
  amountPaise?: number | undefined;
  reason: string;
  requestedById?: number | null;
}

/**
 * Promises money back: writes a pending refund and its refund_requested entry per captured payment it takes
 * from (newest payment first, so a booking paid twice gives back both), and queues each for the refund job.
 * From then on the amount no longer counts as held. Call with the booking's row locked. Answers the amount
 * and the refunds written.
 */
export async function requestRefund(
  tx: DbTx,
  actor: Actor,
  request: RefundRequest,
): Promise<{ amountPaise: number; refundIds: number[] }> {
  const money = await bookingMoney(tx, request.bookingId);
  const amountPaise = request.amountPaise ?? money.refundablePaise;
  const refundIds: number[] = [];
  if (amountPaise <= 0) return { amountPaise: 0, refundIds };
  assertRefundable(money, amountPaise);
  let left = amountPaise;
  for (const payment of await refundablePayments(tx, request.bookingId)) {
    if (left === 0) break;
    const share = Math.min(left, payment.refundablePaise);
    const refund = await tx.refund.create({
      data: {
        paymentId: payment.id,
        bookingId: request.bookingId,
        amountPaise: share,
        reason: request.reason,
        requestedById: request.requestedById ?? null,
      },
      select: { id: true },
    });
    await appendLedgerEntries(tx, actor, [
      {
        bookingId: request.bookingId,
        kind: "refund_requested",
        amountPaise: share,
        reference: ledgerRef.refund(refund.id),
        paymentId: payment.id,
        refundId: refund.id,
      },
    ]);
    await enqueue(tx, REFUND_TOPIC, { refundId: refund.id });
    refundIds.push(refund.id);
    left -= share;
  }
  // The booking's total and its payments' totals come from the same entries, so nothing can be left over.
  if (left !== 0) throw new Error(`Booking ${request.bookingId}: ${left} paise of a refund found no payment`);
  await syncPaymentStatus(tx, request.bookingId);
  return { amountPaise, refundIds };
}

/** Refuses an amount more than what can still be refunded, naming the field and the numbers. */
export function assertRefundable(money: BookingMoney, amountPaise: number): void {
  if (amountPaise <= money.refundablePaise) return;
  throw new DomainError(
    "BAD_INPUT",
    `Refund amount can be at most ${formatRupees(money.refundablePaise)} (paid ${formatRupees(money.capturedPaise)}, refunded or being refunded ${formatRupees(money.refundedPaise + money.refundPendingPaise)})`,
    "amountPaise",
  );
}

/** The booking's captured online payments with what each still has to give back, newest first. */
async function refundablePayments(tx: DbTx, bookingId: number) {
  const rows = await tx.$queryRaw<{ id: number; refundablePaise: number }[]>`
    SELECT p.id,
      (sum(e.amount_paise) FILTER (WHERE e.kind IN ('payment_captured', 'refund_failed'))
        - coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'refund_requested'), 0))::int AS "refundablePaise"
    FROM payments p JOIN ledger_entries e ON e.payment_id = p.id
    WHERE p.booking_id = ${bookingId}::int AND p.razorpay_payment_id IS NOT NULL
    GROUP BY p.id
    HAVING sum(e.amount_paise) FILTER (WHERE e.kind = 'payment_captured') > 0
    ORDER BY p.id DESC`;
  return rows.filter((row) => row.refundablePaise > 0);
}
