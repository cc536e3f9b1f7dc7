import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { startRazorpayStandin } from "./index";
import { httpClient, keys, startWebhookReceiver } from "./test-helpers";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp() {
  const receiver = await startWebhookReceiver();
  cleanups.push(receiver.close);
  const standin = await startRazorpayStandin({ ...keys, webhookUrl: receiver.url });
  cleanups.push(standin.close);
  return { receiver, standin, http: httpClient(standin.url) };
}

const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;
const newQr = (extra: object = {}) => ({
  type: "upi_qr",
  usage: "single_use",
  fixed_amount: true,
  payment_amount: 59_900,
  description: "Walk-in ABC123",
  close_by: inTenMinutes(),
  notes: { booking_code: "ABC123" },
  ...extra,
});

describe("UPI QR codes", () => {
  it("creates an active single-use QR with the UPI intent, and fetches it", async () => {
    const { http } = await setUp();
    const created = await http.post("/v1/payments/qr_codes", newQr());
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      entity: "qr_code",
      type: "upi_qr",
      usage: "single_use",
      status: "active",
      fixed_amount: true,
      payment_amount: 59_900,
      payments_count_received: 0,
      notes: { booking_code: "ABC123" },
    });
    expect(created.body.id).toMatch(/^qr_[0-9A-Za-z]{14}$/);
    expect(created.body.image_content).toMatch(/^upi:\/\/pay\?.*&am=599\.00$/);
    expect((await http.get(`/v1/payments/qr_codes/${created.body.id}`)).body).toEqual(created.body);
    const image = await fetch(created.body.image_url);
    expect(await image.text()).toBe(created.body.image_content);
  });

  it("refuses a fixed-amount QR without an amount, another type, or a close_by under two minutes away", async () => {
    const { http } = await setUp();
    const noAmount = await http.post("/v1/payments/qr_codes", newQr({ payment_amount: undefined }));
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.error.field).toBe("payment_amount");
    expect((await http.post("/v1/payments/qr_codes", newQr({ type: "bharat_qr" }))).body.error.field).toBe(
      "type",
    );
    const soon = await http.post(
      "/v1/payments/qr_codes",
      newQr({ close_by: Math.floor(Date.now() / 1000) + 30 }),
    );
    expect(soon.body.error.field).toBe("close_by");
  });

  it("paying it captures a payment without an order, closes it and sends payment.captured and qr_code.credited", async () => {
    const { http, receiver, standin } = await setUp();
    const qr = (await http.post("/v1/payments/qr_codes", newQr())).body;
    const paid = await http.control(`/qr-codes/${qr.id}/pay`, {});
    expect(paid.body).toMatchObject({ status: "captured", amount: 59_900, order_id: null, captured: true });

    const payments = await http.get(`/v1/payments/qr_codes/${qr.id}/payments`);
    expect(payments.body).toMatchObject({ entity: "collection", count: 1, items: [{ id: paid.body.id }] });
    const after = (await http.get(`/v1/payments/qr_codes/${qr.id}`)).body;
    expect(after).toMatchObject({ status: "closed", close_reason: "paid", payments_amount_received: 59_900 });

    await standin.controls.webhooksSettled();
    const events = receiver.received.map((hook) => JSON.parse(hook.body));
    expect(events.map((event) => event.event)).toEqual(["payment.captured", "qr_code.credited"]);
    const credited = receiver.received[1];
    expect(credited?.headers["x-razorpay-signature"]).toBe(
      createHmac("sha256", keys.webhookSecret)
        .update(credited?.body ?? "")
        .digest("hex"),
    );
    expect(events[1].payload.qr_code.entity.id).toBe(qr.id);
    expect(events[1].payload.payment.entity.id).toBe(paid.body.id);

    const again = await http.control(`/qr-codes/${qr.id}/pay`, {});
    expect(again.status).toBe(400);
  });

  it("is paid from the test checkout as a customer's UPI app would, with the key id", async () => {
    const { http, standin } = await setUp();
    const qr = (await http.post("/v1/payments/qr_codes", newQr())).body;
    const wrongKey = await http.send("POST", `/checkout/qr-codes/${qr.id}/pay`, { key_id: "rzp_test_other" });
    expect(wrongKey.status).toBe(401);
    const paid = await http.checkout(`/qr-codes/${qr.id}/pay`, { vpa: "ravi@okicici" });
    expect(paid.body).toMatchObject({ status: "captured", amount: 59_900, vpa: "ravi@okicici" });
    expect(standin.controls.qrCodes()[0]).toMatchObject({ status: "closed", payments_count_received: 1 });
  });

  it("closes on demand once; a closed QR takes no payment", async () => {
    const { http } = await setUp();
    const qr = (await http.post("/v1/payments/qr_codes", newQr())).body;
    const closed = await http.post(`/v1/payments/qr_codes/${qr.id}/close`);
    expect(closed.body).toMatchObject({ status: "closed", close_reason: "on_demand" });
    expect((await http.post(`/v1/payments/qr_codes/${qr.id}/close`)).status).toBe(400);
    expect((await http.control(`/qr-codes/${qr.id}/pay`, {})).status).toBe(400);
    expect((await http.get("/v1/payments/qr_codes/qr_unknown00000000")).status).toBe(400);
  });
});
