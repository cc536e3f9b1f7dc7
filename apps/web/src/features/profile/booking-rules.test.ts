import { describe, expect, it } from "vitest";
import { bookingActions, cancelledByCompany, refundOnCancel } from "./booking-rules";

const NOW = new Date("2025-06-10T06:00:00Z");
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

function booking(overrides: Partial<Parameters<typeof bookingActions>[0]> = {}) {
  return {
    status: "paid" as const,
    paymentMethod: "upi" as const,
    slotStart: hoursFromNow(48),
    cancelledBy: null,
    companyChoice: null,
    ...overrides,
  };
}

describe("bookingActions", () => {
  it("lets an upcoming paid booking be cancelled and rescheduled well ahead", () => {
    expect(bookingActions(booking(), NOW)).toEqual({
      pay: false,
      cancel: true,
      reschedule: true,
      companyChoice: false,
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
      companyChoice: true,
      cancel: false,
      reschedule: false,
    });
    expect(cancelledByCompany({ ...byCentre, cancelledBy: "customer" })).toBe(false);
    expect(cancelledByCompany({ ...byCentre, companyChoice: "refund" })).toBe(false);
  });

  it("offers a review once completed", () => {
    expect(bookingActions(booking({ status: "completed", slotStart: hoursFromNow(-5) }), NOW).review).toBe(
      true,
    );
  });
});

describe("refundOnCancel", () => {
  it("refunds only a captured payment", () => {
    expect(refundOnCancel({ paymentStatus: "captured" })).toBe(true);
    expect(refundOnCancel({ paymentStatus: "cash_due" })).toBe(false);
  });
});
