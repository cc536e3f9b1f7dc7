import type { BookingView, CENTRE_BOOKING_ACTIONS } from "@chamak/contracts";

export type CentreAction = (typeof CENTRE_BOOKING_ACTIONS)[number];

type ActionTarget = Pick<BookingView, "status" | "paymentMethod" | "paymentStatus" | "slotStart">;

/** The actions a centre may take on a booking now, in the order the board shows them. */
export function availableActions(booking: ActionTarget, now = new Date()): CentreAction[] {
  const actions: CentreAction[] = [];
  if (booking.status === "requested" || booking.status === "paid") actions.push("confirm");
  if (booking.status === "confirmed") actions.push("start");
  if (booking.status === "in_progress") actions.push("complete");
  if (
    booking.paymentMethod === "cash" &&
    booking.paymentStatus === "cash_due" &&
    (booking.status === "confirmed" || booking.status === "in_progress" || booking.status === "completed")
  ) {
    actions.push("cash_collected");
  }
  // A no-show can only be marked once the slot has started (the server checks this too).
  if (booking.status === "confirmed" && booking.slotStart <= now) actions.push("no_show");
  if (booking.status === "requested" || booking.status === "paid" || booking.status === "confirmed") {
    actions.push("cancel");
  }
  return actions;
}

export const ACTION_LABELS: Record<CentreAction, string> = {
  confirm: "Confirm",
  start: "Start",
  complete: "Complete",
  no_show: "No-show",
  cancel: "Cancel",
  cash_collected: "Cash collected",
};

export const ACTION_QUESTIONS: Record<Exclude<CentreAction, "cancel">, { title: string; body: string }> = {
  confirm: { title: "Confirm this booking?", body: "The customer is told the slot is confirmed." },
  start: { title: "Start the service?", body: "Marks the vehicle as being worked on now." },
  complete: { title: "Mark as completed?", body: "The customer can then review the service." },
  no_show: {
    title: "Mark as a no-show?",
    body: "Use this only when the customer did not come. It cannot be undone.",
  },
  cash_collected: {
    title: "Cash collected?",
    body: "Confirms that you received the full amount in cash.",
  },
};

export const ACTION_COLORS: Partial<Record<CentreAction, string>> = {
  confirm: "chamak",
  start: "violet",
  complete: "teal",
  cash_collected: "green",
  no_show: "pink",
  cancel: "red",
};
