import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LedgerTotals } from "../ledger/booking-money";
import { settlementTarget } from "./settlement";

const RATES = { commissionBp: 1_000, tcsBp: 50, gstRegistered: true };
const paid = (service: number, extra: Partial<LedgerTotals> = {}): LedgerTotals => ({
  service_charge: service,
  payment_captured: service + (extra.driver_fee ?? 0) - (extra.coupon_discount ?? 0),
  ...extra,
});

describe("settlementTarget", () => {
  it("takes commission on the service value only, and TCS on the taxable value of all that is kept", () => {
    // ₹499 wash + ₹150 pick & drop: commission 10% of ₹499; TCS 0.5% of ₹649 less 18% GST (₹550).
    expect(settlementTarget(paid(49_900, { driver_fee: 15_000 }), RATES, "upi")).toEqual({
      settledPaise: 64_900,
      commissionPaise: 4_990,
      tcsPaise: 275,
      centreSharePaise: 59_635,
    });
  });

  it("charges commission on the price after a coupon's discount", () => {
    const target = settlementTarget(paid(100_000, { coupon_discount: 30_000 }), RATES, "upi");
    expect(target).toMatchObject({ settledPaise: 70_000, commissionPaise: 7_000 });
  });

  it("withholds no TCS from a centre that is not GST-registered", () => {
    expect(settlementTarget(paid(49_900), { ...RATES, gstRegistered: false }, "upi")).toMatchObject({
      tcsPaise: 0,
      centreSharePaise: 44_910,
    });
  });

  it("settles nothing of money not yet captured, or all refunded or being refunded", () => {
    const nothing = { settledPaise: 0, commissionPaise: 0, tcsPaise: 0, centreSharePaise: 0 };
    expect(settlementTarget({ service_charge: 49_900 }, RATES, "upi")).toEqual(nothing);
    expect(settlementTarget(paid(49_900, { refund_requested: 49_900 }), RATES, "upi")).toEqual(nothing);
    expect(
      settlementTarget(paid(49_900, { refund_requested: 49_900, refund_processed: 49_900 }), RATES, "upi"),
    ).toEqual(nothing);
  });

  it("leaves a second payment out of the split until it is refunded", () => {
    const twice = paid(49_900, { payment_captured: 99_800 });
    expect(settlementTarget(twice, RATES, "upi")).toEqual(settlementTarget(paid(49_900), RATES, "upi"));
  });

  it("takes commission on cash the centre collected, with no TCS, and nothing before it is collected", () => {
    const cash = { service_charge: 49_900, driver_fee: 15_000, cash_collected: 64_900 };
    expect(settlementTarget(cash, RATES, "cash")).toEqual({
      settledPaise: 64_900,
      commissionPaise: 4_990,
      tcsPaise: 0,
      centreSharePaise: 59_910,
    });
    expect(settlementTarget({ service_charge: 49_900 }, RATES, "cash").commissionPaise).toBe(0);
  });

  it("always splits exactly what is kept, whatever the amounts, refunds and rates", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.nat({ max: 1_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        (service, driverFee, refundPermille, commissionBp, tcsBp, gstRegistered) => {
          const due = service + driverFee;
          const refunded = Math.floor((due * refundPermille) / 1_000);
          const target = settlementTarget(
            {
              service_charge: service,
              driver_fee: driverFee,
              payment_captured: due,
              refund_processed: refunded,
              refund_requested: refunded,
            },
            { commissionBp, tcsBp, gstRegistered },
            "upi",
          );
          expect(target.settledPaise).toBe(due - refunded);
          expect(target.commissionPaise + target.tcsPaise + target.centreSharePaise).toBe(
            target.settledPaise,
          );
          expect(target.commissionPaise).toBeLessThanOrEqual(service);
          expect(target.centreSharePaise).toBeGreaterThanOrEqual(0);
          for (const part of Object.values(target)) expect(Number.isInteger(part)).toBe(true);
        },
      ),
    );
  });

  it("takes a missed visit's credit off the centre's share, the commission still on the services' value", () => {
    // ₹499 wash, ₹100 credit, ₹399 kept after its refund: commission 10% of ₹499; TCS on ₹399.
    const credited = paid(49_900, {
      missed_visit_credit: 10_000,
      refund_requested: 10_000,
      refund_processed: 10_000,
    });
    expect(settlementTarget(credited, { ...RATES, gstRegistered: false }, "upi")).toEqual({
      settledPaise: 39_900,
      commissionPaise: 4_990,
      tcsPaise: 0,
      centreSharePaise: 34_910,
    });
  });

  it("never leaves the centre a negative share when the credit is most of the price", () => {
    const credited = paid(10_200, { missed_visit_credit: 10_000, refund_requested: 10_000 });
    expect(settlementTarget(credited, { ...RATES, commissionBp: 5_000 }, "upi")).toMatchObject({
      settledPaise: 200,
      centreSharePaise: 0,
    });
  });

  it("settles a car not accessible as its fee: commission on the fee, the rest refunded", () => {
    const fee = paid(49_900, { not_accessible_fee: 9_900, refund_requested: 40_000 });
    expect(settlementTarget(fee, { ...RATES, gstRegistered: false }, "upi")).toEqual({
      settledPaise: 9_900,
      commissionPaise: 990,
      tcsPaise: 0,
      centreSharePaise: 8_910,
    });
  });
});
