import type { BookingMoney } from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import { moneyLines } from "./booking-money";

/** A ₹1,000 booking with nothing paid yet, as the ledger derives it. */
function money(overrides: Partial<BookingMoney> = {}): BookingMoney {
  return {
    duePaise: 100_000,
    capturedPaise: 0,
    cashPaise: 0,
    refundedPaise: 0,
    refundPendingPaise: 0,
    refundFailedPaise: 0,
    refundablePaise: 0,
    heldPaise: 0,
    outstandingPaise: 100_000,
    everPaid: false,
    ...overrides,
  };
}
const paidOnline = {
  capturedPaise: 100_000,
  refundablePaise: 100_000,
  heldPaise: 100_000,
  outstandingPaise: 0,
};
const texts = (booking: Parameters<typeof moneyLines>[0]) => moneyLines(booking).map((line) => line.text);

describe("moneyLines", () => {
  it("says what a cash booking still owes, then what was collected", () => {
    expect(texts({ paymentMethod: "cash", money: money() })).toEqual(["Cash due ₹1,000.00"]);
    const collected = money({ cashPaise: 100_000, heldPaise: 100_000, outstandingPaise: 0, everPaid: true });
    expect(texts({ paymentMethod: "cash", money: collected })).toEqual(["Cash collected ₹1,000.00"]);
    // Nothing is due once the booking is called off: the ledger's derivation owes nothing then.
    expect(texts({ paymentMethod: "cash", money: money({ outstandingPaise: 0 }) })).toEqual([]);
  });

  it("shows a UPI booking paid online, and nothing before it is paid", () => {
    expect(texts({ paymentMethod: "upi", money: money(paidOnline) })).toEqual(["Paid online ₹1,000.00"]);
    expect(texts({ paymentMethod: "upi", money: money() })).toEqual([]);
  });

  it("shows a partial refund and one still on its way", () => {
    const partly = money({
      ...paidOnline,
      refundedPaise: 30_000,
      refundPendingPaise: 20_000,
      refundablePaise: 50_000,
      heldPaise: 50_000,
      outstandingPaise: 50_000,
    });
    expect(texts({ paymentMethod: "upi", money: partly })).toEqual([
      "Paid online ₹1,000.00",
      "₹300.00 refunded",
      "₹200.00 being refunded",
    ]);
  });

  it("flags a failed refund while its money is still held, in red", () => {
    const failed = money({ ...paidOnline, refundFailedPaise: 40_000 });
    expect(moneyLines({ paymentMethod: "upi", money: failed })).toContainEqual({
      text: "Refund failed",
      tone: "failed",
    });
    // Retried and refunded in full: nothing is held, so nothing failed is left.
    const retried = money({
      ...paidOnline,
      refundFailedPaise: 40_000,
      refundedPaise: 100_000,
      refundablePaise: 0,
      heldPaise: 0,
    });
    expect(texts({ paymentMethod: "upi", money: retried })).toEqual([
      "Paid online ₹1,000.00",
      "₹1,000.00 refunded",
    ]);
  });
});
