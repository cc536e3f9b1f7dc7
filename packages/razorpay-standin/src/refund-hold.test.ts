import { afterEach, describe, expect, it } from "vitest";
import { startRazorpayStandin } from "./index";
import { httpClient, keys, startWebhookReceiver } from "./test-helpers";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A captured payment of ₹200 on a stand-in that holds refunds, its webhooks going to a receiver. */
async function heldRefundOf(amount: number) {
  const receiver = await startWebhookReceiver({});
  cleanups.push(receiver.close);
  const standin = await startRazorpayStandin({ ...keys, webhookUrl: receiver.url });
  cleanups.push(standin.close);
  const http = httpClient(standin.url);
  const order = await http.post("/v1/orders", { amount: 20_000, currency: "INR", receipt: "r" });
  const paid = await http.checkout("/pay", { order_id: order.body.id, outcome: "success" });
  const paymentId = paid.body.razorpay_payment_id as string;
  await standin.controls.webhooksSettled();
  expect((await http.control("/refunds/hold", { held: true })).status).toBe(200);
  const before = receiver.received.length;
  const refund = await http.post(`/v1/payments/${paymentId}/refund`, { amount });
  await standin.controls.webhooksSettled();
  expect(receiver.received.length).toBe(before);
  return { receiver, standin, http, paymentId, refundId: refund.body.id as string, refund: refund.body };
}

const lastEvent = (receiver: { received: { body: string }[] }) =>
  JSON.parse(receiver.received.at(-1)?.body ?? "{}");

describe("refunds held by the bank", () => {
  it("stay pending, with no webhook, until settled as processed", async () => {
    const { receiver, standin, http, paymentId, refundId, refund } = await heldRefundOf(20_000);
    expect(refund).toMatchObject({ status: "pending", amount: 20_000 });
    expect((await http.get(`/v1/refunds/${refundId}`)).body).toMatchObject({ status: "pending" });
    expect((await http.get(`/v1/payments/${paymentId}`)).body).toMatchObject({
      status: "refunded",
      amount_refunded: 20_000,
    });

    const settled = await http.control(`/refunds/${refundId}/settle`, { status: "processed" });
    expect(settled.body).toMatchObject({ id: refundId, status: "processed" });
    await standin.controls.webhooksSettled();
    expect(lastEvent(receiver)).toMatchObject({
      event: "refund.processed",
      payload: { refund: { entity: { id: refundId, status: "processed" } } },
    });
    expect((await http.get(`/v1/refunds/${refundId}`)).body).toMatchObject({ status: "processed" });
  });

  it("give the amount back to the payment when they fail, with a refund.failed webhook", async () => {
    const { receiver, standin, http, paymentId, refundId } = await heldRefundOf(5_000);
    const settled = await http.control(`/refunds/${refundId}/settle`, { status: "failed" });
    expect(settled.body).toMatchObject({ id: refundId, status: "failed" });
    await standin.controls.webhooksSettled();
    expect(lastEvent(receiver)).toMatchObject({
      event: "refund.failed",
      payload: {
        refund: { entity: { id: refundId, status: "failed" } },
        payment: { entity: { id: paymentId, amount_refunded: 0, refund_status: null, status: "captured" } },
      },
    });
    // The whole amount can be refunded again.
    const again = await http.post(`/v1/payments/${paymentId}/refund`, {});
    expect(again.body).toMatchObject({ amount: 20_000, status: "pending" });
  });

  it("refuses to settle a refund twice, or with an unknown outcome, naming the field", async () => {
    const { http, refundId } = await heldRefundOf(5_000);
    expect((await http.control(`/refunds/${refundId}/settle`, { status: "done" })).body).toMatchObject({
      error: { field: "status" },
    });
    await http.control(`/refunds/${refundId}/settle`, { status: "processed" });
    const twice = await http.control(`/refunds/${refundId}/settle`, { status: "failed" });
    expect(twice).toMatchObject({
      status: 400,
      body: { error: { description: "The refund is processed already" } },
    });
  });

  it("is off after reset: refunds are processed at once", async () => {
    const { standin, http, paymentId } = await heldRefundOf(5_000);
    standin.controls.reset();
    const order = await http.post("/v1/orders", { amount: 20_000, currency: "INR", receipt: "r" });
    const paid = await http.checkout("/pay", { order_id: order.body.id, outcome: "success" });
    const refund = await http.post(`/v1/payments/${paid.body.razorpay_payment_id}/refund`, {});
    expect(refund.body).toMatchObject({ status: "processed" });
    expect(paid.body.razorpay_payment_id).not.toBe(paymentId);
  });
});
