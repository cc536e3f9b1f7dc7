import { createHmac } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningRazorpayStandin, startRazorpayStandin } from "./index";
import { httpClient, keys } from "./test-helpers";

let standin: RunningRazorpayStandin;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  standin = await startRazorpayStandin(keys);
  http = httpClient(standin.url);
});
afterEach(() => standin.controls.reset());
afterAll(() => standin.close());

const hmac = (message: string) => createHmac("sha256", keys.keySecret).update(message).digest("hex");

async function order(amount: number, paymentCapture: 0 | 1 = 1): Promise<string> {
  const answer = await http.post("/v1/orders", {
    amount,
    currency: "INR",
    receipt: "r",
    payment_capture: paymentCapture,
  });
  expect(answer.status).toBe(200);
  return answer.body.id;
}

async function paidOrder(amount: number) {
  const orderId = await order(amount);
  const paid = await http.checkout("/pay", { order_id: orderId, outcome: "success" });
  return { orderId, paymentId: paid.body.razorpay_payment_id as string };
}

describe("test checkout", () => {
  it("pays an order, answering what Checkout's handler gets, signed with the key secret", async () => {
    const orderId = await order(84_860);
    const paid = await http.checkout("/pay", { order_id: orderId, outcome: "success", vpa: "asha@okaxis" });
    expect(paid.status).toBe(200);
    expect(Object.keys(paid.body).sort()).toEqual([
      "razorpay_order_id",
      "razorpay_payment_id",
      "razorpay_signature",
    ]);
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } = paid.body;
    expect(paymentId).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(signature).toBe(hmac(`${orderId}|${paymentId}`));

    const payment = await http.get(`/v1/payments/${paymentId}`);
    expect(payment.body).toMatchObject({
      entity: "payment",
      amount: 84_860,
      currency: "INR",
      status: "captured",
      captured: true,
      order_id: orderId,
      method: "upi",
      vpa: "asha@okaxis",
      amount_refunded: 0,
      error_description: null,
    });
    expect((await http.get(`/v1/orders/${orderId}`)).body).toMatchObject({
      status: "paid",
      amount_paid: 84_860,
      attempts: 1,
    });
    expect((await http.get(`/v1/orders/${orderId}/payments`)).body).toMatchObject({
      count: 1,
      items: [{ id: paymentId }],
    });

    const again = await http.checkout("/pay", { order_id: orderId, outcome: "success" });
    expect(again.status).toBe(400);
    expect(again.body.error.description).toBe("Order has already been paid");
  });

  it("fails a payment with Checkout's payment.failed data, and allows another attempt", async () => {
    const orderId = await order(49_900);
    const failed = await http.checkout("/pay", { order_id: orderId, outcome: "failure" });
    expect(failed.status).toBe(200);
    expect(failed.body.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: "Payment failed",
      reason: "payment_failed",
      metadata: { order_id: orderId },
    });
    const paymentId = failed.body.error.metadata.payment_id;
    expect((await http.get(`/v1/payments/${paymentId}`)).body).toMatchObject({
      status: "failed",
      captured: false,
      error_code: "BAD_REQUEST_ERROR",
      error_description: "Payment failed",
      error_reason: "payment_failed",
    });
    expect((await http.get(`/v1/orders/${orderId}`)).body).toMatchObject({
      status: "attempted",
      attempts: 1,
    });
    expect((await http.checkout("/pay", { order_id: orderId, outcome: "success" })).status).toBe(200);
    expect((await http.get(`/v1/orders/${orderId}`)).body).toMatchObject({ status: "paid", attempts: 2 });
  });

  it("checks its input", async () => {
    expect(
      (await http.checkout("/pay", { order_id: "order_AAAAAAAAAAAAAA", outcome: "success" })).status,
    ).toBe(400);
    expect(
      (await http.checkout("/pay", { order_id: await order(500), outcome: "maybe" })).body.error.field,
    ).toBe("outcome");
    expect(
      (await http.checkout("/pay", { order_id: await order(500), outcome: "success", vpa: "no-at" })).body
        .error.field,
    ).toBe("vpa");
    expect((await http.checkout("/authorize-standalone", { amount: 50 })).body.error.field).toBe("amount");
  });
});

describe("capture", () => {
  it("captures an authorized payment for exactly its amount", async () => {
    const standalone = await http.checkout("/authorize-standalone", { amount: 59_900 });
    const paymentId = standalone.body.razorpay_payment_id;
    expect(standalone.body).toEqual({ razorpay_payment_id: paymentId });
    expect((await http.get(`/v1/payments/${paymentId}`)).body).toMatchObject({
      status: "authorized",
      order_id: null,
    });

    const wrong = await http.post(`/v1/payments/${paymentId}/capture`, { amount: 59_800, currency: "INR" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      description: "Capture amount must be equal to the amount authorized",
      field: "amount",
    });
    const noCurrency = await http.post(`/v1/payments/${paymentId}/capture`, { amount: 59_900 });
    expect(noCurrency.body.error.field).toBe("currency");

    const captured = await http.post(`/v1/payments/${paymentId}/capture`, {
      amount: 59_900,
      currency: "INR",
    });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ id: paymentId, status: "captured", captured: true });

    const twice = await http.post(`/v1/payments/${paymentId}/capture`, { amount: 59_900, currency: "INR" });
    expect(twice.body.error.description).toBe("This payment has already been captured");
  });

  it("leaves a manual-capture order's payment authorized until captured", async () => {
    const orderId = await order(30_000, 0);
    const paid = await http.checkout("/pay", { order_id: orderId, outcome: "success" });
    const paymentId = paid.body.razorpay_payment_id;
    expect((await http.get(`/v1/payments/${paymentId}`)).body.status).toBe("authorized");
    expect((await http.get(`/v1/orders/${orderId}`)).body.status).toBe("attempted");
    await http.post(`/v1/payments/${paymentId}/capture`, { amount: 30_000, currency: "INR" });
    expect((await http.get(`/v1/orders/${orderId}`)).body.status).toBe("paid");
  });

  it("does not capture a failed payment", async () => {
    const orderId = await order(30_000);
    const failed = await http.checkout("/pay", { order_id: orderId, outcome: "failure" });
    const paymentId = failed.body.error.metadata.payment_id;
    const answer = await http.post(`/v1/payments/${paymentId}/capture`, { amount: 30_000, currency: "INR" });
    expect(answer.body.error.description).toBe(
      "Only payments which have been authorized and not yet captured can be captured",
    );
  });
});

describe("refunds", () => {
  it("refunds part, then the rest, and no more", async () => {
    const { paymentId } = await paidOrder(50_000);
    const partial = await http.post(`/v1/payments/${paymentId}/refund`, {
      amount: 20_000,
      notes: { reason: "late" },
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      entity: "refund",
      amount: 20_000,
      currency: "INR",
      payment_id: paymentId,
      status: "processed",
      notes: { reason: "late" },
    });
    expect(partial.body.id).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    expect((await http.get(`/v1/refunds/${partial.body.id}`)).body).toEqual(partial.body);
    expect((await http.get(`/v1/payments/${paymentId}`)).body).toMatchObject({
      status: "captured",
      amount_refunded: 20_000,
      refund_status: "partial",
    });

    const tooMuch = await http.post(`/v1/payments/${paymentId}/refund`, { amount: 30_001 });
    expect(tooMuch.body.error).toMatchObject({ field: "amount" });
    const rest = await http.post(`/v1/payments/${paymentId}/refund`, {});
    expect(rest.body.amount).toBe(30_000);
    expect((await http.get(`/v1/payments/${paymentId}`)).body).toMatchObject({
      status: "refunded",
      amount_refunded: 50_000,
      refund_status: "full",
    });
    const more = await http.post(`/v1/payments/${paymentId}/refund`, { amount: 100 });
    expect(more.body.error.description).toBe("The payment has been fully refunded already");
  });

  it("refuses to refund a payment that is only authorized", async () => {
    const standalone = await http.checkout("/authorize-standalone", { amount: 10_000 });
    const answer = await http.post(`/v1/payments/${standalone.body.razorpay_payment_id}/refund`, {});
    expect(answer.status).toBe(400);
    expect(answer.body.error.description).toMatch(/Only captured payments can be refunded/);
  });
});
