import { describe, expect, it } from "vitest";
import { auditDetails } from "./audit-details";

describe("an audit entry's details", () => {
  it("reads as labels and values people use, not the stored field names", () => {
    expect(
      auditDetails({
        from: "2031-11-24T05:00:00.000Z",
        to: "2031-11-25 11:00",
        afterCompanyCancellation: false,
        amountPaise: 49_900,
        refundId: 12,
        razorpayRefundId: "rfnd_1",
        bayCount: 3,
        nested: { skipped: true },
      }),
    ).toBe(
      "From: 24 Nov 2031, 10:30 am · To: 2031-11-25 11:00 · After the centre's cancellation: no · Amount: ₹499.00 · " +
        "Refund no.: 12 · Razorpay refund: rfnd_1 · Bay count: 3",
    );
    expect(auditDetails({})).toBeNull();
    expect(auditDetails(null)).toBeNull();
  });
});
