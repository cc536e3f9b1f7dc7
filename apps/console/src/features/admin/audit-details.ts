import { formatIndiaDateTime } from "@chamak/contracts";
import { formatRupees } from "../../lib/format";

/** What the audit's data fields are called on screen; others are spelled out from their names. */
const FIELD_LABELS: Record<string, string> = {
  from: "From",
  to: "To",
  reason: "Reason",
  cancelReason: "Reason",
  afterCompanyCancellation: "After the centre's cancellation",
  amountPaise: "Amount",
  refundId: "Refund no.",
  paymentId: "Payment no.",
  razorpayRefundId: "Razorpay refund",
  razorpayPaymentId: "Razorpay payment",
  razorpayOrderId: "Razorpay order",
  paymentStatus: "Payment status",
  method: "Method",
  couponCode: "Coupon",
};

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

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

function shown(key: string, value: string | number | boolean): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (key.endsWith("Paise") && typeof value === "number") return formatRupees(value);
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatIndiaDateTime(new Date(value));
  return String(value);
}

/** An audit entry's details as people read them ("Reason: Bay flooded · Amount: ₹499.00"), or null. */
export function auditDetails(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const parts = Object.entries(data as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? [`${FIELD_LABELS[key] ?? spelledOut(key)}: ${shown(key, value)}`]
      : [],
  );
  return parts.length > 0 ? parts.join(" · ") : null;
}
