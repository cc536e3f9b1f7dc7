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

  it("rounds the taxable value to the paisa and gives an odd paisa of tax to SGST", () => {
    // ₹499 inclusive: 49900 / 1.18 = 42288.135… → 42288; tax 7612 → 3806 + 3806.
    expect(splitGst(49_900, true)).toEqual({
      taxablePaise: 42_288,
      cgstPaise: 3_806,
      sgstPaise: 3_806,
      igstPaise: 0,
      totalPaise: 49_900,
    });
    // ₹1 inclusive: 100 / 1.18 = 84.745… → 85; tax 15 → 7 + 8.
    expect(splitGst(100, true)).toEqual({
      taxablePaise: 85,
      cgstPaise: 7,
      sgstPaise: 8,
      igstPaise: 0,
      totalPaise: 100,
    });
  });

  it("always adds up to the total, with the tax within a paisa of 18% of the taxable value", () => {
    for (let total = 0; total <= 200_000; total += 1) {
      for (const intra of [true, false]) {
        const split = splitGst(total, intra);
        if (split.taxablePaise + taxOf(split) !== total) throw new Error(`${total} does not add up`);
        if (Math.abs(taxOf(split) - (split.taxablePaise * 18) / 100) > 1)
          throw new Error(`${total}: tax ${taxOf(split)} is off`);
        if (
          intra &&
          (split.igstPaise !== 0 ||
            split.sgstPaise - split.cgstPaise > 1 ||
            split.sgstPaise < split.cgstPaise)
        )
          throw new Error(`${total}: CGST and SGST are not halves`);
        if (!intra && split.cgstPaise + split.sgstPaise !== 0)
          throw new Error(`${total}: CGST across states`);
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

  it("rounds the tax to the nearest paisa, half up, and an odd paisa goes to SGST", () => {
    // 25 × 18% = 4.5 → 5 → 2 + 3.
    expect(addGst(25, true)).toMatchObject({ cgstPaise: 2, sgstPaise: 3, totalPaise: 30 });
    // 4_990 × 18% = 898.2 → 898.
    expect(addGst(4_990, false)).toMatchObject({ igstPaise: 898, totalPaise: 5_888 });
  });

  it("always adds up, with the tax within half a paisa of 18%", () => {
    for (let taxable = 0; taxable <= 200_000; taxable += 1) {
      const split = addGst(taxable, taxable % 2 === 0);
      if (split.taxablePaise !== taxable || split.totalPaise !== taxable + taxOf(split))
        throw new Error(`${taxable} does not add up`);
      if (Math.abs(taxOf(split) - (taxable * 18) / 100) > 0.5) throw new Error(`${taxable}: tax is off`);
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
