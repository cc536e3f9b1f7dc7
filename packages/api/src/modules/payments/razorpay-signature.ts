import { createHmac, timingSafeEqual } from "node:crypto";

/** Razorpay signs with hex HMAC-SHA256; anything else is not a signature it sent. */
const HEX_SHA256 = /^[0-9a-f]{64}$/;

function hmacHex(message: string | Buffer, secret: string): string {
  // An empty key would let anyone compute a valid signature.
  if (!secret) throw new Error("Razorpay secret is not configured");
  return createHmac("sha256", secret).update(message).digest("hex");
}

function matches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== "string" || !HEX_SHA256.test(given)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(given, "hex"));
}

/** What Checkout returns as `razorpay_signature` for a payment on an order. */
export const signPayment = (orderId: string, paymentId: string, secret: string): string =>
  hmacHex(`${orderId}|${paymentId}`, secret);

export function verifyPaymentSignature(
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string },
  secret: string,
): boolean {
  return matches(signPayment(orderId, paymentId, secret), signature);
}

/**
 * What Checkout returns as `razorpay_signature` once a subscription's mandate is authorised: the payment id
 * first, then the subscription's (the other way round from an order's).
 */
export const signSubscriptionPayment = (paymentId: string, subscriptionId: string, secret: string): string =>
  hmacHex(`${paymentId}|${subscriptionId}`, secret);

export function verifySubscriptionSignature(
  { paymentId, subscriptionId, signature }: { paymentId: string; subscriptionId: string; signature: string },
  secret: string,
): boolean {
  return matches(signSubscriptionPayment(paymentId, subscriptionId, secret), signature);
}

/** What Razorpay sends as `X-Razorpay-Signature`: the HMAC of the exact raw body, not of re-serialised JSON. */
export const signWebhook = (rawBody: string | Buffer, secret: string): string => hmacHex(rawBody, secret);

export function verifyWebhookSignature(
  rawBody: string | Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  return matches(signWebhook(rawBody, secret), signature);
}
