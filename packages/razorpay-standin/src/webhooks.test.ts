import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningRazorpayStandin, startRazorpayStandin } from "./index";
import { httpClient, keys, startWebhookReceiver } from "./test-helpers";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const webhookHmac = (body: string) => createHmac("sha256", keys.webhookSecret).update(body).digest("hex");

async function setUp(
  receiverOptions: Parameters<typeof startWebhookReceiver>[0] = {},
  retryDelaysMs = [20, 50],
) {
  const receiver = await startWebhookReceiver(receiverOptions);
  cleanups.push(receiver.close);
  const standin: RunningRazorpayStandin = await startRazorpayStandin({
    ...keys,
    webhookUrl: receiver.url,
    webhookRetryDelaysMs: retryDelaysMs,
  });
  cleanups.push(standin.close);
  const http = httpClient(standin.url);
  async function pay(amount: number, outcome: "success" | "failure" = "success") {
    const order = await http.post("/v1/orders", { amount, currency: "INR", receipt: "r" });
    const paid = await http.checkout("/pay", { order_id: order.body.id, outcome });
    return { orderId: order.body.id as string, paid };
  }
  return { receiver, standin, http, pay };
}

describe("webhooks", () => {
  it("posts payment.captured and order.paid, signed over the exact raw body", async () => {
    const { receiver, standin, pay } = await setUp();
    const { orderId, paid } = await pay(84_860);
    await standin.controls.webhooksSettled();

    expect(receiver.received.map((hook) => JSON.parse(hook.body).event).sort()).toEqual([
      "order.paid",
      "payment.captured",
    ]);
    for (const hook of receiver.received) {
      expect(hook.headers["x-razorpay-signature"]).toBe(webhookHmac(hook.body));
      expect(hook.headers["x-razorpay-event-id"]).toMatch(/^[0-9A-Za-z]{14}$/);
      expect(hook.headers["content-type"]).toBe("application/json");
    }
    const ids = new Set(receiver.received.map((hook) => hook.headers["x-razorpay-event-id"]));
    expect(ids.size).toBe(2);

    const orderPaid = JSON.parse(
      receiver.received.find((hook) => hook.body.includes('"order.paid"'))?.body ?? "{}",
    );
    expect(orderPaid).toMatchObject({
      entity: "event",
      account_id: "acc_standin",
      event: "order.paid",
      contains: ["payment", "order"],
      payload: {
        payment: { entity: { id: paid.body.razorpay_payment_id, status: "captured", amount: 84_860 } },
        order: { entity: { id: orderId, status: "paid" } },
      },
    });
    expect(orderPaid.created_at).toBeCloseTo(Date.now() / 1000, -1);
    expect(standin.controls.events().map((event) => event.state)).toEqual(["delivered", "delivered"]);
  });

  it("posts payment.failed and refund.processed", async () => {
    const { receiver, standin, http, pay } = await setUp();
    await pay(10_000, "failure");
    const { paid } = await pay(20_000);
    const refund = await http.post(`/v1/payments/${paid.body.razorpay_payment_id}/refund`, { amount: 5_000 });
    await standin.controls.webhooksSettled();

    const events = receiver.received.map((hook) => JSON.parse(hook.body));
    const failed = events.find((event) => event.event === "payment.failed");
    expect(failed).toMatchObject({
      contains: ["payment"],
      payload: { payment: { entity: { status: "failed" } } },
    });
    const refunded = events.find((event) => event.event === "refund.processed");
    expect(refunded).toMatchObject({
      contains: ["payment", "refund"],
      payload: {
        payment: { entity: { amount_refunded: 5_000 } },
        refund: { entity: { id: refund.body.id, amount: 5_000, status: "processed" } },
      },
    });
  });

  it("retries a failing receiver, then gives up after the last delay", async () => {
    const { receiver, standin, pay } = await setUp({ failNext: 2 });
    await pay(10_000);
    await standin.controls.webhooksSettled();
    // Two events, two failures between them, all delivered in the end.
    expect(receiver.received).toHaveLength(2);
    const attempts = standin.controls
      .events()
      .flatMap((event) => event.attempts.map((attempt) => attempt.status));
    expect(attempts.filter((status) => status === 500)).toHaveLength(2);

    const failing = await setUp({ failNext: 100 }, [10, 10]);
    await failing.pay(10_000);
    await failing.standin.controls.webhooksSettled();
    const [first] = failing.standin.controls.events();
    expect(first?.state).toBe("failed");
    expect(first?.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 500]);
  });

  it("answers the API call without waiting for the webhook", async () => {
    const { receiver, standin, pay } = await setUp({ delayMs: 1_500 });
    const started = Date.now();
    await pay(10_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(receiver.received).toHaveLength(0);
    await standin.controls.webhooksSettled();
    expect(receiver.received).toHaveLength(2);
  });

  it("holds events while delivery is paused and sends them when resumed", async () => {
    const { receiver, standin, pay } = await setUp();
    standin.controls.deliverWebhooks(false);
    await pay(10_000);
    await standin.controls.webhooksSettled();
    expect(receiver.received).toHaveLength(0);
    expect(standin.controls.events().map((event) => event.state)).toEqual(["held", "held"]);

    standin.controls.deliverWebhooks(true);
    await standin.controls.webhooksSettled();
    expect(receiver.received.map((hook) => JSON.parse(hook.body).event)).toEqual([
      "payment.captured",
      "order.paid",
    ]);
  });

  it("redelivers an event with the same id, body and signature", async () => {
    const { receiver, standin, pay } = await setUp();
    await pay(10_000);
    await standin.controls.webhooksSettled();
    const [event] = standin.controls.events();
    if (!event) throw new Error("no event");

    const again = await standin.controls.redeliver(event.id);
    expect(again.state).toBe("delivered");
    const copies = receiver.received.filter((hook) => hook.headers["x-razorpay-event-id"] === event.id);
    expect(copies).toHaveLength(2);
    expect(copies[1]?.body).toBe(copies[0]?.body);
    expect(copies[1]?.headers["x-razorpay-signature"]).toBe(copies[0]?.headers["x-razorpay-signature"]);
  });

  it("logs events when no webhook URL is set", async () => {
    const standin = await startRazorpayStandin(keys);
    cleanups.push(standin.close);
    const http = httpClient(standin.url);
    const order = await http.post("/v1/orders", { amount: 10_000, currency: "INR" });
    await http.checkout("/pay", { order_id: order.body.id, outcome: "success" });
    expect(standin.controls.events().map((event) => [event.event, event.state])).toEqual([
      ["payment.captured", "undeliverable"],
      ["order.paid", "undeliverable"],
    ]);
  });
});

describe("controls over HTTP", () => {
  it("switch outages, latency and webhook delivery, and list what happened", async () => {
    const { receiver, standin, http, pay } = await setUp();

    expect((await http.send("POST", "/__control/down", { down: true })).status).toBe(200);
    const down = await http.post("/v1/orders", { amount: 10_000, currency: "INR" });
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe("SERVER_ERROR");
    await http.send("POST", "/__control/down", { down: false });

    await http.send("POST", "/__control/latency", { ms: 300 });
    const started = Date.now();
    expect((await http.get("/v1/orders/order_AAAAAAAAAAAAAA")).status).toBe(400);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await http.send("POST", "/__control/latency", { ms: 0 });

    await http.send("POST", "/__control/webhooks", { enabled: false });
    const { paid } = await pay(10_000);
    const payments = await http.send("GET", "/__control/payments");
    expect(payments.body.map((payment: { id: string }) => payment.id)).toEqual([
      paid.body.razorpay_payment_id,
    ]);
    const events = await http.send("GET", "/__control/events");
    expect(events.body.map((event: { state: string }) => event.state)).toEqual(["held", "held"]);

    await http.send("POST", "/__control/webhooks", { enabled: true });
    await http.send("POST", "/__control/webhooks/settled", {});
    expect(receiver.received).toHaveLength(2);

    const redelivered = await http.send("POST", `/__control/events/${events.body[0].id}/redeliver`, {});
    expect(redelivered.body).toMatchObject({ id: events.body[0].id, state: "delivered" });
    expect(receiver.received).toHaveLength(3);
    expect(standin.controls.events()).toHaveLength(2);
  });
});
