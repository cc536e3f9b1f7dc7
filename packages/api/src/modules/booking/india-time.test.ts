import { describe, expect, it } from "vitest";
import {
  formatMinutes,
  indiaDate,
  indiaToInstant,
  instantToIndia,
  parseTime,
  weekdayOfDate,
} from "./india-time";

// Tests run with TZ=America/New_York, so any use of the server's zone would shift these.
describe("India time", () => {
  it("maps a wall-clock time in India to its UTC instant", () => {
    expect(indiaToInstant("2026-11-23", 9 * 60).toISOString()).toBe("2026-11-23T03:30:00.000Z");
    expect(indiaToInstant("2026-11-23", 2 * 60).toISOString()).toBe("2026-11-22T20:30:00.000Z");
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
    expect(indiaDate(new Date("2026-11-22T19:00:00Z"))).toBe("2026-11-23");
    expect(indiaDate(new Date("2026-11-22T19:00:00Z"), 1)).toBe("2026-11-24");
    expect(formatMinutes(9 * 60 + 5)).toBe("09:05");
    expect(parseTime("18:30")).toBe(1110);
  });
});
