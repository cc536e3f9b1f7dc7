import type { BookingStatus, PaymentMethod, PaymentStatus } from "@chamak/db";

/**
 * When a message about a booking still makes sense, read against the booking as it is now (a message is
 * delivered later than the change it follows): one set of rules for the emails and the phone messages.
 */

/** Statuses in which a customer still expects to turn up. */
const REMINDABLE: readonly BookingStatus[] = ["requested", "paid", "confirmed"];

/**
 * A reminder is due while the booking is still on, its slot is ahead, and it is for the slot the reminder was
 * queued for (a rescheduled booking gets its own reminder).
 */
export function reminderStillDue(
  booking: { status: BookingStatus; slotStart: Date },
  remindedSlot: string,
  now: Date,
): boolean {
  if (!REMINDABLE.includes(booking.status) || booking.slotStart.getTime() <= now.getTime()) return false;
  return new Date(remindedSlot).getTime() === booking.slotStart.getTime();
}

/**
 * The moment a booking becomes real for the centre and is "placed" for the customer: a cash request as it is
 * made (booking.created), a UPI booking once it is paid (booking.paid); before that it only holds a slot. A
 * walk-in never is: the centre made it at its counter and confirms it then (cash) or as it is paid (UPI), so the
 * customer hears only "confirmed" and the centre is not told of its own booking.
 */
export function isPlacedBy(
  topic: "booking.created" | "booking.paid",
  booking: { paymentMethod: PaymentMethod; walkIn: boolean },
): boolean {
  if (booking.walkIn) return false;
  return topic === "booking.created" ? booking.paymentMethod === "cash" : booking.paymentMethod === "upi";
}

/** A UPI booking that was never paid was never placed: its cancellation is news to nobody. */
export function wasEverPlaced(booking: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}): boolean {
  return !(booking.paymentMethod === "upi" && booking.paymentStatus === "pending");
}

/**
 * A UPI booking's "please pay" email is pointless once it was paid (or otherwise left pending payment); a
 * walk-in's customer is at the counter, paying or paid, and hears when it is confirmed.
 */
export function stillAwaitsFirstEmail(booking: {
  paymentMethod: PaymentMethod;
  status: BookingStatus;
  walkIn: boolean;
}): boolean {
  if (booking.walkIn) return false;
  return !(booking.paymentMethod === "upi" && booking.status !== "pending_payment");
}

/** "Paid, the centre will confirm it shortly" is untrue of a walk-in: it is confirmed as it is paid. */
export function paidAwaitsConfirmation(booking: { walkIn: boolean }): boolean {
  return !booking.walkIn;
}
