import { describe, expect, it } from "vitest";
import {
  type CentreSchedule,
  freeBay,
  freeBayCount,
  reservationKey,
  startTimesOn,
  unitStarts,
  unitsFor,
} from "./slots";

const schedule: CentreSchedule = {
  slotMinutes: 30,
  bays: 2,
  hours: new Map([
    [1, { opensAt: 9 * 60, closesAt: 11 * 60, closed: false }],
    [2, { opensAt: 9 * 60, closesAt: 18 * 60, closed: true }],
  ]),
};

describe("slots", () => {
  it("counts a started unit as whole", () => {
    expect(unitsFor(30, 30)).toBe(1);
    expect(unitsFor(31, 30)).toBe(2);
    expect(unitsFor(0, 30)).toBe(1);
  });

  it("offers only starts where the whole job fits inside opening hours", () => {
    // 2026-11-23 is a Monday: 09:00-11:00.
    expect(startTimesOn(schedule, "2026-11-23", 30)).toEqual([540, 570, 600, 630]);
    expect(startTimesOn(schedule, "2026-11-23", 45)).toEqual([540, 570, 600]);
    expect(startTimesOn(schedule, "2026-11-23", 150)).toEqual([]);
  });

  it("offers nothing on closed days or days without hours", () => {
    expect(startTimesOn(schedule, "2026-11-24", 30)).toEqual([]);
    expect(startTimesOn(schedule, "2026-11-25", 30)).toEqual([]);
  });

  it("keeps a job in one bay for all its units", () => {
    const start = new Date("2026-11-23T03:30:00Z");
    const units = unitStarts(start, 60, 30);
    expect(units.map((u) => u.toISOString())).toEqual([
      "2026-11-23T03:30:00.000Z",
      "2026-11-23T04:00:00.000Z",
    ]);
    // Bay 1 is busy in the first unit, bay 2 in the second: no single bay is free throughout.
    const taken = new Set([reservationKey(units[0] as Date, 1), reservationKey(units[1] as Date, 2)]);
    expect(freeBay(taken, units, 2)).toBeNull();
    expect(freeBayCount(taken, units, 2)).toBe(0);
    expect(freeBay(taken, units, 3)).toBe(3);
    expect(freeBay(new Set([reservationKey(units[0] as Date, 1)]), units, 2)).toBe(2);
  });
});
