import { type BookingMoney, type BookingView, POLICY } from "@chamak/contracts";

const HOUR_MS = 60 * 60 * 1000;

export type BookingActions = {
  pay: boolean;
  cancel: boolean;
  reschedule: boolean;
  /** The centre (or an admin) cancelled: a free reschedule, while the booking's money is whole. */
  freeReschedule: boolean;
  /** The centre (or an admin) cancelled: a refund of everything still held online. */
  takeRefund: boolean;
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
 * What the customer may do with a booking now, from the stated policy and the booking's money (the server
 * checks the same rules): cancel up to POLICY.cancelMinHoursBeforeSlot before the slot, reschedule up to
 * POLICY.rescheduleMinHoursBeforeSlot before it, review once completed. After the centre cancelled, a free
 * reschedule needs a cash booking or one still paid in full, and a refund needs money left to refund.
 */
export function bookingActions(
  booking: Pick<
    BookingView,
    "status" | "paymentMethod" | "slotStart" | "cancelledBy" | "companyChoice" | "money"
  >,
  now: Date = new Date(),
): BookingActions {
  const hoursLeft = (booking.slotStart.getTime() - now.getTime()) / HOUR_MS;
  const companyCancelled = cancelledByCompany(booking);
  const { money } = booking;
  return {
    pay: booking.status === "pending_payment" && booking.paymentMethod === "upi" && hoursLeft > 0,
    cancel:
      (booking.status === "pending_payment" || UPCOMING.includes(booking.status)) &&
      hoursLeft >= POLICY.cancelMinHoursBeforeSlot,
    reschedule: UPCOMING.includes(booking.status) && hoursLeft >= POLICY.rescheduleMinHoursBeforeSlot,
    freeReschedule:
      companyCancelled && (booking.paymentMethod === "cash" || money.heldPaise >= money.duePaise),
    takeRefund: companyCancelled && money.refundablePaise > 0,
    review: booking.status === "completed",
  };
}

/** "full" when nothing was refunded before, "rest" after a partial refund, "already" when all of it went back. */
export type CancelRefund =
  | { kind: "full" | "rest"; amountPaise: number }
  | { kind: "already" | "nothing_paid"; amountPaise: 0 };

/** What cancelling in time gives back: everything still held online (the server refunds the same). */
export function refundOnCancel(money: BookingMoney): CancelRefund {
  if (money.refundablePaise > 0) {
    return {
      kind: money.refundablePaise === money.capturedPaise ? "full" : "rest",
      amountPaise: money.refundablePaise,
    };
  }
  return { kind: money.capturedPaise > 0 ? "already" : "nothing_paid", amountPaise: 0 };
}
