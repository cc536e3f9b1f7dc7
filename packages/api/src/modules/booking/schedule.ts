import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
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

/**
 * An approved centre with its opening hours; anything else is not bookable. One statement (the relation
 * query took two round trips): availability and every booking read this.
 */
export async function loadBookableCentre(db: Db | DbTx, centreId: number): Promise<BookableCentre> {
  const [centre] = await db.$queryRaw<CentreRow[]>`
    SELECT c.id, c.name, c.status::text AS status, c.slot_minutes AS "slotMinutes", c.bays,
      c.offers_pick_drop AS "offersPickDrop", c.offers_doorstep AS "offersDoorstep",
      c.pick_drop_fee_paise AS "pickDropFeePaise",
      coalesce((SELECT json_agg(json_build_object('weekday', h.weekday, 'opensAt', h.opens_at,
                                                 'closesAt', h.closes_at, 'closed', h.closed))
                FROM opening_hours h WHERE h.centre_id = c.id), '[]'::json) AS "openingHours"
    FROM centres c WHERE c.id = ${centreId}`;
  if (centre?.status !== "approved") {
    throw new DomainError("NOT_FOUND", "This centre is not taking bookings", "centreId");
  }
  const { openingHours, ...fields } = centre;
  return {
    ...fields,
    schedule: {
      slotMinutes: centre.slotMinutes,
      bays: centre.bays,
      hours: new Map(
        openingHours.map((day) => [
          day.weekday,
          { weekday: day.weekday, opensAt: day.opensAt, closesAt: day.closesAt, closed: day.closed },
        ]),
      ),
    },
  };
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
