import { type AuditEntry, formatIndiaDateTime } from "@chamak/contracts";
import { formatRupees } from "../../lib/format";
import { BOOKING_STATUS_LABELS } from "../shared/labels";

/**
 * What each recorded event of a booking is called on screen (audit_log.action for entity "booking"). An action
 * missing here is spelled out in words ("booking.bay_swapped" → "Bay swapped"), never shown raw.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "booking.created": "Booked",
  "booking.walk_in": "Booked at the counter (walk-in)",
  "booking.pending_payment": "Awaiting payment",
  "booking.requested": "Requested",
  "booking.paid": "Paid",
  "booking.confirmed": "Confirmed",
  "booking.in_progress": "Started",
  "booking.completed": "Completed",
  "booking.cancelled": "Cancelled",
  "booking.no_show": "Marked no-show",
  "booking.expired": "Expired unpaid",
  "booking.cash_collected": "Cash collected",
  "booking.rescheduled": "Rescheduled by the customer",
  "booking.moved": "Moved by the centre",
  "booking.washer_assigned": "Washer assigned",
  "booking.refund_requested": "Refund requested",
  "booking.refund-pending": "Refund pending at Razorpay",
  "booking.refunded": "Refunded",
  "booking.refund-failed": "Refund failed",
  "booking.excess-payment-refund": "Extra payment refunded",
  "booking.dispute_opened": "Dispute opened",
  "booking.dispute_resolved": "Dispute resolved",
  "dispute.damage_reported": "Damage reported by the customer",
  "review.created": "Reviewed by the customer",
  "review.replied": "Centre replied to the review",
  "review.hidden": "Review hidden",
  "review.shown": "Review shown again",
  "job_card.opened": "Job card opened",
  "job_card.checked_in": "Vehicle checked in",
  "job_card.started": "Work started",
  "job_card.done": "Work done",
  "job_card.returned": "Vehicle handed back",
  "job_card.handover_code_sent": "Check-in code sent to the customer",
  "job_card.return_code_sent": "Handover code sent to the customer",
};

const JOB_CARD_STATES: Record<string, string> = {
  checking_in: "Checking in",
  checked_in: "Checked in",
  started: "Started",
  done: "Done",
  returned: "Handed back",
};

/** What the audit's data fields are called on screen; others are spelled out from their names. */
const FIELD_LABELS: Record<string, string> = {
  from: "From",
  to: "To",
  reason: "Reason",
  cancelReason: "Reason",
  afterCompanyCancellation: "After the centre's cancellation",
  amountPaise: "Amount",
  totalPaise: "Total",
  refundableBeforePaise: "Refundable before",
  refundId: "Refund no.",
  paymentId: "Payment no.",
  jobCardId: "Job card no.",
  reviewId: "Review no.",
  disputeId: "Dispute no.",
  razorpayRefundId: "Razorpay refund",
  razorpayPaymentId: "Razorpay payment",
  razorpayOrderId: "Razorpay order",
  paymentStatus: "Payment status",
  paymentMethod: "Payment",
  method: "Method",
  couponCode: "Coupon",
  code: "Booking code",
  customerId: "Customer",
  fromBay: "From bay",
  toBay: "To bay",
  customerNotified: "Customer told",
};

const PAYMENT_METHODS: Record<string, string> = { cash: "Cash", upi: "UPI" };

/** "afterCompanyCancellation" → "After company cancellation"; a money field drops its "Paise". */
function spelledOut(key: string): string {
  const words = key
    .replace(/Paise$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What an event is called: its label, else its name in words ("booking.bay_swapped" → "Bay swapped"). */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? spelledOut(action.slice(action.indexOf(".") + 1));
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A status word of the booking (or, for a job card's step, of the job card) as the console says it. */
function statusWord(action: string, value: string): string {
  if (action.startsWith("job_card.")) return JOB_CARD_STATES[value] ?? spelledOut(value);
  return BOOKING_STATUS_LABELS[value as keyof typeof BOOKING_STATUS_LABELS] ?? value;
}

function shown(action: string, key: string, value: string | number | boolean): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (key.endsWith("Paise") && typeof value === "number") return formatRupees(value);
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatIndiaDateTime(new Date(value));
  if (key === "paymentMethod" || key === "method") return PAYMENT_METHODS[String(value)] ?? String(value);
  if ((key === "from" || key === "to") && typeof value === "string") return statusWord(action, value);
  return String(value);
}

/** A washer put on (or taken off) the booking: "Rajesh Kumar (before: nobody)". */
function washerDetails(data: Record<string, unknown>, names: Record<string, string>): string {
  const who = (field: "from" | "to") =>
    data[field] === null || data[field] === undefined ? "nobody" : (names[field] ?? "a former team member");
  return `Washer: ${who("to")} (before: ${who("from")})`;
}

/**
 * An audit entry's details as people read them ("Reason: Bay flooded · Amount: ₹499.00"), or null: statuses
 * and payment methods in words, money in rupees, times in India, and people by name (`names`, from the server),
 * never their account ids.
 */
export function auditDetails(
  entry: Pick<AuditEntry, "action" | "data"> & { names?: Record<string, string> | undefined },
): string | null {
  const { action, data } = entry;
  const names = entry.names ?? {};
  if (!data || typeof data !== "object") return null;
  const record = data as Record<string, unknown>;
  if (action === "booking.washer_assigned") return washerDetails(record, names);
  const parts = Object.entries(record).flatMap(([key, value]) => {
    if (names[key]) return [`${FIELD_LABELS[key] ?? spelledOut(key)}: ${names[key]}`];
    // An account id with no name to show says nothing to a person.
    if (key.endsWith("Id") && !key.startsWith("razorpay") && FIELD_LABELS[key] === undefined) return [];
    if (key === "customerId") return [];
    return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? [`${FIELD_LABELS[key] ?? spelledOut(key)}: ${shown(action, key, value)}`]
      : [];
  });
  return parts.length > 0 ? parts.join(" · ") : null;
}
