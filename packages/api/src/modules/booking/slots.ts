import { weekdayOfDate } from "@chamak/contracts";

export interface DayHours {
  opensAt: number;
  closesAt: number;
  closed: boolean;
}

/** A break inside the day (minutes after midnight, half-open): no job runs across it. */
export interface DayBreak {
  /** 0 = Sunday; null: every day. */
  weekday: number | null;
  startsAt: number;
  endsAt: number;
}

export interface CentreSchedule {
  slotMinutes: number;
  bays: number;
  /** Indexed by weekday, 0 = Sunday. */
  hours: ReadonlyMap<number, DayHours>;
  /** India dates whose hours are not their weekday's: a holiday (closed) or special hours. */
  dates: ReadonlyMap<string, DayHours>;
  breaks: readonly DayBreak[];
}

/** The hours a centre keeps on an India date: the date's own (holiday, special hours) or its weekday's. */
export function hoursOn(schedule: CentreSchedule, date: string): DayHours | undefined {
  return schedule.dates.get(date) ?? schedule.hours.get(weekdayOfDate(date));
}

/** How many slot units a job of `durationMinutes` occupies (a started unit is a whole unit). */
export function unitsFor(durationMinutes: number, slotMinutes: number): number {
  return Math.max(1, Math.ceil(durationMinutes / slotMinutes));
}

/**
 * Start times (minutes after midnight) on a date at which a job fits inside the hours kept that day and runs
 * across none of its breaks.
 */
export function startTimesOn(schedule: CentreSchedule, date: string, durationMinutes: number): number[] {
  const day = hoursOn(schedule, date);
  if (!day || day.closed) return [];
  const weekday = weekdayOfDate(date);
  const breaks = schedule.breaks.filter((b) => b.weekday === null || b.weekday === weekday);
  const length = unitsFor(durationMinutes, schedule.slotMinutes) * schedule.slotMinutes;
  const starts: number[] = [];
  for (let start = day.opensAt; start + length <= day.closesAt; start += schedule.slotMinutes) {
    const end = start + length;
    if (!breaks.some((b) => b.startsAt < end && b.endsAt > start)) starts.push(start);
  }
  return starts;
}

/** The instants of every slot unit a job starting at `start` covers. */
export function unitStarts(start: Date, durationMinutes: number, slotMinutes: number): Date[] {
  return Array.from(
    { length: unitsFor(durationMinutes, slotMinutes) },
    (_, i) => new Date(start.getTime() + i * slotMinutes * 60_000),
  );
}

/** When a job starting at `start` ends: after its whole units (a started unit is a whole unit). */
export function slotEndOf(start: Date, durationMinutes: number, slotMinutes: number): Date {
  return new Date(start.getTime() + unitsFor(durationMinutes, slotMinutes) * slotMinutes * 60_000);
}

/** A bay held from `start` to `end` (epoch ms, half-open), as bay_reservations stores it. */
export type BayHold = readonly [bay: number, start: number, end: number];

/**
 * The holds at a centre by bay. Compared as time ranges, never by slot-unit start: a booking made under an
 * earlier slot length or opening time (10:00–10:30) still blocks a slot of today's grid (10:15–11:00).
 */
export type TakenBays = ReadonlyMap<number, readonly BayHold[]>;

export function takenBaysOf(holds: Iterable<BayHold>): TakenBays {
  const byBay = new Map<number, BayHold[]>();
  for (const hold of holds) {
    const list = byBay.get(hold[0]);
    if (list) list.push(hold);
    else byBay.set(hold[0], [hold]);
  }
  return byBay;
}

function isFree(taken: TakenBays, bay: number, start: number, end: number): boolean {
  const holds = taken.get(bay);
  return !holds?.some(([, holdStart, holdEnd]) => holdStart < end && holdEnd > start);
}

/** The lowest bay free from `start` to `end`, or null. A job keeps one bay from start to end. */
export function freeBay(taken: TakenBays, start: Date, end: Date, bays: number): number | null {
  for (let bay = 1; bay <= bays; bay++) {
    if (isFree(taken, bay, start.getTime(), end.getTime())) return bay;
  }
  return null;
}

export function freeBayCount(taken: TakenBays, start: Date, end: Date, bays: number): number {
  let free = 0;
  for (let bay = 1; bay <= bays; bay++) {
    if (isFree(taken, bay, start.getTime(), end.getTime())) free++;
  }
  return free;
}
