import { loadRazorpay } from "../../booking/checkout/razorpay-script";

/** What Razorpay Checkout answers once the customer approved a subscription's mandate in their UPI app. */
export type MandateSuccess = {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
};

/** The UPI ways a new mandate may be approved: an app on this phone, or a QR code (not a UPI ID, see below). */
export type MandateMethod = "upi_intent" | "upi_qr";

export type MandateOutcome =
  | { kind: "approved"; result: MandateSuccess }
  | { kind: "failed" }
  | { kind: "dismissed" }
  | { kind: "unavailable" }
  | { kind: "rejected"; message: string };

type SubscriptionOptions = {
  key: string;
  subscription_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  /**
   * UPI only, and not by UPI ID: NPCI stops collect requests (a UPI ID) for new AutoPay mandates from
   * 28 Feb 2026, so checkout offers the intent (an app on the phone) and QR flows.
   */
  method?: { upi: boolean; card: boolean; netbanking: boolean; wallet: boolean };
  handler(response: MandateSuccess): void;
  modal?: { ondismiss?(): void };
};
type CheckoutInstance = { open(): void; on(event: "payment.failed", callback: () => void): void };
type SubscriptionCheckout = new (options: SubscriptionOptions) => CheckoutInstance;

/** Opens Razorpay's checkout.js for a subscription's mandate; resolves once it is approved, failed or closed. */
export async function approveWithCheckoutJs(input: {
  keyId: string;
  razorpaySubscriptionId: string;
  description: string;
  prefill: SubscriptionOptions["prefill"];
}): Promise<MandateOutcome> {
  // checkout.js is one script for orders and subscriptions; its options differ (subscription_id, no amount).
  const Razorpay = (await loadRazorpay()) as unknown as SubscriptionCheckout | null;
  if (!Razorpay) return { kind: "unavailable" };
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: input.keyId,
      subscription_id: input.razorpaySubscriptionId,
      name: "Chamak",
      description: input.description,
      prefill: input.prefill ?? {},
      method: { upi: true, card: false, netbanking: false, wallet: false },
      handler: (result) => resolve({ kind: "approved", result }),
      modal: { ondismiss: () => resolve({ kind: "dismissed" }) },
    });
    checkout.on("payment.failed", () => resolve({ kind: "failed" }));
    checkout.open();
  });
}

type StandinAnswer = Partial<MandateSuccess> & { error?: { description?: string } };

/** Does in the browser what checkout.js would, against the server's Razorpay stand-in (test mode only). */
export async function approveWithTestCheckout(input: {
  keyId: string;
  razorpaySubscriptionId: string;
  method: MandateMethod;
}): Promise<MandateOutcome> {
  const response = await fetch(
    `/__razorpay/checkout/subscriptions/${encodeURIComponent(input.razorpaySubscriptionId)}/authorize`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key_id: input.keyId, method: input.method }),
    },
  );
  const answer = (await response.json().catch(() => ({}))) as StandinAnswer;
  if (!response.ok)
    return {
      kind: "rejected",
      message: answer.error?.description ?? `The test checkout answered ${response.status}`,
    };
  if (answer.razorpay_payment_id && answer.razorpay_subscription_id && answer.razorpay_signature)
    return {
      kind: "approved",
      result: {
        razorpay_payment_id: answer.razorpay_payment_id,
        razorpay_subscription_id: answer.razorpay_subscription_id,
        razorpay_signature: answer.razorpay_signature,
      },
    };
  return { kind: "failed" };
}
