import { describe, expect, it } from "vitest";
import { indiaToInstant } from "./india-time";
import { earliestSendTime, inQuietHours } from "./quiet-hours";

const ist = (date: string, time: string, seconds = 0) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return new Date(indiaToInstant(date, h * 60 + m).getTime() + seconds * 1000);
};

describe("quiet hours (21:00 to 10:00 IST)", () => {
  it.each([
    ["20:59", 59, false],
    ["21:00", 0, true],
    ["23:59", 59, true],
    ["00:00", 0, true],
    ["09:59", 59, true],
    ["10:00", 0, false],
    ["15:00", 0, false],
  ] as const)("%s:%s IST is quiet: %s", (time, seconds, quiet) => {
    expect(inQuietHours(ist("2026-12-01", time, seconds))).toBe(quiet);
  });

  it("sends a transactional message at once, even at night", () => {
    const night = ist("2026-12-01", "23:30");
    expect(earliestSendTime("transactional", night)).toEqual(night);
  });

  it("sends a promotional message at once outside the quiet hours", () => {
    for (const time of ["10:00", "14:00", "20:59"]) {
      const at = ist("2026-12-01", time);
      expect(earliestSendTime("promotional", at)).toEqual(at);
    }
    const lastSecond = ist("2026-12-01", "20:59", 59);
    expect(earliestSendTime("promotional", lastSecond)).toEqual(lastSecond);
  });

  it("defers a promotional message from the evening to 10:00 the next morning, across midnight and month ends", () => {
    expect(earliestSendTime("promotional", ist("2026-12-01", "21:00"))).toEqual(ist("2026-12-02", "10:00"));
    expect(earliestSendTime("promotional", ist("2026-12-01", "23:59", 59))).toEqual(
      ist("2026-12-02", "10:00"),
    );
    expect(earliestSendTime("promotional", ist("2026-12-31", "22:15"))).toEqual(ist("2027-01-01", "10:00"));
  });

  it("defers a promotional message after midnight to 10:00 the same morning", () => {
    expect(earliestSendTime("promotional", ist("2026-12-02", "00:00"))).toEqual(ist("2026-12-02", "10:00"));
    expect(earliestSendTime("promotional", ist("2026-12-02", "09:59", 59))).toEqual(
      ist("2026-12-02", "10:00"),
    );
  });

  it("reads India's clock, not the server's: 21:00 IST is 15:30 UTC", () => {
    expect(inQuietHours(new Date("2026-12-01T15:29:59Z"))).toBe(false);
    expect(inQuietHours(new Date("2026-12-01T15:30:00Z"))).toBe(true);
    expect(earliestSendTime("promotional", new Date("2026-12-01T15:30:00Z"))).toEqual(
      new Date("2026-12-02T04:30:00Z"),
    );
  });
});
