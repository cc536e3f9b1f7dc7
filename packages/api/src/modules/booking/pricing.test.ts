import { couponDiscount } from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import { priceBooking } from "./pricing";

const wash = { unitPricePaise: 49_900, quantity: 2, durationMinutes: 30, driverFeePaise: 15_000 };
const polish = { unitPricePaise: 120_000, quantity: 1, durationMinutes: 45, driverFeePaise: 25_000 };

describe("priceBooking", () => {
  it("sums price times quantity and durations", () => {
    expect(
      priceBooking({
        lines: [wash, polish],
        pickDrop: false,
        centrePickDropFeePaise: null,
        travelFeePaise: 0,
        coupon: null,
      }),
    ).toEqual({
      subtotalPaise: 219_800,
      driverFeePaise: 0,
      travelFeePaise: 0,
      discountPaise: 0,
      totalPaise: 219_800,
      durationMinutes: 105,
    });
  });

  it("adds the first service's driver fee for pick & drop, or the centre's own fee", () => {
    expect(
      priceBooking({
        lines: [wash, polish],
        pickDrop: true,
        centrePickDropFeePaise: null,
        travelFeePaise: 0,
        coupon: null,
      }),
    ).toMatchObject({ driverFeePaise: 15_000, totalPaise: 234_800 });
    expect(
      priceBooking({
        lines: [wash, polish],
        pickDrop: true,
        centrePickDropFeePaise: 9_900,
        travelFeePaise: 0,
        coupon: null,
      }),
    ).toMatchObject({ driverFeePaise: 9_900, totalPaise: 229_700 });
  });

  it("discounts the services only, capped", () => {
    const firstBooking = {
      percentOff: 30,
      amountOffPaise: null,
      maxDiscountPaise: 30_000,
      allowsFree: false,
    };
    expect(
      priceBooking({
        lines: [wash],
        pickDrop: true,
        centrePickDropFeePaise: null,
        travelFeePaise: 0,
        coupon: firstBooking,
      }),
    ).toEqual({
      subtotalPaise: 99_800,
      driverFeePaise: 15_000,
      travelFeePaise: 0,
      discountPaise: 29_940,
      totalPaise: 84_860,
      durationMinutes: 60,
    });
    expect(couponDiscount(firstBooking, 219_800)).toBe(30_000);
  });

  it("leaves ₹1 of the services to pay unless the coupon allows a free booking; the driver fee stays", () => {
    const wholeThing = { percentOff: 100, amountOffPaise: null, maxDiscountPaise: null };
    const price = (allowsFree: boolean) =>
      priceBooking({
        lines: [wash],
        pickDrop: true,
        centrePickDropFeePaise: null,
        travelFeePaise: 0,
        coupon: { ...wholeThing, allowsFree },
      });
    expect(price(false)).toMatchObject({ discountPaise: 99_700, totalPaise: 15_100 });
    expect(price(true)).toMatchObject({ discountPaise: 99_800, totalPaise: 15_000 });
  });

  it("adds the travel fee to the total, and a coupon never discounts it", () => {
    const allOff = { percentOff: 100, amountOffPaise: null, maxDiscountPaise: null, allowsFree: true };
    expect(
      priceBooking({
        lines: [wash],
        pickDrop: false,
        centrePickDropFeePaise: null,
        travelFeePaise: 4_900,
        coupon: allOff,
      }),
    ).toMatchObject({ travelFeePaise: 4_900, discountPaise: 99_800, totalPaise: 4_900 });
  });
});
