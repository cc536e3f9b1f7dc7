import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { movable, planRefundShares, RAZORPAY_MIN_PAISE } from "./refund-shares";

const twoPayments = [
  { id: 2, refundablePaise: 49_900 },
  { id: 1, refundablePaise: 49_900 },
];

describe("planRefundShares", () => {
  it("takes from the newest payment first and moves on when it is used up", () => {
    expect(planRefundShares(70_000, twoPayments)).toEqual([
      { paymentId: 2, sharePaise: 49_900 },
      { paymentId: 1, sharePaise: 20_100 },
    ]);
  });

  it("leaves ₹1.00 on a payment rather than crumbs, and takes ₹1.00 from the older one", () => {
    expect(planRefundShares(49_850, twoPayments)).toEqual([
      { paymentId: 2, sharePaise: 49_750 },
      { paymentId: 1, sharePaise: 100 },
    ]);
  });

  it("answers null when every split leaves crumbs or takes less than ₹1.00", () => {
    expect(planRefundShares(50, [{ id: 1, refundablePaise: 49_900 }])).toBeNull();
    expect(planRefundShares(49_850, [{ id: 1, refundablePaise: 49_900 }])).toBeNull();
    expect(
      planRefundShares(100, [
        { id: 2, refundablePaise: 150 },
        { id: 1, refundablePaise: 150 },
      ]),
    ).toBeNull();
  });

  it("never plans a share below ₹1.00 or crumbs left on a payment, and one payment always splits", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: RAZORPAY_MIN_PAISE, max: 200_000 }), { minLength: 1, maxLength: 3 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, fraction) => {
          const payments = amounts.map((refundablePaise, index) => ({ id: index, refundablePaise }));
          const total = amounts.reduce((sum, paise) => sum + paise, 0);
          const amountPaise = Math.max(RAZORPAY_MIN_PAISE, Math.round(total * fraction));
          const plan = planRefundShares(amountPaise, payments);
          if (amounts.length === 1 && movable(total - amountPaise)) expect(plan).not.toBeNull();
          if (plan === null) return;
          expect(plan.reduce((sum, share) => sum + share.sharePaise, 0)).toBe(amountPaise);
          for (const share of plan) {
            const payment = payments.find((candidate) => candidate.id === share.paymentId);
            expect(share.sharePaise).toBeGreaterThanOrEqual(RAZORPAY_MIN_PAISE);
            expect(movable((payment?.refundablePaise ?? 0) - share.sharePaise)).toBe(true);
          }
        },
      ),
    );
  });
});
