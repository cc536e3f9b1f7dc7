import type { DbTx } from "@chamak/db";
import { enqueue, TOPIC } from "../outbox";
import { enqueueReminder } from "./reminders";
import { reserveBay } from "./reserve-slot";

// What a booking's move to another slot does, whoever moves it: the customer's reschedule
// (customer-bookings.service.ts) and the centre's move on its timeline (centre-booking-move.service.ts).

/** How long a booking's services take together (what its slot must fit). */
export async function bookingDuration(tx: DbTx, bookingId: number): Promise<number> {
  const items = await tx.bookingItem.findMany({
    where: { bookingId },
    select: { durationMinutes: true, quantity: true },
  });
  return items.reduce((sum, item) => sum + item.durationMinutes * item.quantity, 0);
}

/**
 * Puts a locked booking on `bay` from `slot.start` to `slot.end` in place of its current hold. False when an
 * overlapping reservation holds that bay (the exclusion constraint decides, so a booking that did not queue on
 * the centre lock cannot be double-sold); the caller then throws, which rolls the deleted hold back too.
 */
export async function holdNewSlot(
  tx: DbTx,
  booking: { id: number; centreId: number },
  bay: number,
  slot: { start: Date; end: Date },
): Promise<boolean> {
  await tx.bayReservation.deleteMany({ where: { bookingId: booking.id } });
  const reserved = await reserveBay(tx, { bookingId: booking.id, centreId: booking.centreId, bay, slot });
  if (!reserved) return false;
  await tx.booking.update({ where: { id: booking.id }, data: { slotStart: slot.start, slotEnd: slot.end } });
  return true;
}

/**
 * The booking's time changed: its reminder follows it, and the customer (SMS, WhatsApp) and the centre hear of
 * it through booking.rescheduled ("moved from <from> to <to>").
 */
export async function announceNewSlot(tx: DbTx, bookingId: number, from: Date, to: Date): Promise<void> {
  await enqueueReminder(tx, bookingId, to);
  await enqueue(tx, TOPIC["booking.rescheduled"], { bookingId, from: from.toISOString() });
}
