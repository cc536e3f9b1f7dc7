import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./api-error";
import type { PaymentEntity } from "./entities";
import type { PayerDetails } from "./entity-factories";
import { hmacSha256Hex } from "./hmac";
import { asBody, type Body } from "./input";
import type { Ledger } from "./ledger";
import { UPI_COLLECT_REFUSED } from "./subscriptions";

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** What Checkout's `handler` gets once the customer has authorised a subscription's mandate. */
export interface SubscriptionCheckoutAnswer {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  /** HMAC-SHA256 of `payment_id|subscription_id` with the key secret (the order is the other way round for orders). */
  razorpay_signature: string;
}

export const subscriptionCheckoutAnswer = (
  paymentId: string,
  subscriptionId: string,
  keySecret: string,
): SubscriptionCheckoutAnswer => ({
  razorpay_payment_id: paymentId,
  razorpay_subscription_id: subscriptionId,
  razorpay_signature: hmacSha256Hex(`${paymentId}|${subscriptionId}`, keySecret),
});

/**
 * Not Razorpay's API: what Checkout does for a subscription (`subscription_id` instead of `order_id`). It offers
 * the mandate's authorisation by a UPI app (intent) or by scanning a QR code; UPI collect (typing a UPI ID) can
 * no longer set up new AutoPay mandates. Registered inside the checkout routes.
 */
export function subscriptionCheckoutRoutes(
  app: FastifyInstance,
  {
    ledger,
    keySecret,
    payer,
  }: {
    ledger: Ledger;
    keySecret: string;
    payer: (body: Body, outcome: "success" | "failure") => PayerDetails;
  },
) {
  /** The authorisation page a subscription's `short_url` opens: what it charges and how it may be authorised. */
  app.get("/subscriptions/:id", async (request: WithId) => {
    const subscription = ledger.subscriptions.fetch(request.params.id);
    const plan = ledger.plans.fetch(subscription.plan_id);
    return {
      subscription_id: subscription.id,
      status: subscription.status,
      plan: { name: plan.item.name, amount: plan.item.amount, period: plan.period, interval: plan.interval },
      quantity: subscription.quantity,
      start_at: subscription.start_at,
      methods: [
        { method: "upi_intent", label: "UPI app" },
        { method: "upi_qr", label: "Scan QR" },
      ],
      refused: [{ method: "upi_collect", label: "UPI ID", reason: UPI_COLLECT_REFUSED }],
    };
  });

  /**
   * The customer approves (or declines, `outcome: "failure"`) the mandate in their UPI app. Answers what
   * Checkout's `handler` gets, or its `payment.failed` data (with 200), as for orders.
   */
  app.post("/subscriptions/:id/authorize", async (request: WithId) => {
    const body = asBody(request.body);
    const outcome = body.outcome ?? "success";
    if (outcome !== "success" && outcome !== "failure") {
      throw badRequest("The outcome must be success or failure.", "outcome");
    }
    const subscriptionId = request.params.id;
    const payment: PaymentEntity = ledger.subscriptions.authorize(
      subscriptionId,
      String(body.method ?? ""),
      payer(body, outcome),
      outcome,
    );
    if (payment.status === "failed") {
      return {
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "Payment failed",
          source: "customer",
          step: "payment_authorization",
          reason: "payment_failed",
          metadata: { payment_id: payment.id, subscription_id: subscriptionId },
        },
      };
    }
    return subscriptionCheckoutAnswer(payment.id, subscriptionId, keySecret);
  });
}
