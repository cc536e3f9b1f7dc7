import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, RazorpayApiError, useRazorpayErrors } from "./api-error";
import type { PayerDetails } from "./entity-factories";
import { hmacSha256Hex, sameSecret } from "./hmac";
import { amountField, asBody, type Body, optionalText, requiredText } from "./input";
import type { Ledger } from "./ledger";
import { subscriptionCheckoutRoutes } from "./subscription-checkout.routes";

export interface CheckoutRoutesOptions {
  ledger: Ledger;
  keyId: string;
  keySecret: string;
}

const VPA = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;

/** The payer's details Checkout's form sends (a test VPA by outcome when none is given). */
export function checkoutPayer(body: Body, outcome: "success" | "failure"): PayerDetails {
  const vpa = optionalText(body, "vpa", 320) ?? `${outcome}@razorpay`;
  if (!VPA.test(vpa)) throw badRequest("Invalid VPA. Please enter a valid Virtual Payment Address", "vpa");
  return {
    vpa,
    email: optionalText(body, "email", 254) ?? "void@razorpay.com",
    contact: optionalText(body, "contact", 20) ?? "+919000090000",
  };
}

/**
 * Not Razorpay's API: what Checkout would do in the customer's browser, for the customer
 * site's test checkout and for tests. No Basic auth; the key id comes in the body as Checkout's does.
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  { ledger, keyId, keySecret }: CheckoutRoutesOptions,
) {
  useRazorpayErrors(app);

  app.addHook("preHandler", async (request) => {
    // A subscription's authorisation page (its short_url) is public, like Razorpay's hosted page.
    if (request.method === "GET") return;
    const given = asBody(request.body).key_id;
    if (typeof given !== "string" || !sameSecret(given, keyId)) {
      throw new RazorpayApiError(401, "The api key provided is invalid", "key_id");
    }
  });

  /** Answers what Checkout's `handler` gets on success, or its `payment.failed` data (with 200). */
  app.post("/pay", async (request) => {
    const body = asBody(request.body);
    const outcome = body.outcome;
    if (outcome !== "success" && outcome !== "failure") {
      throw badRequest("The outcome must be success or failure.", "outcome");
    }
    const orderId = requiredText(body, "order_id");
    const payment = ledger.payOrder(orderId, outcome, checkoutPayer(body, outcome));
    if (payment.status === "failed") {
      return {
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "Payment failed",
          source: "customer",
          step: "payment_authorization",
          reason: "payment_failed",
          metadata: { payment_id: payment.id, order_id: orderId },
        },
      };
    }
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: hmacSha256Hex(`${orderId}|${payment.id}`, keySecret),
    };
  });

  /**
   * What the customer's UPI app does when they scan a QR code and pay: a captured payment against it, with
   * `payment.captured` and `qr_code.credited` (the same as the controls' `POST /qr-codes/:id/pay`).
   */
  app.post("/qr-codes/:id/pay", async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const body = asBody(request.body);
    return ledger.qrCodes.pay(request.params.id, checkoutPayer(body, "success"));
  });

  subscriptionCheckoutRoutes(app, { ledger, keySecret, payer: checkoutPayer });

  /** An authorized payment with no order, for the legacy flow that sends only a payment id. */
  app.post("/authorize-standalone", async (request) => {
    const body = asBody(request.body);
    const payment = ledger.authorizeStandalone(amountField(body), checkoutPayer(body, "success"));
    return { razorpay_payment_id: payment.id };
  });
}
