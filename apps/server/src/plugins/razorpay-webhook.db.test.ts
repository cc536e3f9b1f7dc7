import { createHmac } from "node:crypto";
import { createRazorpayClient, createRazorpaySubscriptions } from "@chamak/api";
import { recordReliability } from "@chamak/api/test-support/reliability-record";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";

const webhookSecret = "whsec-test";
/** Razorpay at a closed port: the webhook never needs to call it. */
const unreachable = { keyId: "rzp_test_x", keySecret: "k", baseUrl: "http://127.0.0.1:9/v1" };
let database: Awaited<ReturnType<typeof createTestDb>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDb();
  app = await buildApp({
    db: database.db,
    config: { webDist: "/nonexistent", consoleDist: "/nonexistent", corsOrigins: [] },
    payments: {
      gateway: createRazorpayClient(unreachable),
      subscriptions: createRazorpaySubscriptions(unreachable),
      keySecret: "k",
      webhookSecret,
      testMode: true,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const sign = (body: string) => createHmac("sha256", webhookSecret).update(body).digest("hex");

describe("POST /webhooks/razorpay", () => {
  // Whitespace and key order are part of what Razorpay signs: the raw bytes must reach the check untouched.
  const body =
    '{"entity":"event","event":"payment.authorized",  "payload":{"payment":{"entity":{"id":"pay_1","order_id":null,"amount":100}}}}';

  it("accepts a correctly signed event once, and answers a redelivery as a duplicate", async () => {
    recordReliability({
      area: "Webhooks",
      scenario: "A signed webhook delivered twice is applied once; the redelivery is answered as a duplicate",
      load: "1 signed event POSTed twice to /webhooks/razorpay (app.inject)",
      faults: "redelivery of the same event id",
    });
    const send = () =>
      app.inject({
        method: "POST",
        url: "/webhooks/razorpay",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": sign(body),
          "x-razorpay-event-id": "evt_1",
        },
        payload: body,
      });
    expect((await send()).json()).toEqual({ status: true, outcome: "ignored" });
    expect((await send()).json()).toEqual({ status: true, outcome: "duplicate" });
    expect(await database.db.webhookEvent.count()).toBe(1);
  });

  it("refuses a wrong or missing signature without recording anything", async () => {
    for (const signature of [sign(`${body} `), undefined]) {
      const response = await app.inject({
        method: "POST",
        url: "/webhooks/razorpay",
        headers: {
          "content-type": "application/json",
          "x-razorpay-event-id": "evt_2",
          ...(signature ? { "x-razorpay-signature": signature } : {}),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: false, message: "Invalid webhook signature" });
    }
    expect(await database.db.webhookEvent.count({ where: { id: "evt_2" } })).toBe(0);
  });
});
