import { afterEach, describe, expect, it } from "vitest";
import { type RunningRazorpayStandin, startRazorpayStandin } from "./index";
import { httpClient, keys, startWebhookReceiver } from "./test-helpers";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function paidPayment() {
  const receiver = await startWebhookReceiver({});
  cleanups.push(receiver.close);
  const standin: RunningRazorpayStandin = await startRazorpayStandin({ ...keys, webhookUrl: receiver.url });
  cleanups.push(standin.close);
  const http = httpClient(standin.url);
  const order = await http.post("/v1/orders", { amount: 20_000, currency: "INR", receipt: "r" });
  const paid = await http.checkout("/pay", { order_id: order.body.id, outcome: "success" });
  await standin.controls.webhooksSettled();
  return { receiver, standin, http, paymentId: paid.body.razorpay_payment_id as string };
}

describe("the refund webhook race switch", () => {
  it("answers a refund pending, after its refund.processed webhook has already been delivered", async () => {
    const { receiver, standin, http, paymentId } = await paidPayment();
    standin.controls.setRefundWebhookRace(true);
    const before = receiver.received.length;
    const refund = await http.post(`/v1/payments/${paymentId}/refund`, { amount: 5_000 });
    // Delivered before the API answered, not after.
    expect(receiver.received.length).toBe(before + 1);
    expect(refund.body).toMatchObject({ status: "pending", amount: 5_000 });
    const hook = JSON.parse(receiver.received.at(-1)?.body ?? "{}");
    expect(hook).toMatchObject({
      event: "refund.processed",
      payload: { refund: { entity: { id: refund.body.id, status: "processed" } } },
    });
    // Asked later, Razorpay says processed.
    expect((await http.get(`/v1/refunds/${refund.body.id}`)).body).toMatchObject({ status: "processed" });
  });

  it("is off by default and after reset: the refund answers processed", async () => {
    const { standin, http, paymentId } = await paidPayment();
    standin.controls.setRefundWebhookRace(true);
    standin.controls.reset();
    const order = await http.post("/v1/orders", { amount: 20_000, currency: "INR", receipt: "r" });
    const paid = await http.checkout("/pay", { order_id: order.body.id, outcome: "success" });
    const refund = await http.post(`/v1/payments/${paid.body.razorpay_payment_id}/refund`, {});
    expect(refund.body).toMatchObject({ status: "processed" });
    expect(paymentId).not.toBe(paid.body.razorpay_payment_id);
  });
});
