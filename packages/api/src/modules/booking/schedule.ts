import type { TravelFeeBand } from "@chamak/contracts";
import { type Db, type DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { queryJsonRows } from "../../lib/json-rows";
import type { SqlTarget } from "../../lib/plain-rows";
import { utcTimestamp } from "../../lib/sql-timestamp";
import type { CentreReach } from "./reach";
import { type BayHold, type CentreSchedule, type DayBreak, type TakenBays, takenBaysOf } from "./slots";

export interface BookableCentre {
  id: number;
  name: string;
  status: string;
  offersPickDrop: boolean;
  offersDoorstep: boolean;
  pickDropFeePaise: number | null;
  /** Where it goes for doorstep and pick & drop (reach.ts). */
  reach: CentreReach;
  schedule: CentreSchedule;
}

interface CentreRow {
  id: number;
  name: string;
  status: string;
  slotMinutes: number;
  bays: number;
  offersPickDrop: boolean;
  offersDoorstep: boolean;
  pickDropFeePaise: number | null;
  latitude: number | null;
  longitude: number | null;
  doorstepRadiusKm: number;
  pickDropRadiusKm: number;
  servicePins: string[];
  serviceArea: string | null;
  travelFeeBands: TravelFeeBand[];
  openingHours: { weekday: number; opensAt: number; closesAt: number; closed: boolean }[];
  dayRules: { date: string; closed: boolean; opensAt: number | null; closesAt: number | null }[];
  breaks: DayBreak[];
}

const CENTRE_COLUMNS = Prisma.sql`c.id, c.name, c.status::text AS status, c.slot_minutes AS "slotMinutes", c.bays,
  c.offers_pick_drop AS "offersPickDrop", c.offers_doorstep AS "offersDoorstep",
  c.pick_drop_fee_paise AS "pickDropFeePaise", c.latitude, c.longitude,
  c.doorstep_radius_km AS "doorstepRadiusKm", c.pick_drop_radius_km AS "pickDropRadiusKm",
  to_json(c.service_pins) AS "servicePins", c.service_area::text AS "serviceArea",
  c.travel_fee_bands AS "travelFeeBands",
  coalesce((SELECT json_agg(json_build_object('weekday', h.weekday, 'opensAt', h.opens_at,
                                             'closesAt', h.closes_at, 'closed', h.closed))
            FROM opening_hours h WHERE h.centre_id = c.id), '[]'::json) AS "openingHours",
  coalesce((SELECT json_agg(json_build_object('date', d.date, 'closed', d.closed, 'opensAt', d.opens_at,
                                             'closesAt', d.closes_at))
            FROM centre_day_rules d WHERE d.centre_id = c.id), '[]'::json) AS "dayRules",
  coalesce((SELECT json_agg(json_build_object('weekday', b.weekday, 'startsAt', b.starts_at, 'endsAt', b.ends_at))
            FROM centre_breaks b WHERE b.centre_id = c.id), '[]'::json) AS breaks`;

function toBookableCentre(centre: CentreRow | undefined, anyStatus: boolean): BookableCentre {
  if (!centre || (!anyStatus && centre.status !== "approved")) {
    throw new DomainError("NOT_FOUND", "centreNotTakingBookings", "centreId");
  }
  return {
    id: centre.id,
    name: centre.name,
    status: centre.status,
    offersPickDrop: centre.offersPickDrop,
    offersDoorstep: centre.offersDoorstep,
    pickDropFeePaise: centre.pickDropFeePaise,
    reach: {
      latitude: centre.latitude,
      longitude: centre.longitude,
      doorstepRadiusKm: centre.doorstepRadiusKm,
      pickDropRadiusKm: centre.pickDropRadiusKm,
      servicePins: centre.servicePins,
      serviceArea: centre.serviceArea,
      travelFeeBands: centre.travelFeeBands,
    },
    schedule: {
      slotMinutes: centre.slotMinutes,
      bays: centre.bays,
      hours: new Map(
        centre.openingHours.map((day) => [
          day.weekday,
          { weekday: day.weekday, opensAt: day.opensAt, closesAt: day.closesAt, closed: day.closed },
        ]),
      ),
      dates: new Map(
        centre.dayRules.map((day) => [
          day.date,
          { opensAt: day.opensAt ?? 0, closesAt: day.closesAt ?? 0, closed: day.closed },
        ]),
      ),
      breaks: centre.breaks,
    },
  };
}

/**
 * An approved centre with its opening hours; anything else is not bookable. One statement (the relation
 * query took two round trips).
 */
export async function loadBookableCentre(target: SqlTarget, centreId: number): Promise<BookableCentre> {
  return (await loadBookableCentreWith(target, centreId, [])).centre;
}

/**
 * loadBookableCentre with more columns computed for the centre `c` in the same statement (its reservations,
 * a cart's services), so availability and every quote and booking read what they need in one round trip.
 * The columns must be ones JSON keeps as they are (see queryJsonRows).
 */
export async function loadBookableCentreWith<Extra extends object>(
  target: SqlTarget,
  centreId: number,
  columns: readonly Prisma.Sql[],
  /** Also a centre not (or no longer) approved: its own timeline still shows its day. */
  options: { anyStatus?: boolean } = {},
): Promise<{ centre: BookableCentre; extra: Extra }> {
  const [row] = await queryJsonRows<CentreRow & Extra>(
    target,
    Prisma.sql`SELECT ${Prisma.join([CENTRE_COLUMNS, ...columns])} FROM centres c WHERE c.id = ${centreId}`,
  );
  const centre = toBookableCentre(row, options.anyStatus ?? false);
  return { centre, extra: row as Extra };
}

/**
 * SQL: the reservation `r` holds its bay at some moment between two instants (half-open ranges, so 10:00–10:30
 * and 10:30–11:00 do not meet). Written as the exclusion constraint's own expression, so the constraint's
 * GiST index (centre_id, bay, tsrange(slot_start, slot_end)) finds the rows.
 */
export const reservationOverlaps = (from: Date, to: Date) =>
  Prisma.sql`tsrange(r.slot_start, r.slot_end) && tsrange(${utcTimestamp(from)}, ${utcTimestamp(to)})`;

/** SQL: the bay block `k` (maintenance) takes its bay at some moment between two instants. */
export const blockOverlaps = (from: Date, to: Date) =>
  Prisma.sql`tsrange(k.starts_at, k.ends_at) && tsrange(${utcTimestamp(from)}, ${utcTimestamp(to)})`;

/**
 * A column for loadBookableCentreWith, named "taken": the reservations and bay blocks of the centre `c`
 * overlapping two instants as BayHold triples (bay, start and end in epoch milliseconds of the UTC the columns
 * hold), which JSON keeps as numbers; takenBaysOf() groups them.
 */
export const takenColumn = (from: Date, to: Date) => Prisma.sql`
  ARRAY(SELECT json_build_array(r.bay, (extract(epoch FROM r.slot_start) * 1000)::bigint,
                                (extract(epoch FROM r.slot_end) * 1000)::bigint)
        FROM bay_reservations r WHERE r.centre_id = c.id AND ${reservationOverlaps(from, to)}
        UNION ALL
        SELECT json_build_array(k.bay, (extract(epoch FROM k.starts_at) * 1000)::bigint,
                                (extract(epoch FROM k.ends_at) * 1000)::bigint)
        FROM bay_blocks k WHERE k.centre_id = c.id AND ${blockOverlaps(from, to)}) AS taken`;

/** The bays held (booked or blocked) at a centre at some moment between two instants, leaving out one booking's own hold. */
export async function takenBays(
  db: Db | DbTx,
  centreId: number,
  from: Date,
  to: Date,
  ignoreBookingId?: number,
): Promise<TakenBays> {
  const rows = await db.$queryRaw<{ bay: number; slotStart: Date; slotEnd: Date }[]>`
    SELECT r.bay, r.slot_start AS "slotStart", r.slot_end AS "slotEnd" FROM bay_reservations r
    WHERE r.centre_id = ${centreId}::int AND ${reservationOverlaps(from, to)}
      AND r.booking_id <> ${ignoreBookingId ?? 0}::int
    UNION ALL
    SELECT k.bay, k.starts_at, k.ends_at FROM bay_blocks k
    WHERE k.centre_id = ${centreId}::int AND ${blockOverlaps(from, to)}`;
  return takenBaysOf(rows.map((row): BayHold => [row.bay, row.slotStart.getTime(), row.slotEnd.getTime()]));
}
