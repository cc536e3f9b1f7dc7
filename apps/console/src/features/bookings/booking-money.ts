import type { BookingView } from "@chamak/contracts";
import { formatRupees } from "../../lib/format";

export type MoneyTone = "paid" | "due" | "refund" | "failed";
export type MoneyLine = { text: string; tone: MoneyTone };

/**
 * A booking's money as the centre reads it, from its ledger: what was paid online or in cash, the cash still
 * to collect, and what went back to the customer (refunded, on its way, or refused by Razorpay).
 */
export function moneyLines(booking: Pick<BookingView, "paymentMethod" | "money">): MoneyLine[] {
  const { money } = booking;
  const lines: MoneyLine[] = [];
  if (money.capturedPaise > 0) {
    lines.push({ text: `Paid online ${formatRupees(money.capturedPaise)}`, tone: "paid" });
  }
  if (money.cashPaise > 0) {
    lines.push({ text: `Cash collected ${formatRupees(money.cashPaise)}`, tone: "paid" });
  }
  // outstandingPaise is 0 once the booking is cancelled, expired or a no-show (the ledger's derivation).
  if (booking.paymentMethod === "cash" && money.outstandingPaise > 0) {
    lines.push({ text: `Cash due ${formatRupees(money.outstandingPaise)}`, tone: "due" });
  }
  if (money.refundedPaise > 0) {
    lines.push({ text: `${formatRupees(money.refundedPaise)} refunded`, tone: "refund" });
  }
  if (money.refundPendingPaise > 0) {
    lines.push({ text: `${formatRupees(money.refundPendingPaise)} being refunded`, tone: "refund" });
  }
  // As the admins' queue of failed refunds counts them: one failed while the money is still held.
  if (money.refundFailedPaise > 0 && money.refundablePaise > 0) {
    lines.push({ text: "Refund failed", tone: "failed" });
  }
  return lines;
}
