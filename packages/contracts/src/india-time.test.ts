import { describe, expect, it } from "vitest";
import {
  addDays,
  bookableDates,
  dateTimeFormat,
  daysBetween,
  formatCalendarDate,
  formatClock,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaTime,
  formatIndiaWeekdayDate,
  formatIndiaWeekdayDateTime,
  formatIstEnglish,
  formatIstHindi,
  formatMinutes,
  INDIA_TIME_ZONE,
  indiaDate,
  indiaToInstant,
  instantToIndia,
  lastBookableDate,
  parseTime,
  weekdayOfDate,
} from "./india-time";

// Tests run with TZ=America/New_York, so any use of the server's or browser's zone would shift these.
describe("India time", () => {
  it("runs in New York, so a forgotten zone shows", () => {
    expect(process.env.TZ).toBe("America/New_York");
  });

  it("maps a wall-clock time in India to its UTC instant", () => {
    expect(indiaToInstant("2026-11-23", 9 * 60).toISOString()).toBe("2026-11-23T03:30:00.000Z");
    expect(indiaToInstant("2026-11-23", 2 * 60).toISOString()).toBe("2026-11-22T20:30:00.000Z");
    expect(indiaToInstant("2026-11-23", 24 * 60).toISOString()).toBe("2026-11-23T18:30:00.000Z");
  });

  it("maps an instant back to India's date, minutes and weekday", () => {
    expect(instantToIndia(new Date("2026-11-22T20:30:00Z"))).toEqual({
      date: "2026-11-23",
      minutes: 120,
      weekday: 1,
    });
  });

  it("is unaffected by New York's daylight-saving change (2026-11-01)", () => {
    for (const date of ["2026-10-31", "2026-11-01", "2026-11-02"]) {
      expect(instantToIndia(indiaToInstant(date, 600))).toMatchObject({ date, minutes: 600 });
    }
  });

  it("knows weekdays, today in India, and HH:mm", () => {
    expect(weekdayOfDate("2026-11-22")).toBe(0);
    expect(weekdayOfDate("2030-01-13")).toBe(0);
    expect(weekdayOfDate("2030-01-19")).toBe(6);
    expect(indiaDate(new Date("2026-11-22T19:00:00Z"))).toBe("2026-11-23");
    expect(indiaDate(new Date("2026-11-22T19:00:00Z"), 1)).toBe("2026-11-24");
    expect(formatMinutes(9 * 60 + 5)).toBe("09:05");
    expect(parseTime("18:30")).toBe(1110);
    expect(parseTime(formatMinutes(0))).toBe(0);
  });

  it("takes today's date in Kolkata, not the visitor's zone", () => {
    // 20:00 in New York on 14 Jan is already 15 Jan in India.
    expect(indiaDate(new Date("2030-01-15T01:00:00Z"))).toBe("2030-01-15");
    expect(indiaDate(new Date("2030-01-14T18:00:00Z"))).toBe("2030-01-14");
    expect(indiaDate(new Date("2030-01-14T18:31:00Z"))).toBe("2030-01-15");
    // 20:00 in New York on 9 June is already 10 June in India.
    expect(indiaDate(new Date("2025-06-10T00:00:00Z"))).toBe("2025-06-10");
    expect(indiaDate(new Date("2025-06-09T19:00:00Z"))).toBe("2025-06-10");
    expect(indiaDate(new Date("2025-06-09T18:00:00Z"), 1)).toBe("2025-06-10");
  });

  it("agrees with Intl's Asia/Kolkata calendar date around every midnight of a year", () => {
    const kolkata = new Intl.DateTimeFormat("en-CA", { timeZone: INDIA_TIME_ZONE });
    // 18:29:59 and 18:30:00 UTC are either side of midnight in India.
    for (let day = 0; day < 366; day++) {
      for (const seconds of [18 * 3600 + 29 * 60 + 59, 18 * 3600 + 30 * 60, 0, 12 * 3600]) {
        const instant = new Date(Date.UTC(2031, 0, 1 + day) + seconds * 1000);
        expect(indiaDate(instant)).toBe(kolkata.format(instant));
      }
    }
  });

  it("offers today and the next 30 days, the last one bookable included", () => {
    const now = new Date("2030-01-30T06:00:00Z");
    const dates = bookableDates(now, 30);
    expect(dates).toHaveLength(31);
    expect(dates[0]).toBe("2030-01-30");
    expect(dates.at(-1)).toBe("2030-03-01");
    expect(lastBookableDate(now)).toBe("2030-03-01");
    expect(bookableDates(now)).toEqual(dates);
  });

  it("adds and counts days across months and years", () => {
    expect(addDays("2030-12-31", 1)).toBe("2031-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2030-03-01", -1)).toBe("2030-02-28");
    expect(daysBetween("2030-01-01", "2030-03-01")).toBe(59);
    expect(daysBetween("2030-03-01", "2030-01-01")).toBe(-59);
    // New York's clocks change in between; calendar days do not.
    expect(daysBetween("2026-03-01", "2026-03-31")).toBe(30);
  });
});

describe("showing dates and times in India", () => {
  // 20:00 on Monday 23 Nov in New York; 01:30 on Tuesday 24 Nov in India.
  const lateInNewYork = new Date("2026-11-24T01:00:00Z");
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, ...options }).format(lateInNewYork);

  it("writes an instant's date, time, or both, in India's time", () => {
    expect(formatIndiaDate(lateInNewYork)).toBe("24 Nov 2026");
    expect(formatIndiaTime(lateInNewYork)).toBe("6:30 am");
    expect(formatIndiaDateTime(lateInNewYork)).toBe("24 Nov 2026, 6:30 am");
    expect(formatIndiaWeekdayDate(lateInNewYork)).toBe(
      intl("en-IN", { weekday: "short", day: "numeric", month: "short", year: "numeric" }),
    );
    expect(formatIndiaWeekdayDate(lateInNewYork)).toMatch(/^Tue, 24 Nov/);
    const weekdayDateTime = { weekday: "short", day: "numeric", month: "short", year: "numeric" } as const;
    expect(formatIndiaWeekdayDateTime(lateInNewYork)).toBe(
      intl("en-IN", { ...weekdayDateTime, hour: "numeric", minute: "2-digit" }),
    );
  });

  it("says am and pm in Hindi as पूर्वाह्न and अपराह्न (Intl's hi-IN says am and pm)", () => {
    const afternoon = new Date("2026-11-24T09:45:00Z"); // 3:15 pm in India
    expect(formatIndiaTime(lateInNewYork, "hi")).toBe("6:30 पूर्वाह्न");
    expect(formatIndiaTime(afternoon, "hi")).toBe("3:15 अपराह्न");
    expect(formatIndiaDateTime(afternoon, "hi")).toMatch(/^24 नव॰? 2026, 3:15 अपराह्न$/);
    expect(formatIndiaWeekdayDateTime(lateInNewYork, "hi")).toMatch(/^मंगल.*, 6:30 पूर्वाह्न$/);
    expect(formatClock("09:30", "hi")).toBe("9:30 पूर्वाह्न");
    expect(formatClock(12 * 60, "hi")).toBe("12:00 अपराह्न");
    expect(formatClock("18:45", "hi")).toBe("6:45 अपराह्न");
  });

  it("writes dates in India as Intl's en-IN short date does, either side of midnight there", () => {
    const short = { day: "numeric", month: "short", year: "numeric", timeZone: INDIA_TIME_ZONE } as const;
    const english = new Intl.DateTimeFormat("en-IN", short);
    const hindi = new Intl.DateTimeFormat("hi-IN", short);
    for (let day = 0; day < 400; day++) {
      for (const seconds of [18 * 3600 + 29 * 60 + 59, 18 * 3600 + 30 * 60, 0]) {
        const instant = new Date(Date.UTC(2030, 0, 1 + day) + seconds * 1000);
        expect(formatIndiaDate(instant)).toBe(english.format(instant));
        if (day % 50 === 0) expect(formatIndiaDate(instant, "hi")).toBe(hindi.format(instant));
      }
    }
  });

  it("formats a slot for emails in Asia/Kolkata whatever the server's zone", () => {
    expect(formatIstEnglish(new Date("2026-11-23T05:00:00Z"))).toBe("Mon, 23 Nov, 10:30 am IST");
    expect(formatIstEnglish(new Date("2026-11-23T11:45:00Z"))).toBe("Mon, 23 Nov, 5:15 pm IST");
    // Still Monday in New York, already Tuesday in India.
    expect(formatIstEnglish(new Date("2026-11-23T20:00:00Z"))).toBe("Tue, 24 Nov, 1:30 am IST");
  });

  it("has a Hindi slot form with the part of the day", () => {
    expect(formatIstHindi(new Date("2026-11-23T05:00:00Z"))).toBe("सोमवार, 23 नवंबर, सुबह 10:30 बजे (IST)");
    expect(formatIstHindi(new Date("2026-11-23T13:30:00Z"))).toBe("सोमवार, 23 नवंबर, शाम 7:00 बजे (IST)");
  });

  it("writes calendar dates as they are, without shifting them by a zone", () => {
    expect(formatCalendarDate("2030-01-15", "en", { weekday: "short", day: "numeric", month: "short" })).toBe(
      "Tue, 15 Jan",
    );
    expect(formatCalendarDate("2025-01-01", "en", { dateStyle: "long" })).toBe("1 January 2025");
    expect(formatCalendarDate("2025-01-01", "hi", { dateStyle: "long" })).toBe(
      new Intl.DateTimeFormat("hi-IN", { dateStyle: "long", timeZone: "UTC" }).format(Date.UTC(2025, 0, 1)),
    );
  });

  it("writes every minute of the day as Intl's en-IN clock does", () => {
    const english = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", hour: "numeric", minute: "2-digit" });
    for (let minutes = 0; minutes < 1440; minutes++) {
      expect(formatClock(minutes, "en")).toBe(english.format(new Date(Date.UTC(2000, 0, 1, 0, minutes))));
    }
    expect(formatClock("09:30", "en").toLowerCase()).toBe("9:30 am");
    expect(formatClock(20 * 60, "en").toLowerCase()).toBe("8:00 pm");
  });
});

describe("dateTimeFormat", () => {
  it("formats as a new Intl.DateTimeFormat with the same options would", () => {
    const options = { timeZone: INDIA_TIME_ZONE, weekday: "long", day: "numeric", month: "short" } as const;
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
