import { describe, expect, it } from "vitest";
import { validateGstin } from "./gstin";
import {
  addGst,
  financialYear,
  GST,
  gstStateCode,
  isIntraState,
  MARKETPLACE,
  placeOfSupplyOf,
  splitGst,
} from "./tax";

const taxOf = (split: { cgstPaise: number; sgstPaise: number; igstPaise: number }) =>
  split.cgstPaise + split.sgstPaise + split.igstPaise;

describe("GST configuration", () => {
  it("taxes vehicle cleaning at 18% under SAC 998714, and the commission under its own SAC", () => {
    expect(GST).toEqual({ sac: "998714", ratePercent: 18, commissionSac: "998599" });
  });

  it("names the marketplace with a valid GSTIN of Haryana, where its office is", () => {
    expect(validateGstin(MARKETPLACE.gstin, MARKETPLACE.state)).toEqual({ ok: true, stateName: "Haryana" });
    expect(MARKETPLACE.gstin.slice(0, 2)).toBe("06");
    expect(MARKETPLACE.legalName).toBe("Chamak Technologies Private Limited");
    expect(MARKETPLACE.address).toContain("Gurugram");
  });
});

describe("splitGst (tax-inclusive prices)", () => {
  it("splits a price into its taxable value and CGST and SGST at 9% each within a state", () => {
    expect(splitGst(118_000, true)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    });
  });

  it("puts all the tax in IGST across states", () => {
    expect(splitGst(118_000, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
      totalPaise: 118_000,
    });
  });

  it("makes CGST and SGST one amount, half the rate, and the taxable value what is left", () => {
    // ₹499 inclusive: 49900 × 9/118 = 3805.9… → 3806 each; taxable 49900 − 7612 = 42288.
    expect(splitGst(49_900, true)).toEqual({
      taxablePaise: 42_288,
      cgstPaise: 3_806,
      sgstPaise: 3_806,
      igstPaise: 0,
      totalPaise: 49_900,
    });
    // ₹1 inclusive: 100 × 9/118 = 7.6… → 8 each; taxable 84 (9% of it is 7.56).
    expect(splitGst(100, true)).toEqual({
      taxablePaise: 84,
      cgstPaise: 8,
      sgstPaise: 8,
      igstPaise: 0,
      totalPaise: 100,
    });
  });

  it("always adds up to the total, CGST equal to SGST, each within a paisa of its rate on the taxable value", () => {
    for (let total = 0; total <= 200_000; total += 1) {
      for (const intra of [true, false]) {
        const split = splitGst(total, intra);
        if (split.taxablePaise + taxOf(split) !== total) throw new Error(`${total} does not add up`);
        if (intra) {
          if (split.igstPaise !== 0 || split.cgstPaise !== split.sgstPaise)
            throw new Error(`${total}: CGST and SGST are not equal`);
          if (Math.abs(split.cgstPaise - (split.taxablePaise * 9) / 100) >= 1)
            throw new Error(`${total}: CGST ${split.cgstPaise} is not 9% of ${split.taxablePaise}`);
        } else {
          if (split.cgstPaise + split.sgstPaise !== 0) throw new Error(`${total}: CGST across states`);
          if (Math.abs(split.igstPaise - (split.taxablePaise * 18) / 100) >= 1)
            throw new Error(`${total}: IGST ${split.igstPaise} is not 18% of ${split.taxablePaise}`);
        }
      }
    }
  });

  it("takes no tax at a zero rate (a bill of supply)", () => {
    expect(splitGst(49_900, true, 0)).toEqual({
      taxablePaise: 49_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 49_900,
    });
  });

  it("refuses amounts that are not whole paise", () => {
    expect(() => splitGst(10.5, true)).toThrow(RangeError);
    expect(() => splitGst(-100, true)).toThrow(RangeError);
    expect(() => splitGst(Number.NaN, false)).toThrow(RangeError);
  });
});

describe("addGst (tax-exclusive amounts)", () => {
  it("adds 18% as CGST and SGST within a state, or IGST across states", () => {
    expect(addGst(100_000, true)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    });
    expect(addGst(100_000, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
      totalPaise: 118_000,
    });
  });

  it("rounds each half to the nearest paisa, half up, so CGST and SGST are equal", () => {
    // 25 × 9% = 2.25 → 2 each.
    expect(addGst(25, true)).toMatchObject({ cgstPaise: 2, sgstPaise: 2, totalPaise: 29 });
    // 4_990 × 18% = 898.2 → 898.
    expect(addGst(4_990, false)).toMatchObject({ igstPaise: 898, totalPaise: 5_888 });
  });

  it("always adds up, CGST equal to SGST, each tax within half a paisa of its rate", () => {
    for (let taxable = 0; taxable <= 200_000; taxable += 1) {
      const intra = taxable % 2 === 0;
      const split = addGst(taxable, intra);
      if (split.taxablePaise !== taxable || split.totalPaise !== taxable + taxOf(split))
        throw new Error(`${taxable} does not add up`);
      if (split.cgstPaise !== split.sgstPaise) throw new Error(`${taxable}: CGST and SGST are not equal`);
      const each = intra ? split.cgstPaise : split.igstPaise;
      if (Math.abs(each - (taxable * (intra ? 9 : 18)) / 100) > 0.5)
        throw new Error(`${taxable}: tax is off`);
    }
  });

  it("refuses amounts that are not whole paise", () => {
    expect(() => addGst(0.1, true)).toThrow(RangeError);
  });
});

describe("states", () => {
  it("knows each state's GST code whatever its case", () => {
    expect(gstStateCode("Haryana")).toBe("06");
    expect(gstStateCode(" delhi ")).toBe("07");
    expect(gstStateCode("Atlantis")).toBeNull();
  });

  it("tells a supply within a state from one across states", () => {
    expect(isIntraState("Delhi", "delhi")).toBe(true);
    expect(isIntraState("Haryana", "Delhi")).toBe(false);
    expect(isIntraState("Atlantis", "atlantis")).toBe(true);
    expect(isIntraState("Atlantis", "Delhi")).toBe(false);
  });
});

describe("financialYear", () => {
  it("starts each financial year on 1 April", () => {
    expect(financialYear("2026-03-31")).toBe("2025-26");
    expect(financialYear("2026-04-01")).toBe("2026-27");
    expect(financialYear("2026-12-31")).toBe("2026-27");
    expect(financialYear("2027-01-01")).toBe("2026-27");
    expect(financialYear("2027-03-31")).toBe("2026-27");
    expect(financialYear("2027-04-01")).toBe("2027-28");
  });

  it("writes the end year in two digits across a century", () => {
    expect(financialYear("2099-04-01")).toBe("2099-00");
    expect(financialYear("2100-02-01")).toBe("2099-00");
  });

  it("refuses what is not a date", () => {
    expect(() => financialYear("April 2026")).toThrow(RangeError);
  });
});

describe("placeOfSupplyOf", () => {
  it("is the centre's state for a wash at the centre, the customer's address otherwise", () => {
    expect(placeOfSupplyOf("at_centre", "Haryana", "Delhi")).toBe("Delhi");
    expect(placeOfSupplyOf("pick_drop", "Haryana", "Delhi")).toBe("Haryana");
    expect(placeOfSupplyOf("doorstep", "Haryana", "Delhi")).toBe("Haryana");
  });
});
