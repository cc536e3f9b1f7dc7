import { indiaDate, indiaToInstant } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { crewDay } from "./crew-day";
import { type CrewFit, type CrewJob, type CrewStop, type Point, travelMinutesBetween } from "./route-fit";

const MINUTE = 60_000;

/**
 * Holds a person for a job as `fit` placed it (under lockCrew): the next stop of their day leaves from this job
 * now, so its departure moves first, then this job's hold is written. The exclusion constraint refuses either
 * if it would overlap anything held.
 */
export async function holdCrewJob(
  tx: DbTx,
  hold: { bookingId: number; centreId: number; leg: CrewStop["leg"]; crewMemberId: number },
  job: CrewJob,
  fit: CrewFit,
): Promise<void> {
  if (fit.next) await setDeparture(tx, fit.next.bookingId, fit.next.leg, new Date(fit.next.travelStart));
  await tx.$executeRaw`
    INSERT INTO crew_holds (booking_id, leg, crew_member_id, centre_id, travel_start, work_start, work_end,
      from_latitude, from_longitude, to_latitude, to_longitude)
    VALUES (${hold.bookingId}::int, ${hold.leg}::"CrewLeg", ${hold.crewMemberId}::int, ${hold.centreId}::int,
      ${utcTimestamp(new Date(fit.travelStart))}, ${utcTimestamp(new Date(job.workStart))},
      ${utcTimestamp(new Date(job.workEnd))}, ${job.from.latitude}::float8, ${job.from.longitude}::float8,
      ${job.to.latitude}::float8, ${job.to.longitude}::float8)`;
}

const setDeparture = (tx: DbTx, bookingId: number, leg: CrewStop["leg"], at: Date) =>
  tx.$executeRaw`UPDATE crew_holds SET travel_start = ${utcTimestamp(at)}
    WHERE booking_id = ${bookingId}::int AND leg = ${leg}::"CrewLeg"`;

/**
 * Gives back the people a booking held (it was cancelled, expired or moved): each hold goes, and the stop after
 * it in that person's day now leaves from the stop before it (or from their base), so the day's travel stays
 * what the route is. It still fits: the stop before worked, travelled to this job, worked and travelled on in
 * time, and the straight line from it to the next stop is no longer than the way through this job.
 */
export async function releaseCrew(tx: DbTx, bookingId: number): Promise<void> {
  const holds = await tx.crewHold.findMany({
    where: { bookingId },
    select: { crewMemberId: true, centreId: true, workStart: true, leg: true },
  });
  if (holds.length === 0) return;
  await tx.crewHold.deleteMany({ where: { bookingId } });
  for (const hold of holds) {
    // The India day of the hold: a person's day starts at their base (shifts do not cross midnight).
    const date = indiaDate(hold.workStart);
    const kind = hold.leg === "doorstep" ? "washer" : "driver";
    const crew = await crewDay(
      { tx },
      hold.centreId,
      kind,
      indiaToInstant(date, 0),
      indiaToInstant(date, 24 * 60),
    );
    const person = crew.find((member) => member.id === hold.crewMemberId);
    if (!person) continue;
    const next = earliest(person.stops.filter((stop) => stop.workStart > hold.workStart.getTime()));
    if (!next) continue;
    const previous = latest(person.stops.filter((stop) => stop.workStart < next.workStart));
    const origin: Point | null = previous
      ? previous.to
      : person.base.latitude !== null && person.base.longitude !== null
        ? { latitude: person.base.latitude, longitude: person.base.longitude }
        : null;
    const minutes = origin ? travelMinutesBetween(origin, next.from) : 0;
    await setDeparture(tx, next.bookingId, next.leg, new Date(next.workStart - minutes * MINUTE));
  }
}

const earliest = (stops: CrewStop[]) =>
  stops.reduce<CrewStop | null>((a, b) => (a === null || b.workStart < a.workStart ? b : a), null);
const latest = (stops: CrewStop[]) =>
  stops.reduce<CrewStop | null>((a, b) => (a === null || b.workStart > a.workStart ? b : a), null);
