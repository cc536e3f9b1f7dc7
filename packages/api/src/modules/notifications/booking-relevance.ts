import type { BookingStatus, PaymentMethod, PaymentStatus } from "@chamak/db";

/**
 * When a message about a booking still makes sense, read against the booking as it is now (a message is
 * delivered later than the change it follows): one set of rules for the emails and the phone messages.
 */

/** Statuses in which a customer still expects to turn up. */
const REMINDABLE: readonly BookingStatus[] = ["requested", "paid", "confirmed"];

/**
 * A reminder is due while the booking is still on, its slot is ahead, and it is for the slot the reminder was
 * queued for (a rescheduled booking gets its own reminder; older messages name no slot).
 */
export function reminderStillDue(
  booking: { status: BookingStatus; slotStart: Date },
  remindedSlot: string | undefined,
  now: Date,
): boolean {
  if (!REMINDABLE.includes(booking.status) || booking.slotStart.getTime() <= now.getTime()) return false;
  return !remindedSlot || new Date(remindedSlot).getTime() === booking.slotStart.getTime();
}

/**
 * The moment a booking becomes real for the centre and is "placed" for the customer: a cash request as it is
 * made (booking.created), a UPI booking once it is paid (booking.paid); before that it only holds a slot.
 */
export function isPlacedBy(topic: "booking.created" | "booking.paid", paymentMethod: PaymentMethod): boolean {
  return topic === "booking.created" ? paymentMethod === "cash" : paymentMethod === "upi";
}

/** A UPI booking that was never paid was never placed: its cancellation is news to nobody. */
export function wasEverPlaced(booking: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}): boolean {
  return !(booking.paymentMethod === "upi" && booking.paymentStatus === "pending");
}

/** A UPI booking's "please pay" email is pointless once it was paid (or otherwise left pending payment). */
export function stillAwaitsFirstEmail(booking: {
  paymentMethod: PaymentMethod;
  status: BookingStatus;
}): boolean {
  return !(booking.paymentMethod === "upi" && booking.status !== "pending_payment");
}
