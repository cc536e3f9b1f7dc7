import { type ErrorMessage, errorMessage } from "./messages";
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
    // Paid in cash instead of online: the customer gives up paying by UPI (checkout's payAtCentre), or the centre
    // takes cash at its counter instead of the walk-in's UPI QR.
    requested: ["customer", "centre"],
    cancelled: ["customer", "centre", "admin", "system"],
    expired: ["system"],
  },
  // The server confirms a wash plan's month as it opens in cash or is paid, and completes it when its last day
  // is over (wash-plans); it cancels one whose plan ended before it was served.
  requested: { confirmed: ["centre", "system"], cancelled: ["customer", "centre", "admin", "system"] },
  // The server makes a paid field job a no-show when its washer found the car not accessible (field-visits),
  // whether or not the centre had confirmed it; the centre itself marks only a confirmed one.
  paid: {
    confirmed: ["centre", "system"],
    cancelled: ["customer", "centre", "admin", "system"],
    no_show: ["system"],
  },
  confirmed: {
    in_progress: ["centre"],
    completed: ["system"],
    cancelled: ["customer", "centre", "admin", "system"],
    no_show: ["centre"],
  },
  in_progress: { completed: ["centre"] },
  completed: {},
  cancelled: {},
  no_show: {},
  // A payment that arrives after the hold ran out still pays the booking, if a bay is free again.
  expired: { paid: ["system"] },
};

/** A status as messages name it ("awaiting payment"), in the reader's language. */
export function statusLabel(status: BookingStatus): ErrorMessage {
  return errorMessage(`status_${status}`);
}

/** "A booking that is paid cannot become requested (cash)". */
export function cannotMoveMessage(from: BookingStatus, to: BookingStatus): ErrorMessage {
  return errorMessage("cannotMove", { from: statusLabel(from), to: statusLabel(to) });
}

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

/** What the rules read about a booking: its view's fields (a BookingView is its own facts). */
export type BookingFacts = Pick<
  BookingView,
  | "status"
  | "paymentMethod"
  | "slotStart"
  | "cancelledBy"
  | "companyChoice"
  | "money"
  | "reviewed"
  | "serviceMode"
>;

/**
 * What anyone may do by hand with a wash plan's month (an order its plan opens, pays, credits and closes): the
 * centre marks its cash collected, the customer reviews it, an admin refunds it. The rest is the plan's.
 */
const PLAN_MONTH_ACTIONS: readonly BookingAction[] = ["cash_collected", "review", "refund"];

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
export function whyNotRefundable(money: BookingMoney): ErrorMessage | null {
  if (money.capturedPaise === 0) {
    return errorMessage("noCapturedPayment");
  }
  if (money.refundablePaise <= 0) {
    return errorMessage(money.refundPendingPaise > 0 ? "refundInProgress" : "refundedInFull");
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
 * - a centre starts a job at most POLICY.startMaxHoursBeforeSlot before its slot;
 * - a centre marks a no-show once the slot has started, and cash collected once, for a confirmed, started or
 *   completed cash booking;
 * - an admin refunds while something paid online is left to refund.
 */
export function whyNot(
  booking: BookingFacts,
  actor: BookingActor,
  action: BookingAction,
  now: Date = new Date(),
): ErrorMessage | null {
  if (!(ACTOR_ACTIONS[actor] as readonly BookingAction[]).includes(action)) {
    return errorMessage("actionNotForActor", { action, actor });
  }
  if (booking.serviceMode === "plan" && !PLAN_MONTH_ACTIONS.includes(action)) {
    return errorMessage("planMonthByPlan");
  }
  const to = MOVE_OF[action];
  if (to && !mayMove(booking.status, to, actor)) {
    return cannotMoveMessage(booking.status, to);
  }
  const hoursLeft = (booking.slotStart.getTime() - now.getTime()) / HOUR_MS;
  const { money } = booking;
  switch (action) {
    case "pay":
      if (!mayMove(booking.status, "paid", actor) || booking.paymentMethod !== "upi") {
        return errorMessage("notAwaitingPayment");
      }
      return hoursLeft > 0 ? null : errorMessage("slotPassed");
    case "cancel":
      if (actor === "customer" && hoursLeft < POLICY.cancelMinHoursBeforeSlot) {
        return errorMessage("lateCancel", { hours: POLICY.cancelMinHoursBeforeSlot });
      }
      return null;
    case "reschedule":
      if (!UPCOMING.includes(booking.status)) return errorMessage("onlyUpcomingReschedule");
      if (hoursLeft < POLICY.rescheduleMinHoursBeforeSlot) {
        return errorMessage("lateReschedule", { hours: POLICY.rescheduleMinHoursBeforeSlot });
      }
      return null;
    case "free_reschedule":
      if (!cancelledByCompany(booking)) return errorMessage("notCancelledByCentre");
      // It revives the booking as it was paid: only with its money whole.
      if (booking.paymentMethod === "upi" && money.heldPaise < money.duePaise) {
        return errorMessage(money.everPaid ? "refundedCannotReschedule" : "unpaidCannotReschedule");
      }
      return null;
    case "take_refund":
      if (!cancelledByCompany(booking)) return errorMessage("notCancelledByCentre");
      return money.refundablePaise > 0 ? null : errorMessage("nothingToRefund");
    case "review":
      if (booking.status !== "completed") return errorMessage("reviewAfterCompletion");
      return booking.reviewed ? errorMessage("alreadyReviewed") : null;
    case "no_show":
      return booking.slotStart > now ? errorMessage("noShowTooEarly") : null;
    case "cash_collected":
      // Cash paid in full is not due; a plan's month part paid by the month before's carried cash still is.
      if (booking.paymentMethod !== "cash" || (money.cashPaise > 0 && money.outstandingPaise === 0)) {
        return errorMessage("cashNotDue");
      }
      return CASH_COLLECTABLE.includes(booking.status)
        ? null
        : errorMessage("cashNotCollectable", { status: statusLabel(booking.status) });
    case "refund":
      return whyNotRefundable(money);
    case "start":
      return hoursLeft > POLICY.startMaxHoursBeforeSlot
        ? errorMessage("startTooEarly", { hours: POLICY.startMaxHoursBeforeSlot })
        : null;
    case "confirm":
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
