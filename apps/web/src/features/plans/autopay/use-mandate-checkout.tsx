import type { ReactNode } from "react";

export type MandateCheckout = {
  /** Whether the server offers UPI AutoPay. */
  available: boolean;
  /** Opens the mandate checkout for a subscription; resolves once it is over, whatever the outcome. */
  open(subscriptionId: number): Promise<void>;
  failure: string | null;
  busy: boolean;
  element: ReactNode;
};

/** UPI AutoPay's mandate: not offered until the server's procedures are in. */
export function useMandateCheckout(): MandateCheckout {
  return { available: false, open: async () => undefined, failure: null, busy: false, element: null };
}
