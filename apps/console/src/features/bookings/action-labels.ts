import { type BookingView, type CentreAction, isCentreAction } from "@chamak/contracts";

/** The actions the server says the centre may take on a booking now, in the order the board shows them. */
export const centreActionsOf = (booking: Pick<BookingView, "allowedActions">): CentreAction[] =>
  booking.allowedActions.filter(isCentreAction);

export const ACTION_LABELS: Record<CentreAction, string> = {
  confirm: "Confirm",
  start: "Start",
  complete: "Complete",
  no_show: "No-show",
  cancel: "Cancel",
  cash_collected: "Cash collected",
};

/** What the board says once an action went through, for the booking with `code`. */
export const ACTION_DONE: Record<CentreAction, (code: string) => string> = {
  confirm: (code) => `Booking ${code} is confirmed. The customer has been told.`,
  start: (code) => `Booking ${code} is in progress.`,
  complete: (code) => `Booking ${code} is completed.`,
  no_show: (code) => `Booking ${code} is marked as a no-show.`,
  cancel: (code) => `Booking ${code} is cancelled.`,
  cash_collected: (code) => `Cash for booking ${code} is marked as collected.`,
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
