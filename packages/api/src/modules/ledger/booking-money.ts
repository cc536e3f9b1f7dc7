import { type BookingMoney, FIELD_VISIT_POLICY } from "@chamak/contracts";
import type { BookingStatus, LedgerKind, PaymentMethod, PaymentStatus } from "@chamak/db";
import { movable, RAZORPAY_MIN_PAISE } from "./refund-shares";

/** Sums of a booking's ledger entries by kind, in paise. A kind with no entry is absent or 0. */
export type LedgerTotals = Partial<Record<LedgerKind, number>>;

/** A booking in one of these is over: what was kept stays kept, and nothing more is asked of the customer. */
const OWES_NOTHING_MORE: ReadonlySet<BookingStatus> = new Set(["cancelled", "expired", "no_show"]);

/**
 * Everything Chamak says about a booking's money, derived from its ledger entries and nothing else: what it
 * costs, what was paid, refunded, is being refunded or failed to refund, what could still go back and, given
 * the booking's status, what is still to pay. This is the one place that decides "is it paid", "how much is
 * left to refund" and "how much is owed".
 */
export function deriveBookingMoney(totals: LedgerTotals, status?: BookingStatus): BookingMoney {
  const sum = (kind: LedgerKind) => totals[kind] ?? 0;
  const capturedPaise = sum("payment_captured");
  // A plan's month paid in cash beyond what it cost hands the difference to the next month.
  const cashPaise = sum("cash_collected") + sum("plan_cash_applied") - sum("plan_cash_carried");
  const refundedPaise = sum("refund_processed");
  const refundFailedPaise = sum("refund_failed");
  const refundPendingPaise = sum("refund_requested") - refundedPaise - refundFailedPaise;
  // A missed visit's credit and a plan's credited washes come off like a coupon's discount; a car the washer
  // could not reach makes the booking a no-show whose fee is then all it costs.
  const chargedPaise =
    sum("service_charge") +
    sum("driver_fee") +
    sum("travel_fee") -
    sum("coupon_discount") -
    sum("missed_visit_credit") -
    sum("plan_visit_credit");
  const feePaise = sum("not_accessible_fee");
  const duePaise = feePaise > 0 ? feePaise : chargedPaise;
  // Online money we still hold and have not promised back: what a refund can take.
  const refundablePaise = capturedPaise - refundedPaise - refundPendingPaise;
  // What the customer has paid and keeps paid: money promised back no longer counts towards the booking.
  const heldPaise = refundablePaise + cashPaise;
  return {
    duePaise,
    capturedPaise,
    cashPaise,
    refundedPaise,
    refundPendingPaise,
    refundFailedPaise,
    refundablePaise,
    heldPaise,
    // An over booking owes nothing more, but a no-show's not-accessible fee stays owed until it is paid.
    outstandingPaise:
      status && OWES_NOTHING_MORE.has(status) && feePaise === 0 ? 0 : Math.max(0, duePaise - heldPaise),
    everPaid: capturedPaise + cashPaise > 0,
  };
}

/**
 * The value the marketplace's commission is on: the services less the coupon's discount (the pick & drop and
 * travel fees pass through to the centre, and a missed visit's credit is the centre's to bear, not the
 * commission's); for a car the washer could not reach, the not-accessible fee. A plan's month is charged commission
 * on the washes it keeps: its credited washes (skipped, paused, missed) come off.
 */
export function serviceValuePaise(totals: LedgerTotals): number {
  const fee = totals.not_accessible_fee ?? 0;
  if (fee > 0) return fee;
  return Math.max(
    0,
    (totals.service_charge ?? 0) - (totals.coupon_discount ?? 0) - (totals.plan_visit_credit ?? 0),
  );
}

/**
 * The credit for a visit nobody arrived for: FIELD_VISIT_POLICY.missedVisitCreditPaise, never more than the
 * booking's services cost (less their coupon) nor than what it costs now, and never leaving 1–99 paise to pay
 * (which could be neither refunded nor paid out: refund-shares.ts), in which case it leaves ₹1.00.
 */
export function missedVisitCreditFor(totals: LedgerTotals): number {
  const { duePaise } = deriveBookingMoney(totals);
  const credit = Math.max(
    0,
    Math.min(FIELD_VISIT_POLICY.missedVisitCreditPaise, serviceValuePaise(totals), duePaise),
  );
  return movable(duePaise - credit) ? credit : Math.max(0, duePaise - RAZORPAY_MIN_PAISE);
}

/** The fee for a car the washer could not reach: FIELD_VISIT_POLICY.notAccessibleFeePaise, never more than the
 * booking costs now. */
export function notAccessibleFeeFor(totals: LedgerTotals): number {
  return Math.max(0, Math.min(FIELD_VISIT_POLICY.notAccessibleFeePaise, deriveBookingMoney(totals).duePaise));
}

/** True when what is held covers what the booking costs. */
export const isPaidInFull = (money: BookingMoney): boolean => money.heldPaise >= money.duePaise;

/** The booking's payment status, as its ledger says. bookings.payment_status is this, kept for queries. */
export function paymentStatusOf(money: BookingMoney, method: PaymentMethod): PaymentStatus {
  if (money.refundPendingPaise > 0) return "refund_pending";
  if (money.refundedPaise > 0) return money.refundablePaise > 0 ? "partially_refunded" : "refunded";
  // Cash a plan's previous month carried over pays part of it: the rest is still due from the customer.
  if (method === "cash") return money.cashPaise > 0 && isPaidInFull(money) ? "cash_collected" : "cash_due";
  return money.capturedPaise > 0 ? "captured" : "pending";
}

/** What a booking's ledger says went to the marketplace, the tax authority and the centre (nets, in paise). */
export interface BookingPayout {
  /** The marketplace's commission, less what went back with refunds. */
  commissionPaise: number;
  /** TCS withheld for the centre's GST return, less what was given back on returns. */
  tcsPaise: number;
  /** What Route moved to the centre's linked account, less what it took back. */
  transferredPaise: number;
  /** What Route took back of it. */
  reversedPaise: number;
  /** What was kept back of the centre's online share to pay the commission it owes on cash bookings. */
  offsetPaise: number;
}

export function deriveBookingPayout(totals: LedgerTotals): BookingPayout {
  const sum = (kind: LedgerKind) => totals[kind] ?? 0;
  return {
    commissionPaise: sum("commission") - sum("commission_reversed"),
    tcsPaise: sum("tcs_withheld") - sum("tcs_reversed"),
    transferredPaise: sum("transfer_created") - sum("transfer_reversed"),
    reversedPaise: sum("transfer_reversed"),
    offsetPaise: sum("receivable_offset") - sum("receivable_offset_reversed"),
  };
}
