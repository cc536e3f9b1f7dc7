import type { BookingMoney } from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import { bookingActions, cancelledByCompany, refundOnCancel } from "./booking-rules";

const NOW = new Date("2025-06-10T06:00:00Z");
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

/** A ₹1,000 booking paid online in full, as the ledger derives it. */
function money(overrides: Partial<BookingMoney> = {}): BookingMoney {
  return {
    duePaise: 100_000,
    capturedPaise: 100_000,
    cashPaise: 0,
    refundedPaise: 0,
    refundPendingPaise: 0,
    refundFailedPaise: 0,
    refundablePaise: 100_000,
    heldPaise: 100_000,
    outstandingPaise: 0,
    everPaid: true,
    ...overrides,
  };
}
/** ₹400 of the ₹1,000 refunded: payment status partially_refunded. */
const partlyRefunded = money({
  refundedPaise: 40_000,
  refundablePaise: 60_000,
  heldPaise: 60_000,
  outstandingPaise: 40_000,
});

function booking(overrides: Partial<Parameters<typeof bookingActions>[0]> = {}) {
  return {
    status: "paid" as const,
    paymentMethod: "upi" as const,
    slotStart: hoursFromNow(48),
    cancelledBy: null,
    companyChoice: null,
    money: money(),
    ...overrides,
  };
}

describe("bookingActions", () => {
  it("lets an upcoming paid booking be cancelled and rescheduled well ahead", () => {
    expect(bookingActions(booking(), NOW)).toEqual({
      pay: false,
      cancel: true,
      reschedule: true,
      freeReschedule: false,
      takeRefund: false,
      review: false,
    });
  });

  it("stops rescheduling inside 24 hours and cancelling inside 1 hour", () => {
    expect(bookingActions(booking({ slotStart: hoursFromNow(23) }), NOW)).toMatchObject({
      cancel: true,
      reschedule: false,
    });
    expect(bookingActions(booking({ slotStart: hoursFromNow(0.5) }), NOW)).toMatchObject({
      cancel: false,
      reschedule: false,
    });
  });

  it("offers Pay now only for an unpaid UPI booking", () => {
    expect(bookingActions(booking({ status: "pending_payment" }), NOW).pay).toBe(true);
    expect(bookingActions(booking({ status: "requested", paymentMethod: "cash" }), NOW).pay).toBe(false);
  });

  it("offers the free reschedule or refund choice after a centre cancellation only", () => {
    const byCentre = booking({ status: "cancelled", cancelledBy: "centre" });
    expect(bookingActions(byCentre, NOW)).toMatchObject({
      freeReschedule: true,
      takeRefund: true,
      cancel: false,
      reschedule: false,
    });
    expect(cancelledByCompany({ ...byCentre, cancelledBy: "customer" })).toBe(false);
    expect(cancelledByCompany({ ...byCentre, companyChoice: "refund" })).toBe(false);
  });

  it("offers after a centre cancellation only what the money allows", () => {
    const byCentre = { status: "cancelled" as const, cancelledBy: "centre" as const };
    // Partly refunded: no longer paid in full, so no free reschedule; the rest can still be refunded.
    expect(bookingActions(booking({ ...byCentre, money: partlyRefunded }), NOW)).toMatchObject({
      freeReschedule: false,
      takeRefund: true,
    });
    const allRefunded = money({ refundedPaise: 100_000, refundablePaise: 0, heldPaise: 0 });
    expect(bookingActions(booking({ ...byCentre, money: allRefunded }), NOW)).toMatchObject({
      freeReschedule: false,
      takeRefund: false,
    });
    // A cash booking moves for free; there is nothing to refund online.
    const cashDue = money({ capturedPaise: 0, refundablePaise: 0, heldPaise: 0, everPaid: false });
    expect(
      bookingActions(booking({ ...byCentre, paymentMethod: "cash", money: cashDue }), NOW),
    ).toMatchObject({ freeReschedule: true, takeRefund: false });
  });

  it("offers a review once completed", () => {
    expect(bookingActions(booking({ status: "completed", slotStart: hoursFromNow(-5) }), NOW).review).toBe(
      true,
    );
  });
});

describe("refundOnCancel", () => {
  it("refunds a captured payment in full", () => {
    expect(refundOnCancel(money())).toEqual({ kind: "full", amountPaise: 100_000 });
  });

  it("refunds what is left of a partly refunded payment", () => {
    expect(refundOnCancel(partlyRefunded)).toEqual({ kind: "rest", amountPaise: 60_000 });
    // A failed refund's money is held again, so cancelling refunds it too.
    const failedAndHeld = money({ refundFailedPaise: 40_000 });
    expect(refundOnCancel(failedAndHeld)).toEqual({ kind: "full", amountPaise: 100_000 });
  });

  it("refunds nothing more once everything went back or is on its way", () => {
    expect(refundOnCancel(money({ refundedPaise: 100_000, refundablePaise: 0, heldPaise: 0 }))).toEqual({
      kind: "already",
      amountPaise: 0,
    });
    expect(refundOnCancel(money({ refundPendingPaise: 100_000, refundablePaise: 0, heldPaise: 0 }))).toEqual({
      kind: "already",
      amountPaise: 0,
    });
  });

  it("refunds nothing when nothing was paid online", () => {
    const cashDue = money({ capturedPaise: 0, refundablePaise: 0, heldPaise: 0, everPaid: false });
    expect(refundOnCancel(cashDue)).toEqual({ kind: "nothing_paid", amountPaise: 0 });
    expect(refundOnCancel(money({ capturedPaise: 0, cashPaise: 100_000, refundablePaise: 0 }))).toEqual({
      kind: "nothing_paid",
      amountPaise: 0,
    });
  });
});
