import { createHmac } from "node:crypto";
import Fastify from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createRazorpayStandin } from "./index";
import { httpClient, keys } from "./test-helpers";

const standin = createRazorpayStandin({ ...keys, webhookRetryDelaysMs: [10] });
const host = Fastify({ logger: false });
const received: Array<{ body: string; signature: unknown }> = [];
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  // The host keeps raw JSON bodies for its webhook route; the stand-in must not be affected.
  host.removeContentTypeParser("application/json");
  host.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  host.post("/webhooks/razorpay", async (request) => {
    received.push({ body: String(request.body), signature: request.headers["x-razorpay-signature"] });
    return { ok: true };
  });
  await host.register(standin.plugin, { prefix: "/__razorpay" });
  const origin = await host.listen({ host: "127.0.0.1", port: 0 });
  standin.controls.setWebhookUrl(`${origin}/webhooks/razorpay`);
  http = httpClient(origin);
});
afterAll(() => host.close());

it("serves the API and the test checkout under the host's prefix and posts webhooks to the host", async () => {
  const order = await http.post("/__razorpay/v1/orders", {
    amount: 25_000,
    currency: "INR",
    receipt: "mounted",
  });
  expect(order.status).toBe(200);
  expect((await http.post("/v1/orders", { amount: 25_000, currency: "INR" })).status).toBe(404);

  const response = await http.send("POST", "/__razorpay/checkout/pay", {
    key_id: keys.keyId,
    order_id: order.body.id,
    outcome: "success",
  });
  expect(response.status).toBe(200);
  expect((await http.get(`/__razorpay/v1/payments/${response.body.razorpay_payment_id}`)).body.status).toBe(
    "captured",
  );
  expect((await http.get("/__razorpay/v1/nothing")).body.error.code).toBe("BAD_REQUEST_ERROR");

  await standin.controls.webhooksSettled();
  expect(received).toHaveLength(2);
  for (const hook of received) {
    expect(hook.signature).toBe(createHmac("sha256", keys.webhookSecret).update(hook.body).digest("hex"));
  }
});

it("gives a subscription a short_url to the authorisation page under the host's prefix", async () => {
  const plan = await http.post("/__razorpay/v1/plans", {
    period: "monthly",
    interval: 1,
    item: { name: "Doorstep wash", amount: 99_900, currency: "INR" },
  });
  const sub = await http.post("/__razorpay/v1/subscriptions", { plan_id: plan.body.id, total_count: 3 });
  expect(sub.body.short_url).toMatch(new RegExp(`/__razorpay/checkout/subscriptions/${sub.body.id}$`));
  const page = await fetch(sub.body.short_url);
  expect(((await page.json()) as { subscription_id: string }).subscription_id).toBe(sub.body.id);
});
