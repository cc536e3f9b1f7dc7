import { describe, expect, it } from "vitest";
import { adjustPrice, previewBulkChange } from "./bulk-prices";

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
