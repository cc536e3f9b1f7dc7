import type { BookingStatus } from "@chamak/db";

/** Which status may follow which. Anything else is refused, whoever asks. */
const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  pending_payment: ["paid", "cancelled", "expired"],
  requested: ["confirmed", "cancelled"],
  paid: ["confirmed", "cancelled"],
  confirmed: ["in_progress", "cancelled", "no_show"],
  in_progress: ["completed"],
  completed: [],
  cancelled: [],
  no_show: [],
  expired: ["paid"],
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

export function canMove(from: BookingStatus, to: BookingStatus): boolean {
  return NEXT[from].includes(to);
}

/** Bookings that still hold bays. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = [
  "pending_payment",
  "requested",
  "paid",
  "confirmed",
  "in_progress",
];
