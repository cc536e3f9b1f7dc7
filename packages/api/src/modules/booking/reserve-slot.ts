import type { DbTx } from "@chamak/db";
import { lockRow } from "../../lib/row-lock";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { takenBays } from "./schedule";
import { freeBay } from "./slots";

/**
 * Finds a bay free from `slot.start` to `slot.end`, under a lock on the centre row so concurrent bookings of
 * the same centre queue here; null when the slot is full. The caller then takes it with reserveBay in the same
 * transaction.
 */
export async function findFreeBay(
  tx: DbTx,
  centre: { id: number; bays: number },
  slot: { start: Date; end: Date },
  ignoreBookingId?: number,
): Promise<number | null> {
  await lockRow(tx, "centres", centre.id);
  const taken = await takenBays(tx, centre.id, slot.start, slot.end, ignoreBookingId);
  return freeBay(taken, slot.start, slot.end, centre.bays);
}

/**
 * Holds `bay` for a booking from `slot.start` to `slot.end`: one row per booking (see BayReservation). False
 * when an overlapping reservation of that bay got there first: `ON CONFLICT DO NOTHING` covers the exclusion
 * constraint, so losing the race to a booking that did not queue on the centre lock (insertBooking claims its
 * bay the same way, without the lock) leaves the caller's transaction usable instead of aborted or deadlocked.
 */
export async function reserveBay(
  tx: DbTx,
  reservation: { bookingId: number; centreId: number; bay: number; slot: { start: Date; end: Date } },
): Promise<boolean> {
  const { bookingId, centreId, bay, slot } = reservation;
  const inserted = await tx.$executeRaw`
    INSERT INTO bay_reservations (booking_id, bay, centre_id, slot_start, slot_end)
    VALUES (${bookingId}::int, ${bay}::int, ${centreId}::int, ${utcTimestamp(slot.start)}, ${utcTimestamp(slot.end)})
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}
