import { POLICY } from "./policy";
import type { BookingMoney, BookingView } from "./schemas/booking";

// The booking state machine and what each side may do with a booking now. The API enforces these rules
// (packages/api/src/modules/booking) and sends the viewer's allowed actions with every booking it shows
// (BookingView.allowedActions), so the site and the console offer exactly what the server accepts.

export type BookingStatus = BookingView["status"];

/** Who acts on a booking: the customer, the centre's staff, a platform admin, or the server itself (jobs, payments). */
export type BookingActor = "customer" | "centre" | "admin" | "system";

/**
 * Which status may follow which, and who makes the move. Anything else is refused, whoever asks.
 * Two writes go around the machine on purpose: a free reschedule after a centre's or admin's cancellation
 * revives the booking as it was (cancelled → requested or paid, the customer's free_reschedule), and a payment
 * arriving for an expired booking whose bay is gone cancels it (expired → cancelled, with a refund).
 */
export const BOOKING_MOVES: Record<BookingStatus, Partial<Record<BookingStatus, readonly BookingActor[]>>> = {
  pending_payment: {
    paid: ["customer", "system"],
    cancelled: ["customer", "centre", "admin", "system"],
    expired: ["system"],
  },
  requested: { confirmed: ["centre"], cancelled: ["customer", "centre", "admin"] },
  paid: { confirmed: ["centre"], cancelled: ["customer", "centre", "admin"] },
  confirmed: { in_progress: ["centre"], cancelled: ["customer", "centre", "admin"], no_show: ["centre"] },
  in_progress: { completed: ["centre"] },
  completed: {},
  cancelled: {},
  no_show: {},
  // A payment that arrives after the hold ran out still pays the booking, if a bay is free again.
  expired: { paid: ["system"] },
};

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: "awaiting payment",
  requested: "requested (cash)",
  paid: "paid",
  confirmed: "confirmed",
  in_progress: "in progress",
  completed: "completed",
  cancelled: "cancelled",
  no_show: "no-show",
  expired: "expired",
};

/** Whether the machine lets a booking go from one status to the other (whoever asks). */
export function canMove(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_MOVES[from][to] !== undefined;
}

/** Whether this actor may move a booking from one status to the other. */
export function mayMove(from: BookingStatus, to: BookingStatus, actor: BookingActor): boolean {
  return BOOKING_MOVES[from][to]?.includes(actor) ?? false;
}

/** Bookings that still hold bays. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = [
  "pending_payment",
  "requested",
  "paid",
  "confirmed",
  "in_progress",
];

/** Everything anyone may do with a booking (BookingView.allowedActions holds some of these). */
export const BOOKING_ACTIONS = [
  // The customer's
  "pay",
  "free_reschedule",
  "take_refund",
  "reschedule",
  "review",
  "cancel",
  // The centre's (and cancel)
  "confirm",
  "start",
  "complete",
  "cash_collected",
  "no_show",
  // An admin's (and cancel)
  "refund",
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** The actions each actor takes on bookings, in the order the apps show them. */
export const ACTOR_ACTIONS = {
  customer: ["pay", "free_reschedule", "take_refund", "reschedule", "review", "cancel"],
  centre: ["confirm", "start", "complete", "cash_collected", "no_show", "cancel"],
  admin: ["refund", "cancel"],
  system: [],
} as const satisfies Record<BookingActor, readonly BookingAction[]>;

export type CentreAction = (typeof ACTOR_ACTIONS.centre)[number];

export const isCentreAction = (action: BookingAction): action is CentreAction =>
  (ACTOR_ACTIONS.centre as readonly BookingAction[]).includes(action);

/** The status an action moves a booking to, when it is a move of the state machine. */
const MOVE_OF: Partial<Record<BookingAction, BookingStatus>> = {
  cancel: "cancelled",
  confirm: "confirmed",
  start: "in_progress",
  complete: "completed",
  no_show: "no_show",
};

/** What the rules read about a booking: its view's fields, and whether the customer has reviewed it. */
export type BookingFacts = Pick<
  BookingView,
  "status" | "paymentMethod" | "slotStart" | "cancelledBy" | "companyChoice" | "money"
> & { reviewed: boolean };

/** Bookings a customer may move to another slot (up to POLICY.rescheduleMinHoursBeforeSlot before it). */
const UPCOMING: readonly BookingStatus[] = ["requested", "paid", "confirmed"];
/** Bookings whose cash the centre may mark collected. */
const CASH_COLLECTABLE: readonly BookingStatus[] = ["confirmed", "in_progress", "completed"];

const HOUR_MS = 60 * 60 * 1000;

/** The centre (or an admin) cancelled and the customer has not yet chosen a free reschedule or a refund. */
export function cancelledByCompany(booking: Pick<BookingFacts, "status" | "cancelledBy" | "companyChoice">) {
  return (
    booking.status === "cancelled" &&
    (booking.cancelledBy === "centre" || booking.cancelledBy === "admin") &&
    booking.companyChoice === null
  );
}

/** Why nothing more of a booking's online payments can be refunded, or null when some can. */
export function whyNotRefundable(money: BookingMoney): string | null {
  if (money.capturedPaise === 0) {
    return "This booking has no captured online payment to refund; cash is settled by the centre";
  }
  if (money.refundablePaise <= 0) {
    return money.refundPendingPaise > 0
      ? "Everything paid is already being refunded"
      : "This booking has been refunded in full already";
  }
  return null;
}

/**
 * Why this actor may not take this action on the booking now, or null when they may. The rules:
 * - the state machine (BOOKING_MOVES) for cancel, confirm, start, complete and no-show;
 * - a customer pays an unpaid UPI booking before its slot; cancels up to POLICY.cancelMinHoursBeforeSlot
 *   before the slot (everything paid online is then refunded); reschedules an upcoming booking up to
 *   POLICY.rescheduleMinHoursBeforeSlot before it; reviews a completed booking once;
 * - after a centre's or admin's cancellation, the customer chooses a free reschedule (a cash booking, or one
 *   still paid in full) or a refund (while something paid online is left to refund);
 * - a centre marks a no-show once the slot has started, and cash collected once, for a confirmed, started or
 *   completed cash booking;
 * - an admin refunds while something paid online is left to refund.
 */
export function whyNot(
  booking: BookingFacts,
  actor: BookingActor,
  action: BookingAction,
  now: Date = new Date(),
): string | null {
  if (!(ACTOR_ACTIONS[actor] as readonly BookingAction[]).includes(action)) {
    return `Taking "${action}" on a booking is not for the ${actor}`;
  }
  const to = MOVE_OF[action];
  if (to && !mayMove(booking.status, to, actor)) {
    return `A booking that is ${STATUS_LABELS[booking.status]} cannot become ${STATUS_LABELS[to]}`;
  }
  const hoursLeft = (booking.slotStart.getTime() - now.getTime()) / HOUR_MS;
  const { money } = booking;
  switch (action) {
    case "pay":
      if (!mayMove(booking.status, "paid", actor) || booking.paymentMethod !== "upi") {
        return "This booking is not waiting for payment";
      }
      return hoursLeft > 0 ? null : "The slot has passed; please book again";
    case "cancel":
      if (actor === "customer" && hoursLeft < POLICY.cancelMinHoursBeforeSlot) {
        return `Bookings can be cancelled up to ${POLICY.cancelMinHoursBeforeSlot} hour before the slot; late cancellations are not refunded`;
      }
      return null;
    case "reschedule":
      if (!UPCOMING.includes(booking.status)) return "Only upcoming bookings can be rescheduled";
      if (hoursLeft < POLICY.rescheduleMinHoursBeforeSlot) {
        return `Bookings can be rescheduled up to ${POLICY.rescheduleMinHoursBeforeSlot} hours before the slot`;
      }
      return null;
    case "free_reschedule":
      if (!cancelledByCompany(booking)) return "This booking was not cancelled by the centre";
      // It revives the booking as it was paid: only with its money whole.
      if (booking.paymentMethod === "upi" && money.heldPaise < money.duePaise) {
        return money.everPaid
          ? "This booking's payment has been refunded, so it cannot be rescheduled; please book again"
          : "This booking was never paid, so it cannot be rescheduled; please book again";
      }
      return null;
    case "take_refund":
      if (!cancelledByCompany(booking)) return "This booking was not cancelled by the centre";
      return money.refundablePaise > 0 ? null : "Nothing paid online is left to refund";
    case "review":
      if (booking.status !== "completed") return "You can review a booking once the centre has completed it";
      return booking.reviewed ? "You have already reviewed this booking" : null;
    case "no_show":
      return booking.slotStart > now ? "A no-show can be marked only after the slot has started" : null;
    case "cash_collected":
      if (booking.paymentMethod !== "cash" || money.cashPaise > 0) {
        return "Only cash still due can be marked collected";
      }
      return CASH_COLLECTABLE.includes(booking.status)
        ? null
        : `Cash cannot be marked collected for a booking that is ${STATUS_LABELS[booking.status]}`;
    case "refund":
      return whyNotRefundable(money);
    case "confirm":
    case "start":
    case "complete":
      return null;
  }
}

/** The actions this actor may take on the booking now, in the order the apps show them. */
export function allowedActions(
  booking: BookingFacts,
  actor: BookingActor,
  now: Date = new Date(),
): BookingAction[] {
  const actions: readonly BookingAction[] = ACTOR_ACTIONS[actor];
  return actions.filter((action) => whyNot(booking, actor, action, now) === null);
}

/** "full" when nothing was refunded before, "rest" after a partial refund, "already" when all of it went back. */
export type CancelRefund =
  | { kind: "full" | "rest"; amountPaise: number }
  | { kind: "already" | "nothing_paid"; amountPaise: 0 };

/** What a customer's cancelling in time gives back: everything still held online (the server refunds the same). */
export function refundOnCancel(money: BookingMoney): CancelRefund {
  if (money.refundablePaise > 0) {
    return {
      kind: money.refundablePaise === money.capturedPaise ? "full" : "rest",
      amountPaise: money.refundablePaise,
    };
  }
  return { kind: money.capturedPaise > 0 ? "already" : "nothing_paid", amountPaise: 0 };
}
