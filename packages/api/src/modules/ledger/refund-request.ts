import { type BookingMoney, formatRupees } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import type { Actor } from "../../lib/audit";
import { enqueue, TOPIC } from "../outbox";
import { openRefund } from "../payment-records";
import { deriveBookingMoney, type LedgerTotals } from "./booking-money";
import { appendLedgerEntries, bookingMoney, ledgerRef, syncPaymentStatus } from "./ledger";
import { movable, planRefundShares, RAZORPAY_MIN_PAISE } from "./refund-shares";

/** The outbox topic whose handler asks Razorpay for one refund (modules/payments/refund-handler.ts). */
export const REFUND_TOPIC = TOPIC["payment.refund"];

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
 * From then on the amount no longer counts as held. Call with the booking's row locked. Answers the amount,
 * the refunds written and the booking's money after them.
 */
export async function requestRefund(
  tx: DbTx,
  actor: Actor,
  request: RefundRequest,
): Promise<{ amountPaise: number; refundIds: number[]; money: BookingMoney }> {
  const money = await bookingMoney(tx, request.bookingId);
  const amountPaise = request.amountPaise ?? money.refundablePaise;
  const refundIds: number[] = [];
  if (amountPaise <= 0) return { amountPaise: 0, refundIds, money };
  assertRefundable(money, amountPaise);
  const payments = await refundablePayments(tx, request.bookingId);
  const shares = planRefundShares(amountPaise, payments);
  if (shares === null) {
    throw new DomainError(
      "BAD_INPUT",
      {
        id: "errors.refundSplitLeavesCrumbs",
        values: { amount: formatRupees(amountPaise), payments: payments.length },
      },
      "amountPaise",
    );
  }
  for (const { paymentId, sharePaise } of shares) {
    const refund = await openRefund(tx, {
      paymentId,
      bookingId: request.bookingId,
      amountPaise: sharePaise,
      reason: request.reason,
      requestedById: request.requestedById ?? null,
    });
    await appendLedgerEntries(tx, actor, [
      {
        bookingId: request.bookingId,
        kind: "refund_requested",
        amountPaise: sharePaise,
        reference: ledgerRef.refund(refund.id),
        paymentId,
        refundId: refund.id,
      },
    ]);
    await enqueue(tx, REFUND_TOPIC, { refundId: refund.id });
    refundIds.push(refund.id);
  }
  return { amountPaise, refundIds, money: await syncPaymentStatus(tx, request.bookingId) };
}

/**
 * Refuses an amount more than what can still be refunded, below the ₹1.00 Razorpay refunds, or leaving less than
 * ₹1.00 behind (which could then be neither refunded nor paid out), naming the field and the numbers.
 */
export function assertRefundable(money: BookingMoney, amountPaise: number): void {
  if (amountPaise < RAZORPAY_MIN_PAISE) {
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.refundBelowMinimum", values: { minimum: formatRupees(RAZORPAY_MIN_PAISE) } },
      "amountPaise",
    );
  }
  const left = money.refundablePaise - amountPaise;
  if (left >= 0 && !movable(left)) {
    throw new DomainError(
      "BAD_INPUT",
      {
        id: "errors.refundLeavesCrumbs",
        values: {
          left: formatRupees(left),
          refundable: formatRupees(money.refundablePaise),
          minimum: formatRupees(RAZORPAY_MIN_PAISE),
        },
      },
      "amountPaise",
    );
  }
  if (amountPaise <= money.refundablePaise) return;
  throw new DomainError(
    "BAD_INPUT",
    {
      id: "errors.refundTooLarge",
      values: {
        refundable: formatRupees(money.refundablePaise),
        paid: formatRupees(money.capturedPaise),
        refunded: formatRupees(money.refundedPaise + money.refundPendingPaise),
      },
    },
    "amountPaise",
  );
}

/**
 * The booking's captured online payments with what each still has to give back, newest first: each payment's
 * own entries, read by the same derivation as the booking's.
 */
async function refundablePayments(tx: DbTx, bookingId: number) {
  const rows = await tx.ledgerEntry.groupBy({
    by: ["paymentId", "kind"],
    where: { bookingId, paymentId: { not: null }, payment: { razorpayPaymentId: { not: null } } },
    _sum: { amountPaise: true },
  });
  const byPayment = new Map<number, LedgerTotals>();
  for (const row of rows) {
    if (row.paymentId === null) continue;
    const totals = byPayment.get(row.paymentId) ?? {};
    totals[row.kind] = row._sum.amountPaise ?? 0;
    byPayment.set(row.paymentId, totals);
  }
  return [...byPayment]
    .map(([id, totals]) => ({ id, refundablePaise: deriveBookingMoney(totals).refundablePaise }))
    .filter((payment) => payment.refundablePaise > 0)
    .sort((a, b) => b.id - a.id);
}

/**
 * Gives back the online money held beyond what the booking now costs (after a missed visit's credit, or when a
 * not-accessible fee is all it costs), as far as Razorpay can: nothing when less than ₹1.00 is beyond it, or when
 * no split of the payments leaves each at 0 or at least ₹1.00; that money then stays out of the centre's share
 * (settlement.ts) for an admin to return. Call with the booking's row locked. Answers the amount promised back.
 */
export async function refundBeyondDue(
  tx: DbTx,
  actor: Actor,
  request: { bookingId: number; reason: string },
): Promise<number> {
  const money = await bookingMoney(tx, request.bookingId);
  const amountPaise = Math.min(money.refundablePaise, money.heldPaise - money.duePaise);
  if (amountPaise < RAZORPAY_MIN_PAISE || !movable(money.refundablePaise - amountPaise)) return 0;
  if (planRefundShares(amountPaise, await refundablePayments(tx, request.bookingId)) === null) return 0;
  return (await requestRefund(tx, actor, { ...request, amountPaise })).amountPaise;
}
