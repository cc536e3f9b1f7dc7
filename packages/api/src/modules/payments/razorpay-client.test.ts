import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { inspect } from "node:util";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRazorpayClient, type PaymentGateway, PaymentGatewayError } from "./razorpay-client";
import { verifyPaymentSignature } from "./razorpay-signature";

const keys = { keyId: "rzp_test_Standin00000001", keySecret: "standin_secret_do_not_log" };
let standin: RunningRazorpayStandin;
let gateway: PaymentGateway;

beforeAll(async () => {
  standin = await startRazorpayStandin({ ...keys, webhookSecret: "whsec_unused" });
  gateway = createRazorpayClient({ ...keys, baseUrl: standin.apiBaseUrl, timeoutMs: 2_000 });
});
afterEach(() => standin.controls.reset());
afterAll(() => standin.close());

/** What the browser does through Checkout; not part of the client under test. */
async function checkout(path: "pay" | "authorize-standalone", body: object) {
  const response = await fetch(`${standin.url}/checkout/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key_id: keys.keyId, ...body }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

async function gatewayError(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  const gatewayFailure = error as PaymentGatewayError;
  expect(`${gatewayFailure.message} ${JSON.stringify(gatewayFailure)}`).not.toContain(keys.keySecret);
  expect(inspect(gatewayFailure, { depth: 10, showHidden: true })).not.toContain(keys.keySecret);
  return gatewayFailure;
}

describe("Razorpay client against the stand-in", () => {
  it("creates an order, checks Checkout's signature, sees the payment captured and refunds it", async () => {
    const order = await gateway.createOrder({
      amountPaise: 84_860,
      receipt: "booking-42",
      notes: { bookingId: "42" },
    });
    expect(order).toMatchObject({
      amount: 84_860,
      amount_paid: 0,
      currency: "INR",
      receipt: "booking-42",
      status: "created",
    });
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);

    const paid = await checkout("pay", { order_id: order.id, outcome: "success" });
    expect(paid.razorpay_order_id).toBe(order.id);
    const signed = {
      orderId: order.id,
      paymentId: String(paid.razorpay_payment_id),
      signature: String(paid.razorpay_signature),
    };
    expect(verifyPaymentSignature(signed, keys.keySecret)).toBe(true);
    expect(verifyPaymentSignature({ ...signed, orderId: "order_AAAAAAAAAAAAAA" }, keys.keySecret)).toBe(
      false,
    );

    const payment = await gateway.fetchPayment(signed.paymentId);
    expect(payment).toMatchObject({
      order_id: order.id,
      amount: 84_860,
      currency: "INR",
      status: "captured",
      captured: true,
    });
    expect(payment.method).toBe("upi");
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "paid", amount_paid: 84_860 });
    expect((await gateway.fetchOrderPayments(order.id)).map((p) => p.id)).toEqual([payment.id]);

    const partial = await gateway.refundPayment(payment.id, {
      amountPaise: 10_000,
      notes: { reason: "late" },
    });
    expect(partial).toMatchObject({ payment_id: payment.id, amount: 10_000, status: "processed" });
    expect(partial.id).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    expect(await gateway.fetchRefund(partial.id)).toMatchObject({ id: partial.id, amount: 10_000 });
    const rest = await gateway.refundPayment(payment.id);
    expect(rest.amount).toBe(74_860);
    expect((await gateway.fetchPayment(payment.id)).status).toBe("refunded");
    const refunds = await gateway.fetchPaymentRefunds(payment.id);
    expect(refunds.map((r) => [r.id, r.amount]).sort()).toEqual(
      [
        [partial.id, 10_000],
        [rest.id, 74_860],
      ].sort(),
    );
    expect(refunds.find((r) => r.id === partial.id)?.notes).toEqual({ reason: "late" });

    const again = await gatewayError(gateway.refundPayment(payment.id, { amountPaise: 100 }));
    expect(again.kind).toBe("rejected");
  });

  it("reports a failed payment with Razorpay's reason", async () => {
    const order = await gateway.createOrder({ amountPaise: 49_900, receipt: "booking-43" });
    const failed = await checkout("pay", { order_id: order.id, outcome: "failure" });
    const paymentId = (failed as unknown as { error: { metadata: { payment_id: string } } }).error.metadata
      .payment_id;
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({
      status: "failed",
      captured: false,
      error_description: "Payment failed",
    });
    expect((await gateway.fetchOrder(order.id)).status).toBe("attempted");
  });

  it("captures a standalone authorized payment only for its exact amount", async () => {
    const { razorpay_payment_id: paymentId = "" } = await checkout("authorize-standalone", {
      amount: 59_900,
    });
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({
      order_id: null,
      status: "authorized",
      amount: 59_900,
    });

    const wrong = await gatewayError(gateway.capturePayment(paymentId, 100));
    expect(wrong).toMatchObject({ kind: "rejected", details: { status: 400, code: "BAD_REQUEST_ERROR" } });
    expect(wrong.description).toMatch(/equal to the amount authorized/);

    expect(await gateway.capturePayment(paymentId, 59_900)).toMatchObject({
      status: "captured",
      captured: true,
    });
    const twice = await gatewayError(gateway.capturePayment(paymentId, 59_900));
    expect(twice.description).toMatch(/already been captured/);
  });

  it("passes on Razorpay's refusals as rejected", async () => {
    const unknown = await gatewayError(gateway.fetchPayment("pay_DoesNotExist00"));
    expect(unknown).toMatchObject({ kind: "rejected", description: "The id provided does not exist" });

    const tooSmall = await gatewayError(gateway.createOrder({ amountPaise: 99, receipt: "r" }));
    expect(tooSmall).toMatchObject({ kind: "rejected", details: { field: "amount" } });

    const wrongKey = createRazorpayClient({ ...keys, keySecret: "wrong", baseUrl: standin.apiBaseUrl });
    const unauthorised = await gatewayError(wrongKey.fetchOrder("order_AAAAAAAAAAAAAA"));
    expect(unauthorised).toMatchObject({ kind: "rejected", details: { status: 401 } });
  });

  it("reports an outage as unavailable", async () => {
    standin.controls.setDown(true);
    const down = await gatewayError(gateway.createOrder({ amountPaise: 10_000, receipt: "r" }));
    expect(down).toMatchObject({ kind: "unavailable", details: { status: 503 } });
    standin.controls.setDown(false);
    await expect(gateway.createOrder({ amountPaise: 10_000, receipt: "r" })).resolves.toMatchObject({
      status: "created",
    });
  });

  it("gives up on a slow Razorpay after its timeout", async () => {
    standin.controls.setLatency(1_000);
    const impatient = createRazorpayClient({ ...keys, baseUrl: standin.apiBaseUrl, timeoutMs: 100 });
    const started = Date.now();
    const slow = await gatewayError(impatient.createOrder({ amountPaise: 10_000, receipt: "r" }));
    expect(slow).toMatchObject({ kind: "unavailable", description: "No answer within 100 ms" });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("reports garbled answers, 429 and a 5xx without Razorpay's error body as unavailable", async () => {
    const answers = [
      [200, "text/html", "<html>maintenance</html>"],
      [200, "application/json", '{"id":"order_AAAAAAAAAAAAAA"}'],
      [429, "application/json", '{"error":{"code":"BAD_REQUEST_ERROR","description":"Too many requests"}}'],
      [502, "text/html", "<html>Bad gateway</html>"],
    ] as const;
    let served = 0;
    const server = createHttpServer((_request, response) => {
      const [status, type, body] = answers[served++] ?? [500, "text/plain", ""];
      response.writeHead(status, { "content-type": type }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const odd = createRazorpayClient({ ...keys, baseUrl: `http://127.0.0.1:${port}/v1` });
      const order = () => odd.createOrder({ amountPaise: 10_000, receipt: "r" });
      const garbled = { kind: "unavailable", description: "Unexpected answer from orders.create" };
      expect(await gatewayError(order())).toMatchObject(garbled); // not JSON
      expect(await gatewayError(order())).toMatchObject(garbled); // not an order
      expect(await gatewayError(order())).toMatchObject({
        kind: "unavailable",
        description: "Too many requests",
        details: { status: 429 },
      });
      expect(await gatewayError(order())).toMatchObject({
        kind: "unavailable",
        description: "HTTP 502",
        details: { status: 502 },
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("passes on the SDK's refusal of an empty id as rejected", async () => {
    const refused = await gatewayError(gateway.fetchPayment(""));
    expect(refused).toMatchObject({ kind: "rejected", description: "`payment_id` is mandatory" });
  });

  it("reports a refused connection as unavailable", async () => {
    const port = await closedPort();
    const nowhere = createRazorpayClient({ ...keys, baseUrl: `http://127.0.0.1:${port}/v1` });
    const refused = await gatewayError(nowhere.fetchPayment("pay_AAAAAAAAAAAAAA"));
    expect(refused).toMatchObject({ kind: "unavailable", description: "Razorpay could not be reached" });
  });
});

/** A loopback port that nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
