import type { PlanBilling, PlanSubscriptionState } from "@chamak/contracts";

/** A subscription's state as the centre reads it, and its badge's colour. */
export const SUBSCRIPTION_STATES: Record<PlanSubscriptionState, { label: string; color: string }> = {
  awaiting_payment: { label: "Awaiting payment", color: "yellow" },
  active: { label: "Active", color: "teal" },
  paused: { label: "Paused", color: "blue" },
  halted: { label: "Payment failed", color: "red" },
  cancelled: { label: "Cancelled", color: "gray" },
  completed: { label: "Completed", color: "gray" },
};

export const BILLING_LABELS: Record<PlanBilling, string> = {
  autopay: "UPI AutoPay",
  monthly_upi: "Monthly by UPI",
  monthly_cash: "Monthly in cash",
};
