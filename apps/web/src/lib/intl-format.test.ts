import { describe, expect, it } from "vitest";
import { clockEn, dateTimeFormat, formatCount, indiaDateEn, weekdayNameEn } from "./intl-format";

describe("dateTimeFormat", () => {
  it("formats as a new Intl.DateTimeFormat with the same options would", () => {
    const options = { timeZone: "Asia/Kolkata", weekday: "long", day: "numeric", month: "short" } as const;
    const date = new Date("2030-01-14T20:00:00Z");
    expect(dateTimeFormat("en-IN", options).format(date)).toBe(
      new Intl.DateTimeFormat("en-IN", options).format(date),
    );
    expect(dateTimeFormat("hi-IN", options).format(date)).toBe(
      new Intl.DateTimeFormat("hi-IN", options).format(date),
    );
  });

  it("reuses one formatter per locale and options, and keeps different ones apart", () => {
    const first = dateTimeFormat("en-IN", { timeZone: "UTC", hour: "numeric" });
    expect(dateTimeFormat("en-IN", { timeZone: "UTC", hour: "numeric" })).toBe(first);
    expect(dateTimeFormat("hi-IN", { timeZone: "UTC", hour: "numeric" })).not.toBe(first);
    expect(dateTimeFormat("en-IN", { timeZone: "UTC", minute: "2-digit" })).not.toBe(first);
  });
});

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

  it("writes every minute of the day as Intl's en-IN clock does", () => {
    const intl = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", hour: "numeric", minute: "2-digit" });
    for (let minutes = 0; minutes < 1440; minutes++) {
      expect(clockEn(minutes)).toBe(intl.format(new Date(Date.UTC(2000, 0, 1, 0, minutes))));
    }
  });

  it("writes dates in India as Intl's en-IN short date does, either side of midnight there", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    for (let day = 0; day < 400; day++) {
      for (const seconds of [18 * 3600 + 29 * 60 + 59, 18 * 3600 + 30 * 60, 0]) {
        const instant = new Date(Date.UTC(2030, 0, 1 + day) + seconds * 1000);
        expect(indiaDateEn(instant)).toBe(intl.format(instant));
      }
    }
  });
});
