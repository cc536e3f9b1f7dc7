import type { RazorpaySuccess } from "./razorpay-script";

/** Where the server mounts its Razorpay stand-in's checkout (test mode only). */
const PAY_URL = "/__razorpay/checkout/pay";

export type TestPayment =
  | { kind: "paid"; result: RazorpaySuccess }
  | { kind: "failed" }
  | { kind: "rejected"; message: string; field: string | null };

type StandinAnswer = Partial<RazorpaySuccess> & {
  error?: { description?: string; field?: string; reason?: string };
};

/** Does what Razorpay Checkout would do in the browser, against the local stand-in. */
export async function payWithTestCheckout(input: {
  keyId: string;
  orderId: string;
  outcome: "success" | "failure";
  vpa: string;
}): Promise<TestPayment> {
  const response = await fetch(PAY_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      key_id: input.keyId,
      order_id: input.orderId,
      outcome: input.outcome,
      vpa: input.vpa,
    }),
  });
  const answer = (await response.json().catch(() => ({}))) as StandinAnswer;
  if (!response.ok) {
    return {
      kind: "rejected",
      message: answer.error?.description ?? `The test checkout answered ${response.status}`,
      field: answer.error?.field ?? null,
    };
  }
  if (answer.razorpay_payment_id && answer.razorpay_order_id && answer.razorpay_signature) {
    return {
      kind: "paid",
      result: {
        razorpay_payment_id: answer.razorpay_payment_id,
        razorpay_order_id: answer.razorpay_order_id,
        razorpay_signature: answer.razorpay_signature,
      },
    };
  }
  return { kind: "failed" };
}
