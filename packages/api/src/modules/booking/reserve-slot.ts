import type { DbTx } from "@chamak/db";
import { takenBayUnits } from "./schedule";
import { freeBay } from "./slots";

export interface SlotPlace {
  bay: number;
  units: Date[];
}

/**
 * Finds a bay free for every unit of a slot, under a lock on the centre row so concurrent bookings of the same
 * centre queue here; null when the slot is full. The caller inserts the bay_reservations in the same transaction.
 */
export async function findFreeBay(
  tx: DbTx,
  centre: { id: number; bays: number },
  units: readonly Date[],
  ignoreBookingId?: number,
): Promise<number | null> {
  await tx.$queryRaw`SELECT id FROM centres WHERE id = ${centre.id} FOR UPDATE`;
  const first = units[0];
  const last = units[units.length - 1];
  if (!first || !last) return null;
  const taken = await takenBayUnits(tx, centre.id, first, new Date(last.getTime() + 1), ignoreBookingId);
  return freeBay(taken, units, centre.bays);
}

/** The unit starts between a booking's start and end. */
export function unitsBetween(start: Date, end: Date, slotMinutes: number): Date[] {
  const units: Date[] = [];
  for (let t = start.getTime(); t < end.getTime(); t += slotMinutes * 60_000) units.push(new Date(t));
  return units;
}
