import { describe, expect, it } from "vitest";
import { formatRupees, paiseToRupees, rupeesToPaise } from "./money";

describe("money", () => {
  it("converts rupees to paise without floating-point drift", () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(123456)).toBe(1234.56);
  });

  it("formats paise as Indian rupees with lakh grouping", () => {
    expect(formatRupees(12345678)).toBe("₹1,23,456.78");
  });
});
