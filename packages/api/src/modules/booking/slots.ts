import { weekdayOfDate } from "./india-time";

export interface DayHours {
  opensAt: number;
  closesAt: number;
  closed: boolean;
}

export interface CentreSchedule {
  slotMinutes: number;
  bays: number;
  /** Indexed by weekday, 0 = Sunday. */
  hours: ReadonlyMap<number, DayHours>;
}

/** How many slot units a job of `durationMinutes` occupies (a started unit is a whole unit). */
export function unitsFor(durationMinutes: number, slotMinutes: number): number {
  return Math.max(1, Math.ceil(durationMinutes / slotMinutes));
}

/** Start times (minutes after midnight) on a date at which a job fits inside opening hours. */
export function startTimesOn(schedule: CentreSchedule, date: string, durationMinutes: number): number[] {
  const day = schedule.hours.get(weekdayOfDate(date));
  if (!day || day.closed) return [];
  const length = unitsFor(durationMinutes, schedule.slotMinutes) * schedule.slotMinutes;
  const starts: number[] = [];
  for (let start = day.opensAt; start + length <= day.closesAt; start += schedule.slotMinutes)
    starts.push(start);
  return starts;
}

/** The instants of every slot unit a job starting at `start` covers. */
export function unitStarts(start: Date, durationMinutes: number, slotMinutes: number): Date[] {
  return Array.from(
    { length: unitsFor(durationMinutes, slotMinutes) },
    (_, i) => new Date(start.getTime() + i * slotMinutes * 60_000),
  );
}

/** A bay-unit as a Set key: epoch ms and bay (cheaper than an ISO string; availability builds hundreds). */
export const reservationKey = (unit: Date, bay: number) => `${unit.getTime()}#${bay}`;

/** The lowest bay free for every unit, or null. A job keeps one bay from start to end. */
export function freeBay(taken: ReadonlySet<string>, units: readonly Date[], bays: number): number | null {
  for (let bay = 1; bay <= bays; bay++) {
    if (units.every((unit) => !taken.has(reservationKey(unit, bay)))) return bay;
  }
  return null;
}

export function freeBayCount(taken: ReadonlySet<string>, units: readonly Date[], bays: number): number {
  let free = 0;
  for (let bay = 1; bay <= bays; bay++) {
    if (units.every((unit) => !taken.has(reservationKey(unit, bay)))) free++;
  }
  return free;
}
