import { describe, expect, it } from "vitest";
import {
  adjustPrice,
  PRICE_LIMIT_TEXT,
  percentIssue,
  previewBulkChange,
  pricesOverLimit,
} from "./bulk-prices";

describe("adjustPrice", () => {
  it("raises and lowers by a percentage, rounded to whole rupees", () => {
    expect(adjustPrice(49_900, 10)).toBe(54_900);
    expect(adjustPrice(49_900, -10)).toBe(44_900);
    expect(adjustPrice(12_345, 0)).toBe(12_300);
  });

  it("rounds to ₹5 or ₹10 when asked, and never goes below ₹1", () => {
    expect(adjustPrice(49_900, 5, 5)).toBe(52_500);
    expect(adjustPrice(49_900, 5, 10)).toBe(52_000);
    expect(adjustPrice(100, -90)).toBe(100);
  });
});

describe("previewBulkChange", () => {
  it("lists each service's old and new prices", () => {
    const preview = previewBulkChange(
      [
        {
          id: 7,
          categoryName: "Basic Wash",
          subCategoryName: "Foam Wash",
          prices: [{ vehicleTypeId: 1, vehicleTypeName: "Sedan", pricePaise: 40_000 }],
        },
      ],
      25,
      1,
    );
    expect(preview).toEqual([
      {
        serviceId: 7,
        name: "Basic Wash — Foam Wash",
        prices: [{ vehicleTypeId: 1, vehicleTypeName: "Sedan", pricePaise: 40_000, newPricePaise: 50_000 }],
      },
    ]);
  });
});

describe("a bulk change's percentage", () => {
  it("takes up to two decimals as typed, and refuses more, 0 and beyond the range, saying why", () => {
    expect(percentIssue("7.5")).toBeNull();
    expect(percentIssue(7.25)).toBeNull();
    expect(percentIssue("-0.07")).toBeNull();
    expect(adjustPrice(49_900, 7.5)).toBe(53_600);
    expect(percentIssue("7.555")).toBe("Enter the change with at most 2 decimals, such as 7.5 or 7.25");
    expect(percentIssue(0)).toBe("Enter a change between -90% and +200%, not 0");
    expect(percentIssue("250")).toBe("Enter a change between -90% and +200%, not 0");
    expect(percentIssue("")).toBe("Enter the change in percent, such as 10, 7.5 or -5");
  });

  it("names the new prices above the one price limit", () => {
    const preview = previewBulkChange(
      [
        {
          id: 1,
          categoryName: "Detailing",
          subCategoryName: "Ceramic",
          prices: [
            { vehicleTypeId: 1, vehicleTypeName: "SUV", pricePaise: 9_500_000 },
            { vehicleTypeId: 2, vehicleTypeName: "Hatchback", pricePaise: 500_000 },
          ],
        },
      ],
      10,
      1,
    );
    expect(pricesOverLimit(preview)).toEqual(["Detailing — Ceramic, SUV"]);
    expect(PRICE_LIMIT_TEXT).toBe("above ₹1,00,000, the most a price may be");
  });
});
