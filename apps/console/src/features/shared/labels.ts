import type { BookingView, CentreStatus } from "@chamak/contracts";

export const BOOKING_STATUS_LABELS: Record<BookingView["status"], string> = {
  pending_payment: "Awaiting payment",
  requested: "Requested",
  paid: "Paid",
  confirmed: "Confirmed",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
  expired: "Expired",
};

export const BOOKING_STATUS_COLORS: Record<BookingView["status"], string> = {
  pending_payment: "gray",
  requested: "orange",
  paid: "cyan",
  confirmed: "blue",
  in_progress: "violet",
  completed: "teal",
  cancelled: "red",
  no_show: "pink",
  expired: "gray",
};

export const PAYMENT_STATUS_LABELS: Record<BookingView["paymentStatus"], string> = {
  pending: "Payment pending",
  authorized: "Authorised",
  captured: "Paid online",
  cash_due: "Cash due",
  cash_collected: "Cash collected",
  refund_pending: "Refund pending",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  failed: "Payment failed",
};

export const SERVICE_MODE_LABELS: Record<BookingView["serviceMode"], string> = {
  at_centre: "At the centre",
  pick_drop: "Pick & drop",
  doorstep: "Doorstep",
  plan: "Wash plan month",
};

export const CENTRE_STATUS_LABELS: Record<CentreStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

export const CENTRE_STATUS_COLORS: Record<CentreStatus, string> = {
  pending: "orange",
  approved: "teal",
  rejected: "red",
  suspended: "red",
};

export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
