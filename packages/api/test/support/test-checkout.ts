/**
 * What the customer's browser does in the Razorpay stand-in's test Checkout (its `/checkout/*` routes, not
 * Razorpay's API: no Basic auth, the key id in the body as Checkout sends it). `standinUrl` is the stand-in's
 * own URL (`standin.url`, or the app's origin plus `/__razorpay` for the stand-in the app mounts itself).
 */

/** What Checkout hands the browser once an order is paid: the input of booking.confirmPayment, signed. */
export interface CheckoutAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface CheckoutPayment {
  /** The key id the stand-in was started with. */
  keyId: string;
  orderId: string;
  /** "failure" makes the payment fail, as a declined UPI request does. */
  outcome?: "success" | "failure";
  /** The payer's email, as Checkout's form would send it. */
  email?: string;
}

/**
 * Pays (or fails) an order in the test Checkout, as the customer does: the order's payment is captured at once,
 * as our orders are. The stand-in's answer as it came, for tests that look at its status.
 */
export function submitTestCheckout(standinUrl: string, payment: CheckoutPayment): Promise<Response> {
  return fetch(`${standinUrl}/checkout/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      key_id: payment.keyId,
      order_id: payment.orderId,
      outcome: payment.outcome ?? "success",
      email: payment.email,
    }),
  });
}

/** Pays an order in the test Checkout and returns what Checkout hands the browser. */
export async function payInTestCheckout(
  standinUrl: string,
  payment: CheckoutPayment,
): Promise<CheckoutAnswer> {
  const response = await submitTestCheckout(standinUrl, payment);
  return (await response.json()) as CheckoutAnswer;
}

/** booking.confirmPayment's input: the browser's report of what Checkout answered for the booking's order. */
export const confirmPaymentInput = (bookingId: number, paid: CheckoutAnswer) => ({
  bookingId,
  razorpayOrderId: paid.razorpay_order_id,
  razorpayPaymentId: paid.razorpay_payment_id,
  razorpaySignature: paid.razorpay_signature,
});

/**
 * Pays a UPI booking's order in the test Checkout and returns booking.confirmPayment's input for it (the
 * browser's report, not sent yet).
 */
export async function payBookingInTestCheckout(
  standinUrl: string,
  keyId: string,
  booking: { id: number; checkout?: { orderId: string } | null },
) {
  const orderId = booking.checkout?.orderId;
  if (!orderId) throw new Error("A UPI booking should open a checkout");
  return confirmPaymentInput(booking.id, await payInTestCheckout(standinUrl, { keyId, orderId }));
}

/**
 * A payment with no order, authorized in the test Checkout as the legacy client makes it (by a payer with
 * these details, when given); returns its id.
 */
export async function authorizeStandaloneInTestCheckout(
  standinUrl: string,
  payment: { keyId: string; amountPaise: number; email?: string; contact?: string },
): Promise<string> {
  const response = await fetch(`${standinUrl}/checkout/authorize-standalone`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      key_id: payment.keyId,
      amount: payment.amountPaise,
      email: payment.email,
      contact: payment.contact,
    }),
  });
  return ((await response.json()) as { razorpay_payment_id: string }).razorpay_payment_id;
}
