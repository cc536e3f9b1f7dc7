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
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
