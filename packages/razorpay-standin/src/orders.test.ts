import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningRazorpayStandin, startRazorpayStandin } from "./index";
import { basicAuth, httpClient, keys } from "./test-helpers";

let standin: RunningRazorpayStandin;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  standin = await startRazorpayStandin(keys);
  http = httpClient(standin.url);
});
afterAll(() => standin.close());

describe("orders API", () => {
  it("creates and fetches an order like Razorpay's", async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await http.post("/v1/orders", {
      amount: 49_900,
      currency: "INR",
      receipt: "booking-1",
      notes: { bookingId: "1", seats: 2 },
      payment_capture: 1,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      entity: "order",
      amount: 49_900,
      amount_paid: 0,
      amount_due: 49_900,
      currency: "INR",
      receipt: "booking-1",
      status: "created",
      attempts: 0,
      notes: { bookingId: "1", seats: 2 },
    });
    expect(created.body.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(created.body.created_at).toBeGreaterThanOrEqual(before);
    expect(created.body.created_at).toBeLessThan(before + 5);

    const fetched = await http.get(`/v1/orders/${created.body.id}`);
    expect(fetched).toEqual({ status: 200, body: created.body });
    expect(await http.get(`/v1/orders/${created.body.id}/payments`)).toEqual({
      status: 200,
      body: { entity: "collection", count: 0, items: [] },
    });
  });

  it.each([
    [{ currency: "INR" }, "amount", "The amount field is required."],
    [{ amount: 99, currency: "INR" }, "amount", "The amount must be atleast INR 1.00"],
    [{ amount: 100.5, currency: "INR" }, "amount", "The amount must be an integer."],
    [{ amount: "500", currency: "INR" }, "amount", "The amount must be an integer."],
    [{ amount: 500 }, "currency", "The currency field is required."],
    [{ amount: 500, currency: "USD" }, "currency", "The currency provided is not supported."],
    [
      { amount: 500, currency: "INR", receipt: "r".repeat(41) },
      "receipt",
      "The receipt may not be greater than 40 characters.",
    ],
    [
      { amount: 500, currency: "INR", notes: { a: { nested: true } } },
      "notes",
      "The notes.a must be a string or a number.",
    ],
    [
      { amount: 500, currency: "INR", payment_capture: "later" },
      "payment_capture",
      "The payment capture field is invalid.",
    ],
  ])("rejects %j with Razorpay's error shape", async (body, field, description) => {
    const answer = await http.post("/v1/orders", body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        field,
        source: "business",
        step: "NA",
        reason: "input_validation_failed",
        metadata: {},
      },
    });
  });

  it("answers unknown ids, unknown paths and bad JSON in Razorpay's shape", async () => {
    for (const path of [
      "/v1/orders/order_AAAAAAAAAAAAAA",
      "/v1/payments/pay_AAAAAAAAAAAAAA",
      "/v1/refunds/rfnd_A",
    ]) {
      const answer = await http.get(path);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: "BAD_REQUEST_ERROR",
        description: "The id provided does not exist",
      });
    }
    expect((await http.get("/v1/settlements")).body.error.code).toBe("BAD_REQUEST_ERROR");
    const garbled = await http.post("/v1/orders", "{not json");
    expect(garbled.status).toBe(400);
    expect(garbled.body.error.description).toBe("The request body is not valid JSON");
  });
});

describe("API authentication", () => {
  it.each([
    ["no credentials", {}, "Please provide your api key for authentication purposes."],
    ["a wrong secret", { authorization: basicAuth(keys.keyId, "nope") }, "Authentication failed"],
    [
      "a wrong key id",
      { authorization: basicAuth("rzp_test_other", keys.keySecret) },
      "Authentication failed",
    ],
    [
      "a bearer token",
      { authorization: `Bearer ${keys.keySecret}` },
      "Please provide your api key for authentication purposes.",
    ],
  ])("refuses %s with 401", async (_name, headers, description) => {
    const ordersBefore = standin.controls.orders().length;
    const answer = await http.send("POST", "/v1/orders", { amount: 500, currency: "INR" }, headers);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({ code: "BAD_REQUEST_ERROR", description });
    expect(standin.controls.orders()).toHaveLength(ordersBefore);
  });

  it("refuses the test checkout with another key id", async () => {
    const answer = await http.send("POST", "/checkout/pay", {
      key_id: "rzp_test_other",
      order_id: "x",
      outcome: "success",
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error.field).toBe("key_id");
  });
});
