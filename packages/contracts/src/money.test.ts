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

  it("writes whole paise exactly as Intl's en-IN rupee format does, and the rest through it", () => {
    const intl = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const values = [0, -0, 1, 5, 99, 100, 105, 12345, 123456789, -1, -250, -123456, 9_999_999_999, 12.5];
    for (let i = 0; i < 2000; i++)
      values.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))) * (i % 7 ? 1 : -1));
    for (const paise of values) expect(formatRupees(paise)).toBe(intl.format(paise / 100));
  });
});
