import { indiaToInstant, instantToIndia, travelMinutesFor } from "@chamak/contracts";
import { distanceKm } from "../places";

// Where a job fits in a washer's or driver's day, without the database: booking (under the crew lock) and
// availability (for every start of a day) ask the same functions, so a time is offered exactly when booking it
// succeeds.

export interface Point {
  latitude: number;
  longitude: number;
}

/** A person on the road, as planning needs them. Times are minutes after midnight, India time. */
export interface CrewCandidate {
  id: number;
  userId: number;
  shiftStart: number;
  shiftEnd: number;
  daysOff: readonly number[];
  vehicleTypeIds: readonly number[];
  /** Where the day starts: their base, else the centre. */
  base: Point;
}

/** Time held for one job (epoch ms): from leaving the previous stop to the end of the work, `from` → `to`. */
export interface CrewStop {
  bookingId: number;
  leg: "doorstep" | "pickup" | "return";
  travelStart: number;
  workStart: number;
  workEnd: number;
  from: Point;
  to: Point;
}

/** A job to place: work from `workStart` to `workEnd` (epoch ms), starting at `from` and ending at `to`. */
export interface CrewJob {
  vehicleTypeId: number;
  /** Weekday (0 = Sunday) and the day's midnight (epoch ms), India time. */
  weekday: number;
  dayStart: number;
  workStart: number;
  workEnd: number;
  from: Point;
  to: Point;
}

/** How a job fits a person's day: when they leave for it, and the next stop's new departure (from this job). */
export interface CrewFit {
  travelStart: number;
  travelMinutes: number;
  next: { bookingId: number; leg: CrewStop["leg"]; travelStart: number } | null;
}

export const travelMinutesBetween = (a: Point, b: Point) => travelMinutesFor(distanceKm(a, b));

const MINUTE = 60_000;

/**
 * Whether `job` fits between the stops already in a person's day (`stops`: theirs, any order, none overlapping):
 * on a working day, inside the shift from leaving to finishing, after the previous stop's work plus the travel
 * from where it ended (or from their base), and leaving time to travel on to the next stop. Null when it does not.
 */
export function fitJob(person: CrewCandidate, stops: readonly CrewStop[], job: CrewJob): CrewFit | null {
  if (person.daysOff.includes(job.weekday)) return null;
  if (person.vehicleTypeIds.length > 0 && !person.vehicleTypeIds.includes(job.vehicleTypeId)) return null;
  let previous: CrewStop | null = null;
  let next: CrewStop | null = null;
  for (const stop of stops) {
    if (stop.workStart < job.workStart) {
      if (!previous || stop.workStart > previous.workStart) previous = stop;
    } else if (!next || stop.workStart < next.workStart) {
      next = stop;
    }
  }
  const travelMinutes = travelMinutesBetween(previous ? previous.to : person.base, job.from);
  const travelStart = job.workStart - travelMinutes * MINUTE;
  const shiftStart = job.dayStart + person.shiftStart * MINUTE;
  const shiftEnd = job.dayStart + person.shiftEnd * MINUTE;
  if (travelStart < shiftStart || job.workEnd > shiftEnd) return null;
  if (previous && previous.workEnd > travelStart) return null;
  if (!next) return { travelStart, travelMinutes, next: null };
  const nextTravelStart = next.workStart - travelMinutesBetween(job.to, next.from) * MINUTE;
  if (nextTravelStart < job.workEnd) return null;
  return {
    travelStart,
    travelMinutes,
    next: { bookingId: next.bookingId, leg: next.leg, travelStart: nextTravelStart },
  };
}

/**
 * Who takes a job: of the people it fits, the nearest (least travel to it), then the one with the fewest jobs that
 * day (load balanced), then the lowest id (a stable answer). Null when it fits nobody.
 */
export function chooseCrew<P extends CrewCandidate>(
  people: readonly P[],
  stopsOf: (person: P) => readonly CrewStop[],
  job: CrewJob,
): { person: P; fit: CrewFit } | null {
  let best: { person: P; fit: CrewFit; load: number } | null = null;
  for (const person of people) {
    const stops = stopsOf(person);
    const fit = fitJob(person, stops, job);
    if (!fit) continue;
    const load = stops.length;
    if (
      !best ||
      fit.travelMinutes < best.fit.travelMinutes ||
      (fit.travelMinutes === best.fit.travelMinutes &&
        (load < best.load || (load === best.load && person.id < best.person.id)))
    ) {
      best = { person, fit, load };
    }
  }
  return best && { person: best.person, fit: best.fit };
}

/**
 * Whether a job a person already holds still lies in their working time: not on a day off, and from leaving for
 * it to finishing it inside their shift that day (the test fitJob makes when giving it). A change of shift keeps
 * jobs given before it; this says which of them it left outside, for the dispatcher to give to someone else.
 */
export function withinShift(
  person: Pick<CrewCandidate, "shiftStart" | "shiftEnd" | "daysOff">,
  hold: { travelStart: Date; workStart: Date; workEnd: Date },
): boolean {
  const day = instantToIndia(hold.workStart);
  if (person.daysOff.includes(day.weekday)) return false;
  const dayStart = indiaToInstant(day.date, 0).getTime();
  const leaves = (hold.travelStart.getTime() - dayStart) / MINUTE;
  const finishes = (hold.workEnd.getTime() - dayStart) / MINUTE;
  return leaves >= person.shiftStart && finishes <= person.shiftEnd;
}
