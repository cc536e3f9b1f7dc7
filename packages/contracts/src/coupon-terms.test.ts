import { decodeErrorMessage } from "@chamak/i18n";
import { describe, expect, it } from "vitest";
import { couponDiscount, couponTermsIssues } from "./coupon-terms";
import { couponCreateInput } from "./schemas/admin";

const percent = { percentOff: 20, amountOffPaise: null, maxDiscountPaise: 15_000, allowsFree: false };
const flat = { percentOff: null, amountOffPaise: 10_000, maxDiscountPaise: null, allowsFree: false };

/** The field and message id of each issue couponCreateInput finds. */
function refusals(input: Record<string, unknown>) {
  const parsed = couponCreateInput.safeParse({ code: "RAIN20", description: "Monsoon special", ...input });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: issue.path.join("."),
    id: decodeErrorMessage(issue.message)?.id,
  }));
}

describe("couponDiscount", () => {
  it("takes a percentage rounded down, up to the cap", () => {
    expect(couponDiscount(percent, 49_900)).toBe(9_980);
    expect(couponDiscount(percent, 200_000)).toBe(15_000);
  });

  it("takes a fixed amount", () => {
    expect(couponDiscount(flat, 49_900)).toBe(10_000);
  });

  it("never leaves less than ₹1 to pay, unless the coupon allows a free booking", () => {
    const everything = { percentOff: 100, amountOffPaise: null, maxDiscountPaise: null };
    expect(couponDiscount({ ...everything, allowsFree: false }, 49_900)).toBe(49_800);
    expect(couponDiscount({ ...flat, amountOffPaise: 50_000 }, 20_000)).toBe(19_900);
    expect(couponDiscount({ ...everything, allowsFree: true }, 49_900)).toBe(49_900);
    expect(couponDiscount({ ...flat, amountOffPaise: 50_000, allowsFree: true }, 20_000)).toBe(20_000);
    expect(couponDiscount({ ...everything, allowsFree: false }, 50)).toBe(0);
  });
});

describe("couponTermsIssues", () => {
  it("accepts a capped percentage and a flat amount below the minimum order", () => {
    expect(couponTermsIssues(percent)).toEqual([]);
    expect(couponTermsIssues({ ...flat, minOrderPaise: 10_100 })).toEqual([]);
  });

  it("wants a cap in rupees on a percentage, unless the coupon may be free", () => {
    expect(couponTermsIssues({ ...percent, maxDiscountPaise: null })).toEqual([
      { path: "maxDiscountPaise", key: "couponCapRequired" },
    ]);
    expect(couponTermsIssues({ ...percent, maxDiscountPaise: null, allowsFree: true })).toEqual([]);
  });

  it("refuses a flat amount that is not below the minimum order, unless the coupon may be free", () => {
    expect(couponTermsIssues({ ...flat, amountOffPaise: 50_000, minOrderPaise: 10_000 })).toEqual([
      { path: "amountOffPaise", key: "couponAmountNotBelowMinOrder", values: { minimum: "₹100.00" } },
    ]);
    expect(couponTermsIssues({ ...flat, minOrderPaise: 10_000 })).toHaveLength(1);
    expect(couponTermsIssues(flat)).toHaveLength(1);
    expect(
      couponTermsIssues({ ...flat, amountOffPaise: 50_000, minOrderPaise: 10_000, allowsFree: true }),
    ).toEqual([]);
  });

  it("wants exactly one kind of discount, and a cap only on a percentage", () => {
    expect(couponTermsIssues({ ...flat, percentOff: 10 })[0]?.key).toBe("couponOneDiscount");
    expect(couponTermsIssues({ ...flat, amountOffPaise: null })[0]?.key).toBe("couponNeedsDiscount");
    expect(couponTermsIssues({ ...flat, minOrderPaise: 20_000, maxDiscountPaise: 5_000 })[0]?.key).toBe(
      "couponCapOnlyForPercent",
    );
  });
});

describe("couponCreateInput", () => {
  it("refuses 150% off instead of saving it as something else", () => {
    expect(refusals({ percentOff: 150, maxDiscountPaise: 15_000 })).toEqual([
      { field: "percentOff", id: "errors.between" },
    ]);
  });

  it("refuses a percentage without a cap and ₹500 off a ₹100 minimum order", () => {
    expect(refusals({ percentOff: 100 })).toEqual([
      { field: "maxDiscountPaise", id: "errors.couponCapRequired" },
    ]);
    expect(refusals({ amountOffPaise: 50_000, minOrderPaise: 10_000 })).toEqual([
      { field: "amountOffPaise", id: "errors.couponAmountNotBelowMinOrder" },
    ]);
    expect(refusals({ percentOff: 100, allowsFree: true })).toEqual([]);
  });

  it("refuses a code too long or with other characters as typed, never cutting it short", () => {
    expect(refusals({ ...percent, code: "DIWALI2026" })).toEqual([{ field: "code", id: "errors.tooLong" }]);
    expect(refusals({ ...percent, code: "DIWA-1" })).toEqual([
      { field: "code", id: "errors.codeCharacters" },
    ]);
    expect(couponCreateInput.parse({ ...percent, code: " diwali ", description: "Festive" }).code).toBe(
      "DIWALI",
    );
  });
});
