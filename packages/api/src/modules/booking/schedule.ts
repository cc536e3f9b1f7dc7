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
 * query took two round trips): availability and every booking read this.
 */
export async function loadBookableCentre(db: Db | DbTx, centreId: number): Promise<BookableCentre> {
  const [centre] = await queryJsonRows<CentreRow>(
    db,
    Prisma.sql`SELECT ${CENTRE_COLUMNS} FROM centres c WHERE c.id = ${centreId}`,
  );
  return toBookableCentre(centre);
}

/**
 * loadBookableCentre and takenBayUnits in one statement, for availability (every date a customer looks at).
 * PostgreSQL builds the reservationKey()s: epoch milliseconds of the unit (stored as UTC), '#', the bay.
 */
export async function loadCentreDay(
  db: Db | DbTx,
  centreId: number,
  from: Date,
  to: Date,
): Promise<{ centre: BookableCentre; taken: Set<string> }> {
  const [row] = await queryJsonRows<CentreRow & { taken: string[] }>(
    db,
    Prisma.sql`SELECT ${CENTRE_COLUMNS},
      ARRAY(SELECT (extract(epoch FROM r.slot_start) * 1000)::bigint || '#' || r.bay FROM bay_reservations r
            WHERE r.centre_id = c.id AND r.slot_start >= ${from} AND r.slot_start < ${to}) AS taken
    FROM centres c WHERE c.id = ${centreId}`,
  );
  return { centre: toBookableCentre(row), taken: new Set(row?.taken) };
}

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
