import type { BookingView } from "@chamak/contracts";

export type BookingStatus = BookingView["status"];
export type PaymentStatus = BookingView["paymentStatus"];

/** Badge colours: waiting (yellow), good (green/blue), over (grey), bad (red). */
export const STATUS_COLORS: Record<BookingStatus, string> = {
  pending_payment: "yellow",
  requested: "orange",
  paid: "teal",
  confirmed: "blue",
  in_progress: "indigo",
  completed: "green",
  cancelled: "red",
  no_show: "gray",
  expired: "gray",
};

export const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  pending: "yellow",
  authorized: "teal",
  captured: "green",
  cash_due: "orange",
  cash_collected: "green",
  refund_pending: "grape",
  partially_refunded: "grape",
  refunded: "grape",
  failed: "red",
};
