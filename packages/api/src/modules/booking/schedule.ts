import { type Db, type DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { queryJsonRows } from "../../lib/json-rows";
import { type CentreSchedule, reservationKey } from "./slots";

export interface BookableCentre {
  id: number;
  name: string;
  status: string;
  offersPickDrop: boolean;
  offersDoorstep: boolean;
  pickDropFeePaise: number | null;
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
  openingHours: { weekday: number; opensAt: number; closesAt: number; closed: boolean }[];
}

const CENTRE_COLUMNS = Prisma.sql`c.id, c.name, c.status::text AS status, c.slot_minutes AS "slotMinutes", c.bays,
  c.offers_pick_drop AS "offersPickDrop", c.offers_doorstep AS "offersDoorstep",
  c.pick_drop_fee_paise AS "pickDropFeePaise",
  coalesce((SELECT json_agg(json_build_object('weekday', h.weekday, 'opensAt', h.opens_at,
                                             'closesAt', h.closes_at, 'closed', h.closed))
            FROM opening_hours h WHERE h.centre_id = c.id), '[]'::json) AS "openingHours"`;

function toBookableCentre(centre: CentreRow | undefined): BookableCentre {
  if (centre?.status !== "approved") {
    throw new DomainError("NOT_FOUND", "This centre is not taking bookings", "centreId");
  }
  return {
    id: centre.id,
    name: centre.name,
    status: centre.status,
    offersPickDrop: centre.offersPickDrop,
    offersDoorstep: centre.offersDoorstep,
    pickDropFeePaise: centre.pickDropFeePaise,
    schedule: {
      slotMinutes: centre.slotMinutes,
      bays: centre.bays,
      hours: new Map(
        centre.openingHours.map((day) => [
          day.weekday,
          { weekday: day.weekday, opensAt: day.opensAt, closesAt: day.closesAt, closed: day.closed },
        ]),
      ),
    },
  };
}

/**
 * An approved centre with its opening hours; anything else is not bookable. One statement (the relation
 * query took two round trips).
 */
export async function loadBookableCentre(db: Db | DbTx, centreId: number): Promise<BookableCentre> {
  return (await loadBookableCentreWith(db, centreId, [])).centre;
}

/**
 * loadBookableCentre with more columns computed for the centre `c` in the same statement (its reservations,
 * a cart's services), so availability and every quote and booking read what they need in one round trip.
 * The columns must be ones JSON keeps as they are (see queryJsonRows).
 */
export async function loadBookableCentreWith<Extra extends object>(
  db: Db | DbTx,
  centreId: number,
  columns: readonly Prisma.Sql[],
): Promise<{ centre: BookableCentre; extra: Extra }> {
  const [row] = await queryJsonRows<CentreRow & Extra>(
    db,
    Prisma.sql`SELECT ${Prisma.join([CENTRE_COLUMNS, ...columns])} FROM centres c WHERE c.id = ${centreId}`,
  );
  const centre = toBookableCentre(row);
  return { centre, extra: row as Extra };
}

/**
 * A column for loadBookableCentreWith, named "taken": the bay-units held at the centre between two instants
 * as reservationKey()s, which PostgreSQL builds: epoch milliseconds of the unit (stored as UTC), '#', the bay.
 */
export const takenColumn = (from: Date, to: Date) => Prisma.sql`
  ARRAY(SELECT (extract(epoch FROM r.slot_start) * 1000)::bigint || '#' || r.bay FROM bay_reservations r
        WHERE r.centre_id = c.id AND r.slot_start >= ${from} AND r.slot_start < ${to}) AS taken`;

/** Bay-units already held at a centre between two instants, as reservationKey()s. */
export async function takenBayUnits(
  db: Db | DbTx,
  centreId: number,
  from: Date,
  to: Date,
  ignoreBookingId?: number,
): Promise<Set<string>> {
  const rows = await db.bayReservation.findMany({
    where: {
      centreId,
      slotStart: { gte: from, lt: to },
      ...(ignoreBookingId ? { bookingId: { not: ignoreBookingId } } : {}),
    },
    select: { slotStart: true, bay: true },
  });
  return new Set(rows.map((row) => reservationKey(row.slotStart, row.bay)));
}
