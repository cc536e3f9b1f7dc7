import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, auditActionLabel, auditDetails } from "./audit-details";

describe("an audit entry's details", () => {
  it("reads as labels and values people use, not the stored field names", () => {
    expect(
      auditDetails({
        action: "booking.refund_requested",
        data: {
          from: "2031-11-24T05:00:00.000Z",
          to: "2031-11-25 11:00",
          afterCompanyCancellation: false,
          amountPaise: 49_900,
          refundId: 12,
          razorpayRefundId: "rfnd_1",
          bayCount: 3,
          nested: { skipped: true },
        },
      }),
    ).toBe(
      "From: 24 Nov 2031, 10:30 am · To: 2031-11-25 11:00 · After the centre's cancellation: no · Amount: ₹499.00 · " +
        "Refund no.: 12 · Razorpay refund: rfnd_1 · Bay count: 3",
    );
    expect(auditDetails({ action: "booking.paid", data: {} })).toBeNull();
    expect(auditDetails({ action: "booking.paid", data: null })).toBeNull();
  });

  it("names people, not their account ids, and says statuses in words", () => {
    expect(
      auditDetails({
        action: "booking.washer_assigned",
        data: { from: null, to: 2 },
        names: { to: "Rajesh Kumar" },
      }),
    ).toBe("Washer: Rajesh Kumar (before: nobody)");
    expect(
      auditDetails({
        action: "booking.walk_in",
        data: { customerId: 9 },
        names: { customerId: "Sunil Yadav" },
      }),
    ).toBe("Customer: Sunil Yadav");
    expect(auditDetails({ action: "booking.walk_in", data: { customerId: 9 } })).toBeNull();
    expect(auditDetails({ action: "booking.confirmed", data: { from: "requested" } })).toBe(
      "From: Requested",
    );
    expect(auditDetails({ action: "job_card.started", data: { jobCardId: 4, from: "checked_in" } })).toBe(
      "Job card no.: 4 · From: Checked in",
    );
    expect(
      auditDetails({
        action: "booking.created",
        data: { code: "CHKAB12CD", totalPaise: 59_900, paymentMethod: "cash" },
      }),
    ).toBe("Booking code: CHKAB12CD · Total: ₹599.00 · Payment: Cash");
  });
});

describe("an audit entry's title", () => {
  it("is words for every event the server records on a booking, and never a raw event name", () => {
    for (const action of Object.keys(AUDIT_ACTION_LABELS))
      expect(auditActionLabel(action)).not.toContain(".");
    expect(auditActionLabel("booking.washer_assigned")).toBe("Washer assigned");
    expect(auditActionLabel("booking.bay_swapped")).toBe("Bay swapped");
  });
});
