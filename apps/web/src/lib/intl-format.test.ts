import { describe, expect, it } from "vitest";
import { formatCount, weekdayNameEn } from "./intl-format";

describe("formatCount", () => {
  it('writes counts as toLocaleString("en-IN") does, with Indian grouping', () => {
    const counts = [0, -0, 7, 999, 1000, 12345, 123456, 12345678, 1234.5, -1234567, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 2000; i++) counts.push(Math.floor(Math.random() * 10 ** (1 + (i % 15))));
    for (const count of counts) {
      expect(formatCount(count)).toBe(count.toLocaleString("en-IN"));
    }
    expect(formatCount(1234567)).toBe("12,34,567");
  });
});

describe("formats written by hand for English", () => {
  it("names weekdays as Intl's en-IN long weekday does", () => {
    const intl = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" });
    for (let weekday = 0; weekday < 7; weekday++) {
      // 2023-01-01 was a Sunday.
      expect(weekdayNameEn(weekday)).toBe(intl.format(new Date(Date.UTC(2023, 0, 1 + weekday))));
    }
  });
});
