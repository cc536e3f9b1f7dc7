import type { CrewKind } from "@chamak/contracts";
import { type DbTx, Prisma } from "@chamak/db";
import { queryJsonRows } from "../../lib/json-rows";
import type { SqlTarget } from "../../lib/plain-rows";
import { utcTimestamp } from "../../lib/sql-timestamp";
import type { CrewCandidate, CrewStop, Point } from "./route-fit";

/** A person on the road with the stops they hold around a day, as crewDayColumn reads them. */
export interface CrewDayMember extends Omit<CrewCandidate, "base"> {
  base: { latitude: number | null; longitude: number | null };
  stops: CrewStop[];
}

const epochMs = (column: string) => Prisma.raw(`(extract(epoch FROM ${column}) * 1000)::bigint`);
const point = (latitude: string, longitude: string) =>
  Prisma.raw(`json_build_object('latitude', ${latitude}, 'longitude', ${longitude})`);

/**
 * SQL, a column over the centre `c` named `alias`: its washers or drivers (`kind`), each with the stops they hold
 * between two instants, as JSON (CrewDayMember[]). A person's base is theirs, else the centre's location.
 */
export const crewDayColumn = (kind: CrewKind, from: Date, to: Date, alias: string) => Prisma.sql`
  ARRAY(SELECT json_build_object('id', m.id, 'userId', m.user_id, 'shiftStart', m.shift_start,
          'shiftEnd', m.shift_end, 'daysOff', coalesce(m.days_off, '{}'),
          'vehicleTypeIds', coalesce(m.vehicle_type_ids, '{}'),
          'base', ${point("coalesce(m.base_latitude, c.latitude)", "coalesce(m.base_longitude, c.longitude)")},
          'stops', ARRAY(SELECT json_build_object('bookingId', h.booking_id, 'leg', h.leg,
                     'travelStart', ${epochMs("h.travel_start")}, 'workStart', ${epochMs("h.work_start")},
                     'workEnd', ${epochMs("h.work_end")},
                     'from', ${point("h.from_latitude", "h.from_longitude")},
                     'to', ${point("h.to_latitude", "h.to_longitude")})
                   FROM crew_holds h
                   WHERE h.crew_member_id = m.id
                     AND tsrange(h.travel_start, h.work_end) && tsrange(${utcTimestamp(from)}, ${utcTimestamp(to)})))
        FROM crew_members m WHERE m.centre_id = c.id AND ${kind}::"CrewKind" = ANY(m.kinds) ORDER BY m.id)
  AS ${Prisma.raw(`"${alias}"`)}`;

/** A person as planning needs them: a base with no location (a centre without one) is where the job is. */
export function candidateOf(member: CrewDayMember, jobPlace: Point): CrewCandidate {
  const { latitude, longitude } = member.base;
  return {
    ...member,
    base: latitude === null || longitude === null ? jobPlace : { latitude, longitude },
  };
}

/**
 * Locks the centre's crew (every washer and driver row, in id order) for the rest of the transaction, so jobs
 * placed at one centre at once queue here and each sees the others' holds; the exclusion constraint on
 * crew_holds stands behind it.
 */
export async function lockCrew(tx: DbTx, centreId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM crew_members WHERE centre_id = ${centreId}::int ORDER BY id FOR UPDATE`;
}

/** The centre's washers or drivers with their stops between two instants, read in the caller's transaction. */
export async function crewDay(
  target: SqlTarget,
  centreId: number,
  kind: CrewKind,
  from: Date,
  to: Date,
): Promise<CrewDayMember[]> {
  const [row] = await queryJsonRows<{ crew: CrewDayMember[] }>(
    target,
    Prisma.sql`SELECT ${crewDayColumn(kind, from, to, "crew")} FROM centres c WHERE c.id = ${centreId}::int`,
  );
  return row?.crew ?? [];
}
