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

/** An approved centre with its opening hours; anything else is not bookable. */
export async function loadBookableCentre(db: Db | DbTx, centreId: number): Promise<BookableCentre> {
  const centre = await db.centre.findUnique({
    where: { id: centreId },
    select: {
      id: true,
      name: true,
      status: true,
      slotMinutes: true,
      bays: true,
      offersPickDrop: true,
      offersDoorstep: true,
      pickDropFeePaise: true,
      openingHours: { select: { weekday: true, opensAt: true, closesAt: true, closed: true } },
    },
  });
  if (!centre || centre.status !== "approved") {
    throw new DomainError("NOT_FOUND", "This centre is not taking bookings", "centreId");
  }
  return {
    ...centre,
    schedule: {
      slotMinutes: centre.slotMinutes,
      bays: centre.bays,
      hours: new Map(centre.openingHours.map((day) => [day.weekday, day])),
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
