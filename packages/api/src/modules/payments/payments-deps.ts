import type { PaymentGateway } from "./razorpay-client";
import type { SubscriptionGateway } from "./razorpay-subscriptions";

/** How the server reaches Razorpay (or its local stand-in) and checks what comes back. */
export interface PaymentsDeps {
  gateway: PaymentGateway;
  /** Razorpay Subscriptions (UPI AutoPay for wash plans), through the same keys. */
  subscriptions: SubscriptionGateway;
  /** Signs Checkout's razorpay_signature. */
  keySecret: string;
  /** Signs X-Razorpay-Signature on webhooks. */
  webhookSecret: string;
  /** True with the local stand-in: the site shows its clearly marked test checkout. */
  testMode: boolean;
}
