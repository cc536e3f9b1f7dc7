import { indiaToInstant, instantToIndia } from "@chamak/contracts";

// Where things sit on the timeline: minutes of the India day ↔ pixels, and a drag ↔ a bay and a start.

/** Pixels per minute of the day: an hour is 176 px, so a 30-minute block (88 px) shows its start and name. */
export const PX_PER_MINUTE = 176 / 60;
/** One bay's row. */
export const ROW_HEIGHT = 96;
/** The bay names' column. */
export const BAY_COLUMN = 72;
/** A row's name (a bay, a washer) stays in view while the day scrolls sideways under it. */
export const STICKY_ROW_NAME = {
  flexShrink: 0,
  position: "sticky",
  left: 0,
  zIndex: 3,
  background: "var(--mantine-color-body)",
  borderRight: "1px solid var(--mantine-color-gray-3)",
} as const;

/** The hours the timeline spans: the day's hours, or a plain working day when closed. */
export function dayWindow(day: { closed: boolean; opensAt: number; closesAt: number }) {
  return day.closed || day.closesAt <= day.opensAt
    ? { from: 8 * 60, to: 20 * 60 }
    : { from: day.opensAt, to: day.closesAt };
}

/**
 * The window widened, to whole hours, to show every washer's and driver's job that day from leaving for it to
 * finishing it: people on the road may start before the centre opens and finish after it closes.
 */
export function windowWithCrew(
  window: { from: number; to: number },
  date: string,
  jobs: readonly { travelStart: Date; workEnd: Date }[],
) {
  let { from, to } = window;
  for (const job of jobs) {
    from = Math.min(from, Math.floor(minutesOn(date, job.travelStart) / 60) * 60);
    to = Math.max(to, Math.ceil(minutesOn(date, job.workEnd) / 60) * 60);
  }
  return { from: Math.max(0, from), to: Math.min(24 * 60, to) };
}

/** Minutes after midnight in India of an instant on `date` (past midnight counts on, so a span stays a span). */
export function minutesOn(date: string, instant: Date): number {
  return Math.round((instant.getTime() - indiaToInstant(date, 0).getTime()) / 60_000);
}

/** Left edge and width of a span on a row whose left edge is `from` minutes. */
export function spanBox(date: string, from: number, start: Date, end: Date) {
  const left = (minutesOn(date, start) - from) * PX_PER_MINUTE;
  return { left, width: Math.max(8, (end.getTime() - start.getTime()) / 60_000) * PX_PER_MINUTE };
}

/**
 * Where a block dragged by (dx, dy) pixels lands: its bay (kept within 1..bays) and its start, snapped to the slot
 * length from the day's opening, kept inside the window. Given `now`, a new start is one still ahead, as the Move
 * dialog offers: the server refuses a move into the past, so a block dragged left of the now line stops at the
 * first start after it, and stays at its own time when none is left (the rest of a past day).
 */
export function dropTarget(
  drag: { dx: number; dy: number },
  from: { bay: number; start: Date },
  grid: {
    date: string;
    bays: number;
    slotMinutes: number;
    window: { from: number; to: number };
    now?: Date;
  },
) {
  const bay = Math.min(grid.bays, Math.max(1, from.bay + Math.round(drag.dy / ROW_HEIGHT)));
  const fromMinutes = minutesOn(grid.date, from.start);
  const steps = Math.round((fromMinutes + drag.dx / PX_PER_MINUTE - grid.window.from) / grid.slotMinutes);
  const last = grid.window.to - grid.slotMinutes;
  let minutes = Math.min(last, Math.max(grid.window.from, grid.window.from + steps * grid.slotMinutes));
  const now = grid.now ? pastUntil(grid.date, grid.now) : null;
  if (now !== null && minutes !== fromMinutes && minutes <= now) {
    const firstAhead =
      grid.window.from + (Math.floor((now - grid.window.from) / grid.slotMinutes) + 1) * grid.slotMinutes;
    minutes = firstAhead <= last ? firstAhead : fromMinutes;
  }
  return { bay, start: indiaToInstant(grid.date, minutes) };
}

/** Minutes of `date` up to which a start is past: the time now on today, all of a day gone, null for one ahead. */
function pastUntil(date: string, now: Date): number | null {
  const india = instantToIndia(now);
  if (india.date === date) return india.minutes;
  return india.date > date ? Number.POSITIVE_INFINITY : null;
}

/** The "now" line's minutes on `date`, or null when `date` is not today in India. */
export function nowMinutesOn(date: string, now: Date): number | null {
  const india = instantToIndia(now);
  return india.date === date ? india.minutes : null;
}

/** Slot starts of a day (minutes), for the Move dialog's times and the grid's hour marks. */
export function slotStarts(window: { from: number; to: number }, slotMinutes: number): number[] {
  const starts: number[] = [];
  for (let minutes = window.from; minutes < window.to; minutes += slotMinutes) starts.push(minutes);
  return starts;
}
