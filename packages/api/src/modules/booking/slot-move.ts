import type { DbTx } from "@chamak/db";
import { releaseCrew } from "../crew";
import { enqueue, TOPIC } from "../outbox";
import { bookedPlace, fieldBookingOf, holdCrewForBooking } from "./booking-crew";
import { enqueueReminder } from "./reminders";
import { reserveBay } from "./reserve-slot";
import type { BookableCentre } from "./schedule";
import type { LockedBooking } from "./transition";

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

/** Whether a booking holds a bay: all but a doorstep job placed on the map (its washer is its capacity). */
export const holdsBay = (booking: Pick<LockedBooking, "serviceMode" | "latitude">) =>
  booking.serviceMode !== "doorstep" || booking.latitude === null;

/**
 * Puts a locked booking on `bay` (null: a doorstep job, which holds no bay) from `slot.start` to `slot.end` in
 * place of its current hold, and a doorstep or pick & drop job's people with it. False when an overlapping
 * reservation holds that bay (the exclusion constraint decides, so a booking that did not queue on the centre
 * lock cannot be double-sold); the caller then throws, which rolls the deleted hold back too. Nobody free to go
 * is refused as booking refuses it (booking-crew.ts).
 */
export async function holdNewSlot(
  tx: DbTx,
  booking: LockedBooking,
  bay: number | null,
  slot: { start: Date; end: Date },
  centre: Pick<BookableCentre, "id" | "name" | "reach">,
): Promise<boolean> {
  await tx.bayReservation.deleteMany({ where: { bookingId: booking.id } });
  if (bay !== null) {
    const reservation = { bookingId: booking.id, centreId: booking.centreId, bay, slot };
    if (!(await reserveBay(tx, reservation))) return false;
  }
  await tx.booking.update({ where: { id: booking.id }, data: { slotStart: slot.start, slotEnd: slot.end } });
  // Kept at its time (another bay only), its people stay; at another time they are planned again.
  const timeKept =
    slot.start.getTime() === booking.slotStart.getTime() && slot.end.getTime() === booking.slotEnd.getTime();
  if (timeKept) return true;
  await releaseCrew(tx, booking.id);
  const where = bookedPlace(booking);
  const field = fieldBookingOf(centre, booking, where, slot);
  if (field) {
    await holdCrewForBooking(tx, booking.id, field, {
      centre: centre.name,
      place: `${booking.address} (${booking.zip})`,
    });
  }
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
