import { describe, expect, it } from "vitest";
import {
  type BayHold,
  type CentreSchedule,
  freeBay,
  freeBayCount,
  slotEndOf,
  startTimesOn,
  takenBaysOf,
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
  dates: new Map(),
  breaks: [],
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

  it("keeps a date's own hours over its weekday's: a holiday closes it, special hours change it", () => {
    const withDates: CentreSchedule = {
      ...schedule,
      dates: new Map([
        ["2026-11-23", { opensAt: 0, closesAt: 0, closed: true }],
        ["2026-11-30", { opensAt: 10 * 60, closesAt: 11 * 60, closed: false }],
        // A Tuesday (closed every week) opened for one date.
        ["2026-11-24", { opensAt: 17 * 60, closesAt: 18 * 60, closed: false }],
      ]),
    };
    expect(startTimesOn(withDates, "2026-11-23", 30)).toEqual([]);
    expect(startTimesOn(withDates, "2026-11-30", 30)).toEqual([600, 630]);
    expect(startTimesOn(withDates, "2026-11-24", 30)).toEqual([1020, 1050]);
    // The next Monday keeps the weekday's hours.
    expect(startTimesOn(withDates, "2026-12-07", 30)).toEqual([540, 570, 600, 630]);
  });

  it("runs no job across a break: every day's, or its weekday's only", () => {
    const withBreaks: CentreSchedule = {
      ...schedule,
      breaks: [
        { weekday: null, startsAt: 9 * 60 + 30, endsAt: 10 * 60 },
        { weekday: 2, startsAt: 10 * 60, endsAt: 11 * 60 },
      ],
    };
    // Monday 09:00-11:00 with 09:30-10:00 off: a 30-minute job at 09:00 or from 10:00; an hour's job only at 10:00.
    expect(startTimesOn(withBreaks, "2026-11-23", 30)).toEqual([540, 600, 630]);
    expect(startTimesOn(withBreaks, "2026-11-23", 60)).toEqual([600]);
  });

  it("keeps a job in one bay from its start to the end of its last unit", () => {
    const start = new Date("2026-11-23T03:30:00Z");
    const units = unitStarts(start, 60, 30);
    expect(units.map((u) => u.toISOString())).toEqual([
      "2026-11-23T03:30:00.000Z",
      "2026-11-23T04:00:00.000Z",
    ]);
    const end = slotEndOf(start, 60, 30);
    expect(end.toISOString()).toBe("2026-11-23T04:30:00.000Z");
    expect(slotEndOf(start, 31, 30)).toEqual(end);
    // Bay 1 is busy in the first half hour, bay 2 in the second: no single bay is free throughout.
    const halfHour = (bay: number, from: Date): BayHold => [
      bay,
      from.getTime(),
      from.getTime() + 30 * 60_000,
    ];
    const taken = takenBaysOf([halfHour(1, units[0] as Date), halfHour(2, units[1] as Date)]);
    expect(freeBay(taken, start, end, 2)).toBeNull();
    expect(freeBayCount(taken, start, end, 2)).toBe(0);
    expect(freeBay(taken, start, end, 3)).toBe(3);
    expect(freeBay(takenBaysOf([halfHour(1, start)]), start, end, 2)).toBe(2);
  });

  it("compares holds as time ranges, whatever slot grid they were booked on", () => {
    const at = (time: string) => new Date(`2026-11-23T${time}:00+05:30`);
    // Booked 10:00–10:30 under 30-minute slots; the centre now has 45-minute slots.
    const taken = takenBaysOf([[1, at("10:00").getTime(), at("10:30").getTime()]]);
    expect(freeBay(taken, at("10:15"), at("11:00"), 1)).toBeNull();
    expect(freeBay(taken, at("09:30"), at("10:15"), 1)).toBeNull();
    expect(freeBay(taken, at("10:29"), at("10:44"), 1)).toBeNull();
    // Half-open ranges: ending as it starts, or starting as it ends, is no overlap.
    expect(freeBay(taken, at("09:15"), at("10:00"), 1)).toBe(1);
    expect(freeBay(taken, at("10:30"), at("11:15"), 1)).toBe(1);
  });
});
