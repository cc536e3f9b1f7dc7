import { indiaToInstant } from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import {
  dropTarget,
  nowMinutesOn,
  PX_PER_MINUTE,
  ROW_HEIGHT,
  spanBox,
  windowWithCrew,
} from "./timeline-geometry";

const date = "2026-12-01";
const grid = { date, bays: 3, slotMinutes: 30, window: { from: 8 * 60, to: 20 * 60 } };
const from = { bay: 1, start: indiaToInstant(date, 10 * 60) };

describe("the timeline's geometry", () => {
  it("draws a booking from its start for its length", () => {
    expect(spanBox(date, 8 * 60, from.start, indiaToInstant(date, 11 * 60))).toEqual({
      left: 120 * PX_PER_MINUTE,
      width: 60 * PX_PER_MINUTE,
    });
  });

  it("snaps a drop to the slot grid and the bays there are", () => {
    // 50 minutes right and one row down: 10:50 snaps to 11:00 on bay 2.
    expect(dropTarget({ dx: 50 * PX_PER_MINUTE, dy: ROW_HEIGHT }, from, grid)).toEqual({
      bay: 2,
      start: indiaToInstant(date, 11 * 60),
    });
    // Far below and far left: the last bay, the opening time.
    expect(dropTarget({ dx: -1000 * PX_PER_MINUTE, dy: 10 * ROW_HEIGHT }, from, grid)).toEqual({
      bay: 3,
      start: indiaToInstant(date, 8 * 60),
    });
    // A small wobble stays where it was.
    expect(dropTarget({ dx: 5, dy: 10 }, from, grid)).toEqual(from);
  });

  it("lands a block dragged into the past at the first start still ahead, as the Move dialog offers", () => {
    const at = (minutes: number) => indiaToInstant(date, minutes);
    const later = { bay: 1, start: at(15 * 60) };
    // 14:05 now: dragged to 11:00, it stops at 14:30; dragged to 16:00, it goes there.
    const today = { ...grid, now: at(14 * 60 + 5) };
    expect(dropTarget({ dx: -240 * PX_PER_MINUTE, dy: 0 }, later, today)).toEqual({
      bay: 1,
      start: at(14 * 60 + 30),
    });
    expect(dropTarget({ dx: 60 * PX_PER_MINUTE, dy: 0 }, later, today)).toEqual({
      bay: 1,
      start: at(16 * 60),
    });
    // At 14:00 exactly, 14:00 has begun: the first start ahead is 14:30.
    const onTheHour = { ...grid, now: at(14 * 60) };
    expect(dropTarget({ dx: -60 * PX_PER_MINUTE, dy: 0 }, later, onTheHour).start).toEqual(at(14 * 60 + 30));
    // A late booking (10:00, now 14:05) moved to another bay keeps its time.
    expect(dropTarget({ dx: 0, dy: ROW_HEIGHT }, from, today)).toEqual({ bay: 2, start: from.start });
    // After the last start, and on a day gone, no new time: the block keeps its own.
    const closing = { ...grid, now: at(19 * 60 + 40) };
    expect(dropTarget({ dx: -120 * PX_PER_MINUTE, dy: 0 }, later, closing).start).toEqual(later.start);
    const nextDay = { ...grid, now: indiaToInstant("2026-12-02", 9 * 60) };
    expect(dropTarget({ dx: 60 * PX_PER_MINUTE, dy: ROW_HEIGHT }, later, nextDay)).toEqual({
      bay: 2,
      start: later.start,
    });
    // A day ahead: every start on the grid.
    const dayBefore = { ...grid, now: indiaToInstant("2026-11-30", 9 * 60) };
    expect(dropTarget({ dx: -1000 * PX_PER_MINUTE, dy: 0 }, later, dayBefore).start).toEqual(at(8 * 60));
  });

  it("puts the now line on today only, in India time", () => {
    expect(nowMinutesOn(date, indiaToInstant(date, 14 * 60 + 5))).toBe(14 * 60 + 5);
    expect(nowMinutesOn(date, indiaToInstant("2026-12-02", 9 * 60))).toBeNull();
  });

  it("widens the day to whole hours around the crew's jobs, travel included, and no further", () => {
    const at = (minutes: number) => indiaToInstant(date, minutes);
    const hours = { from: 9 * 60, to: 18 * 60 };
    expect(windowWithCrew(hours, date, [])).toEqual(hours);
    const early = { travelStart: at(7 * 60 + 35), workEnd: at(8 * 60 + 30) };
    const late = { travelStart: at(18 * 60), workEnd: at(19 * 60 + 10) };
    expect(windowWithCrew(hours, date, [early, late])).toEqual({ from: 7 * 60, to: 20 * 60 });
  });
});
