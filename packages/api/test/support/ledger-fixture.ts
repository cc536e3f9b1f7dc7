import type { Db } from "@chamak/db";
import { appendLedgerEntries, type LedgerEntryInput, ledgerRef } from "../../src/modules/ledger/ledger";

/**
 * For fixtures that write bookings and payments straight into the tables: the ledger entries the real flows
 * would have written for what those rows say (the booking's charges, each captured payment, each refund and
 * its outcome), so the money derived from the ledger matches the fixture. Safe to call again.
 */
export async function recordFixtureMoney(db: Db, bookingId: number): Promise<void> {
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      subtotalPaise: true,
      driverFeePaise: true,
      travelFeePaise: true,
      discountPaise: true,
      payments: {
        select: { id: true, method: true, state: true, amountPaise: true, razorpayPaymentId: true },
      },
      refunds: {
        select: { id: true, paymentId: true, status: true, amountPaise: true, razorpayRefundId: true },
      },
    },
  });
  const charge = (kind: LedgerEntryInput["kind"], amountPaise: number): LedgerEntryInput => ({
    bookingId,
    kind,
    amountPaise,
    reference: ledgerRef.booking(bookingId),
  });
  const entries: LedgerEntryInput[] = [
    charge("service_charge", booking.subtotalPaise),
    charge("driver_fee", booking.driverFeePaise),
    charge("travel_fee", booking.travelFeePaise),
    charge("coupon_discount", booking.discountPaise),
    ...booking.payments
      .filter((payment) => payment.state === "captured" || payment.state === "refunded")
      .map((payment) => ({
        bookingId,
        kind: payment.method === "cash" ? ("cash_collected" as const) : ("payment_captured" as const),
        amountPaise: payment.amountPaise,
        reference: ledgerRef.payment(payment.id),
        paymentId: payment.id,
        razorpayId: payment.razorpayPaymentId,
      })),
    ...booking.refunds.flatMap((refund) => {
      const entry = (kind: LedgerEntryInput["kind"]) => ({
        bookingId,
        kind,
        amountPaise: refund.amountPaise,
        reference: ledgerRef.refund(refund.id),
        paymentId: refund.paymentId,
        refundId: refund.id,
        razorpayId: refund.razorpayRefundId,
      });
      if (refund.status === "pending") return [entry("refund_requested")];
      return [
        entry("refund_requested"),
        entry(refund.status === "processed" ? "refund_processed" : "refund_failed"),
      ];
    }),
  ];
  await db.$transaction((tx) => appendLedgerEntries(tx, { id: null, role: "system" }, entries));
}
