/** What Razorpay's review makes of a Route product configuration once its settlement details are complete. */
export type RouteActivation =
  | { status: "activated" }
  | { status: "under_review" }
  /** Razorpay needs something fixed: each requirement names the field (`settlements.ifsc_code`, say). */
  | { status: "needs_clarification"; requirements: Array<{ field_reference: string; reason_code: string }> };

/** Faults the tests switch on: an outage (503), slow answers from the API, and webhooks racing the API. */
export interface Conditions {
  down: boolean;
  latencyMs: number;
  /**
   * Refunds answer `status: "pending"` (as Razorpay's API does for a refund it has just accepted) although the
   * bank settles them at once: `refund.processed` follows straight away.
   */
  refundsPending: boolean;
  /**
   * The bank holds new refunds: they stay `pending` (no webhook) until `settleRefund` processes or fails them,
   * as a real refund may for days.
   */
  refundsHeld: boolean;
  /** Webhooks an API call raises are delivered (and answered) before that call's own answer is sent. */
  webhooksBeforeAnswer: boolean;
  /**
   * New Route transfers stay `pending` (no webhook) until `completeTransfer` processes or fails them, as a real
   * transfer may for a while. Off: a transfer is processed when it is created.
   */
  transfersHeld: boolean;
  /**
   * Transfers due for settlement (released from hold, or never held) wait, `settlement_status: "pending"`,
   * for `settleTransfers`, as they would for Razorpay's settlement schedule. Off: they settle at once.
   */
  settlementsHeld: boolean;
  /** The outcome of the review of a Route product whose settlement details are complete. */
  routeActivation: RouteActivation;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
