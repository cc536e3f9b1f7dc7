import { describe, expect, it } from "vitest";
import { addDays, weekdayOfDate } from "./india-time";
import { periodFrom, skipCutoff, visitDates, visitsOn, visitValuesPaise } from "./wash-plan-rules";

describe("which days a plan visits", () => {
  it("a daily plan comes every day but its off day", () => {
    const sundayOff = { frequency: "daily", weekdays: [0] } as const;
    const dates = visitDates(sundayOff, "2026-12-07", periodFrom("2026-12-07"));
    // 7 Dec to 6 Jan: 31 days, four of them Sundays (13, 20, 27 Dec, 3 Jan).
    expect(dates).toHaveLength(31 - 4);
    expect(dates.every((date) => weekdayOfDate(date) !== 0)).toBe(true);
  });

  it("alternate days count from the start date, and nothing comes before it", () => {
    const schedule = { frequency: "alternate_days", weekdays: [] } as const;
    expect(visitsOn(schedule, "2026-12-07", "2026-12-06")).toBe(false);
    expect(visitDates(schedule, "2026-12-07", { from: "2026-12-07", to: "2026-12-12" })).toEqual([
      "2026-12-07",
      "2026-12-09",
      "2026-12-11",
    ]);
  });

  it("a weekly plan comes on its one weekday (Wednesdays here)", () => {
    const dates = visitDates({ frequency: "weekly", weekdays: [3] }, "2026-12-01", periodFrom("2026-12-01"));
    expect(dates).toEqual(["2026-12-02", "2026-12-09", "2026-12-16", "2026-12-23", "2026-12-30"]);
  });
});

describe("a billing period", () => {
  it("runs a calendar month less a day, clamped at a short month's end, and grows by extension days", () => {
    expect(periodFrom("2026-12-12")).toEqual({ from: "2026-12-12", to: "2027-01-11" });
    expect(periodFrom("2027-01-31")).toEqual({ from: "2027-01-31", to: "2027-02-27" });
    expect(periodFrom("2026-12-12", 3)).toEqual({ from: "2026-12-12", to: "2027-01-14" });
  });
});

describe("what a visit is worth", () => {
  it("the visits of a period add up to the month's price to the paisa, and differ by at most a paisa", () => {
    // Every visit count a period can have, against prices from 0 to ₹50,000 (a prime step visits every remainder).
    for (let visits = 1; visits <= 31; visits++) {
      for (let price = 0; price <= 5_000_000; price += 7_919) {
        const values = visitValuesPaise(price, visits);
        expect(values.reduce((sum, value) => sum + value, 0)).toBe(price);
        expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("the skip cut-off", () => {
  it("is the notice before the window opens, in India time", () => {
    // 06:00 IST on 8 Dec is 00:30 UTC; 24 h before is 00:30 UTC on 7 Dec.
    expect(skipCutoff("2026-12-08", 6 * 60, 24).toISOString()).toBe("2026-12-07T00:30:00.000Z");
    expect(addDays("2026-12-08", -1)).toBe("2026-12-07");
  });
});
