import { type BookingView, POLICY } from "@chamak/contracts";

const HOUR_MS = 60 * 60 * 1000;

export type BookingActions = {
  pay: boolean;
  cancel: boolean;
  reschedule: boolean;
  /** The centre (or an admin) cancelled: the customer picks a free reschedule or a full refund. */
  companyChoice: boolean;
  review: boolean;
};

const UPCOMING: readonly BookingView["status"][] = ["requested", "paid", "confirmed"];

export function cancelledByCompany(booking: Pick<BookingView, "status" | "cancelledBy" | "companyChoice">) {
  return (
    booking.status === "cancelled" &&
    (booking.cancelledBy === "centre" || booking.cancelledBy === "admin") &&
    booking.companyChoice === null
  );
}

/**
 * What the customer may do with a booking now, from the stated policy (the server checks the same rules):
 * cancel up to POLICY.cancelMinHoursBeforeSlot before the slot, reschedule up to
 * POLICY.rescheduleMinHoursBeforeSlot before it, review once completed.
 */
export function bookingActions(
  booking: Pick<BookingView, "status" | "paymentMethod" | "slotStart" | "cancelledBy" | "companyChoice">,
  now: Date = new Date(),
): BookingActions {
  const hoursLeft = (booking.slotStart.getTime() - now.getTime()) / HOUR_MS;
  const companyChoice = cancelledByCompany(booking);
  return {
    pay: booking.status === "pending_payment" && booking.paymentMethod === "upi" && hoursLeft > 0,
    cancel:
      (booking.status === "pending_payment" || UPCOMING.includes(booking.status)) &&
      hoursLeft >= POLICY.cancelMinHoursBeforeSlot,
    reschedule: UPCOMING.includes(booking.status) && hoursLeft >= POLICY.rescheduleMinHoursBeforeSlot,
    companyChoice,
    review: booking.status === "completed",
  };
}

/** A paid (captured) booking cancelled in time is refunded in full; nothing else was charged. */
export function refundOnCancel(booking: Pick<BookingView, "paymentStatus">): boolean {
  return booking.paymentStatus === "captured";
}
