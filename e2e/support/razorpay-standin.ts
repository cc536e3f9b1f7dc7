// Razorpay's side of a journey: the stand-in's controls, which the journey server mounts beside the stand-in
// (TEST_CLOCK=1 only), to run a month's AutoPay debit or make one fail as Razorpay's clock and retries would.

const CONTROL = "/__razorpay/__control";

async function control<T>(baseUrl: string, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${baseUrl}${CONTROL}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`the Razorpay stand-in answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

type RemoteSubscription = { id: string; status: string; charge_at: number | null };

/** The stand-in's record of a Razorpay subscription. */
export async function razorpaySubscription(baseUrl: string, id: string): Promise<RemoteSubscription> {
  const all = await control<RemoteSubscription[]>(baseUrl, "GET", "/subscriptions");
  const found = all.find((subscription) => subscription.id === id);
  if (!found) throw new Error(`the stand-in has no subscription ${id}`);
  return found;
}

/** The customer approves the mandate in their UPI app: Checkout's answer, for confirmMandate. */
export function approveMandate(baseUrl: string, id: string) {
  return control<{
    razorpay_payment_id: string;
    razorpay_subscription_id: string;
    razorpay_signature: string;
  }>(baseUrl, "POST", `/subscriptions/${id}/authorize`, { method: "upi_intent" });
}

/** Razorpay's charge run at the subscription's next charge time; `fails` makes that attempt fail. */
export async function chargeNext(baseUrl: string, id: string, outcome: "succeeds" | "fails" = "succeeds") {
  const { charge_at: at } = await razorpaySubscription(baseUrl, id);
  if (at === null) throw new Error(`${id} has no charge due`);
  await control(baseUrl, "POST", `/subscriptions/${id}/next-charge`, { outcome });
  await control(baseUrl, "POST", "/subscriptions/charge-due", { at });
}
