import { describe, expect, it } from "vitest";
import { addDays, bookableDates, formatClock, indiaToday, weekdayOf } from "./india-dates";

describe("dates in India", () => {
  it("takes today's date in Kolkata, not the visitor's zone", () => {
    // 20:00 in New York on 14 Jan is already 15 Jan in India.
    expect(indiaToday(new Date("2030-01-15T01:00:00Z"))).toBe("2030-01-15");
    expect(indiaToday(new Date("2030-01-14T18:00:00Z"))).toBe("2030-01-14");
    expect(indiaToday(new Date("2030-01-14T18:31:00Z"))).toBe("2030-01-15");
  });

  it("agrees with Intl's Asia/Kolkata calendar date around every midnight of a year", () => {
    const kolkata = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
    // 18:29:59 and 18:30:00 UTC are either side of midnight in India.
    for (let day = 0; day < 366; day++) {
      for (const seconds of [18 * 3600 + 29 * 60 + 59, 18 * 3600 + 30 * 60, 0, 12 * 3600]) {
        const instant = new Date(Date.UTC(2031, 0, 1 + day) + seconds * 1000);
        expect(indiaToday(instant)).toBe(kolkata.format(instant));
      }
    }
  });

  it("offers today and the next 30 days", () => {
    const dates = bookableDates(new Date("2030-01-30T06:00:00Z"), 30);
    expect(dates).toHaveLength(31);
    expect(dates[0]).toBe("2030-01-30");
    expect(dates.at(-1)).toBe("2030-03-01");
  });

  it("adds days across months and years", () => {
    expect(addDays("2030-12-31", 1)).toBe("2031-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("numbers weekdays from Sunday", () => {
    expect(weekdayOf("2030-01-13")).toBe(0);
    expect(weekdayOf("2030-01-19")).toBe(6);
  });

  it("formats clock times", () => {
    expect(formatClock("09:30", "en").toLowerCase()).toBe("9:30 am");
    expect(formatClock(20 * 60, "en").toLowerCase()).toBe("8:00 pm");
  });
});
