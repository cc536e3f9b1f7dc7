import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningRazorpayStandin, startRazorpayStandin } from "./index";
import { httpClient, keys, startWebhookReceiver } from "./test-helpers";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
/** The one charge a charge run made. */
function only<T>(items: T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}
const hmac = (message: string, secret: string) => createHmac("sha256", secret).update(message).digest("hex");

async function setUp() {
  const receiver = await startWebhookReceiver();
  cleanups.push(receiver.close);
  const standin: RunningRazorpayStandin = await startRazorpayStandin({ ...keys, webhookUrl: receiver.url });
  cleanups.push(standin.close);
  const http = httpClient(standin.url);
  const { controls } = standin;

  async function plan(amount = 99_900, extra: object = {}) {
    const created = await http.post("/v1/plans", {
      period: "monthly",
      interval: 1,
      item: { name: "Doorstep wash, 4 a month", amount, currency: "INR", description: "Hatchback" },
      notes: { plan: "monthly-4" },
      ...extra,
    });
    expect(created.status).toBe(200);
    return created.body;
  }

  async function subscription(extra: object = {}, amount = 99_900) {
    const { id } = await plan(amount);
    const created = await http.post("/v1/subscriptions", {
      plan_id: id,
      total_count: 12,
      quantity: 1,
      customer_notify: 0,
      notes: { wash_plan: "42" },
      ...extra,
    });
    expect(created.status).toBe(200);
    return created.body;
  }

  /** A subscription authorised by a UPI app: active, its first cycle charged with the authorisation. */
  async function active(extra: object = {}, amount = 99_900) {
    const sub = await subscription(extra, amount);
    controls.authorizeSubscription(sub.id, { method: "upi_intent" });
    return (await http.get(`/v1/subscriptions/${sub.id}`)).body;
  }

  const fetchSub = async (id: string) => (await http.get(`/v1/subscriptions/${id}`)).body;
  const invoicesOf = async (id: string) => (await http.get(`/v1/invoices?subscription_id=${id}`)).body;
  /** The subscription's events in the order they happened. */
  const eventsOf = (id: string) =>
    controls
      .subscriptionEvents()
      .filter((record) => record.payload.payload.subscription.entity.id === id)
      .map((record) => record.event);

  return { receiver, standin, controls, http, plan, subscription, active, fetchSub, invoicesOf, eventsOf };
}

describe("plans", () => {
  it("creates a plan with its item in paise, fetches it and lists it", async () => {
    const { http, plan } = await setUp();
    const created = await plan(99_900);
    expect(created).toMatchObject({
      entity: "plan",
      period: "monthly",
      interval: 1,
      item: {
        name: "Doorstep wash, 4 a month",
        amount: 99_900,
        unit_amount: 99_900,
        currency: "INR",
        active: true,
      },
      notes: { plan: "monthly-4" },
    });
    expect(created.id).toMatch(/^plan_[0-9A-Za-z]{14}$/);
    expect(created.item.id).toMatch(/^item_/);
    expect((await http.get(`/v1/plans/${created.id}`)).body).toEqual(created);
    const second = await plan(149_900);
    const list = await http.get("/v1/plans?count=10&skip=0");
    expect(list.body).toMatchObject({ entity: "collection", count: 2 });
    expect(list.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [created.id, second.id].sort(),
    );
  });

  it("refuses a daily plan more often than every 7 days, naming the interval, and takes one every 7", async () => {
    const { http, plan } = await setUp();
    const refused = await http.post("/v1/plans", {
      period: "daily",
      interval: 3,
      item: { name: "Daily rinse", amount: 5_000, currency: "INR" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "BAD_REQUEST_ERROR", field: "interval" });
    expect(refused.body.error.description).toMatch(/at least 7 for daily/);
    expect((await plan(5_000, { period: "daily", interval: 7 })).period).toBe("daily");
  });

  it.each([
    ["period", { period: "fortnightly" }],
    ["interval", { interval: 0 }],
    ["item", { item: undefined }],
    ["item.amount", { item: { name: "Wash", currency: "INR" } }],
    ["item.currency", { item: { name: "Wash", amount: 10_000, currency: "USD" } }],
    ["item.name", { item: { amount: 10_000, currency: "INR" } }],
  ])("refuses a plan with a bad %s, naming it", async (field, extra) => {
    const { http } = await setUp();
    const answer = await http.post("/v1/plans", {
      period: "monthly",
      interval: 1,
      item: { name: "Wash", amount: 10_000, currency: "INR" },
      ...extra,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe(field);
  });
});

describe("creating a subscription", () => {
  it("answers a created subscription with the checkout's short_url, and fetches it", async () => {
    const { http, subscription, plan } = await setUp();
    const sub = await subscription();
    expect(sub).toMatchObject({
      entity: "subscription",
      status: "created",
      total_count: 12,
      paid_count: 0,
      remaining_count: 12,
      quantity: 1,
      customer_notify: false,
      charge_at: null,
      current_start: null,
      payment_method: null,
      notes: { wash_plan: "42" },
    });
    expect(sub.id).toMatch(/^sub_[0-9A-Za-z]{14}$/);
    expect(sub.short_url).toMatch(new RegExp(`/checkout/subscriptions/${sub.id}$`));
    expect((await http.get(`/v1/subscriptions/${sub.id}`)).body).toEqual(sub);

    const { id: planId } = await plan();
    for (const [field, body] of [
      ["plan_id", { plan_id: "plan_AAAAAAAAAAAAAA", total_count: 3 }],
      ["total_count", { plan_id: planId }],
      ["quantity", { plan_id: planId, total_count: 3, quantity: 0 }],
      ["start_at", { plan_id: planId, total_count: 3, start_at: now() - 60 }],
      [
        "addons.0.item.name",
        { plan_id: planId, total_count: 3, addons: [{ item: { amount: 100, currency: "INR" } }] },
      ],
    ] as const) {
      const answer = await http.post("/v1/subscriptions", body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.field).toBe(field);
    }
  });

  it("cannot be updated: its mandate is UPI", async () => {
    const { http, active } = await setUp();
    const sub = await active();
    const answer = await http.patch(`/v1/subscriptions/${sub.id}`, { quantity: 2 });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: "BAD_REQUEST_ERROR", field: "payment_method" });
    expect(answer.body.error.description).toMatch(/UPI/);
  });
});

describe("authorising the mandate in the test checkout", () => {
  it("offers a UPI app or a QR code, and refuses UPI collect for a new mandate", async () => {
    const { http, subscription, fetchSub } = await setUp();
    const sub = await subscription();
    const page = await http.send("GET", `/checkout/subscriptions/${sub.id}`);
    expect(page.body).toMatchObject({
      subscription_id: sub.id,
      plan: { amount: 99_900, period: "monthly", interval: 1 },
      methods: [
        { method: "upi_intent", label: "UPI app" },
        { method: "upi_qr", label: "Scan QR" },
      ],
      refused: [{ method: "upi_collect", label: "UPI ID" }],
    });
    const collect = await http.checkout(`/subscriptions/${sub.id}/authorize`, { method: "upi_collect" });
    expect(collect.status).toBe(400);
    expect(collect.body.error).toMatchObject({
      field: "method",
      description: "UPI Collect cannot set up new AutoPay mandates from 28 Feb 2026",
    });
    const wrongKey = await http.send("POST", `/checkout/subscriptions/${sub.id}/authorize`, {
      key_id: "rzp_test_someoneelse",
      method: "upi_intent",
    });
    expect(wrongKey.status).toBe(401);
    expect((await fetchSub(sub.id)).status).toBe("created");
  });

  it("approving charges the first cycle and answers the ids signed as payment_id|subscription_id", async () => {
    const { http, subscription, fetchSub, invoicesOf, eventsOf, standin, receiver } = await setUp();
    const sub = await subscription();
    const answer = await http.checkout(`/subscriptions/${sub.id}/authorize`, { method: "upi_qr" });
    expect(answer.status).toBe(200);
    const paymentId = answer.body.razorpay_payment_id;
    expect(answer.body).toEqual({
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: sub.id,
      razorpay_signature: hmac(`${paymentId}|${sub.id}`, keys.keySecret),
    });

    const after = await fetchSub(sub.id);
    expect(after).toMatchObject({
      status: "active",
      payment_method: "upi",
      paid_count: 1,
      remaining_count: 11,
      auth_attempts: 0,
    });
    expect(after.customer_id).toMatch(/^cust_/);
    expect(after.current_end).toBeGreaterThan(after.current_start);
    expect(after.charge_at).toBe(after.current_end);

    const invoices = await invoicesOf(sub.id);
    expect(invoices).toMatchObject({ entity: "collection", count: 1 });
    expect(invoices.items[0]).toMatchObject({
      entity: "invoice",
      subscription_id: sub.id,
      payment_id: paymentId,
      status: "paid",
      amount: 99_900,
      amount_paid: 99_900,
      billing_start: after.current_start,
      billing_end: after.current_end,
    });
    const payment = (await http.get(`/v1/payments/${paymentId}`)).body;
    expect(payment).toMatchObject({ status: "captured", amount: 99_900, invoice_id: invoices.items[0].id });

    expect(eventsOf(sub.id)).toEqual([
      "subscription.authenticated",
      "subscription.activated",
      "subscription.charged",
    ]);
    await standin.controls.webhooksSettled();
    const received = receiver.received.map((hook) => ({ hook, body: JSON.parse(hook.body) }));
    expect(received.map(({ body }) => body.event).sort()).toEqual([
      "payment.captured",
      "subscription.activated",
      "subscription.authenticated",
      "subscription.charged",
    ]);
    for (const { hook } of received) {
      expect(hook.headers["x-razorpay-signature"]).toBe(hmac(hook.body, keys.webhookSecret));
      expect(hook.headers["x-razorpay-event-id"]).toMatch(/^[0-9A-Za-z]{14}$/);
    }
    const charged = received.find(({ body }) => body.event === "subscription.charged")?.body;
    expect(charged).toMatchObject({
      entity: "event",
      contains: ["subscription", "payment"],
      payload: {
        subscription: { entity: { id: sub.id, status: "active", paid_count: 1 } },
        payment: { entity: { id: paymentId, invoice_id: invoices.items[0].id, status: "captured" } },
      },
    });
  });

  it("declining leaves the subscription created, to be authorised again", async () => {
    const { http, subscription, fetchSub, controls } = await setUp();
    const sub = await subscription();
    const declined = await http.checkout(`/subscriptions/${sub.id}/authorize`, {
      method: "upi_intent",
      outcome: "failure",
    });
    expect(declined.body.error).toMatchObject({
      reason: "payment_failed",
      metadata: { subscription_id: sub.id },
    });
    expect((await fetchSub(sub.id)).status).toBe("created");
    controls.authorizeSubscription(sub.id, { method: "upi_intent" });
    expect((await fetchSub(sub.id)).status).toBe("active");
    expect(() => controls.authorizeSubscription(sub.id, { method: "upi_qr" })).toThrow(/active/);
  });

  it("with a later start_at, authorises with ₹1 refunded and charges the first cycle from start_at", async () => {
    const { subscription, fetchSub, controls, eventsOf, invoicesOf } = await setUp();
    const startAt = now() + 3 * DAY;
    const sub = await subscription({ start_at: startAt });
    const { razorpay_payment_id } = controls.authorizeSubscription(sub.id, { method: "upi_intent" });
    const authorisation = controls.payments().find((payment) => payment.id === razorpay_payment_id);
    expect(authorisation).toMatchObject({ amount: 100, status: "refunded", amount_refunded: 100 });
    expect(await fetchSub(sub.id)).toMatchObject({
      status: "authenticated",
      paid_count: 0,
      charge_at: startAt,
    });
    expect(eventsOf(sub.id)).toEqual(["subscription.authenticated"]);

    expect(controls.chargeDue(startAt - 1)).toEqual([]);
    const charged = only(controls.chargeDue(startAt));
    expect(charged).toMatchObject({ subscription_id: sub.id, outcome: "charged" });
    const after = await fetchSub(sub.id);
    expect(after).toMatchObject({ status: "active", paid_count: 1, current_start: startAt });
    expect((await invoicesOf(sub.id)).items[0]).toMatchObject({ billing_start: startAt, status: "paid" });
    expect(eventsOf(sub.id)).toEqual([
      "subscription.authenticated",
      "subscription.activated",
      "subscription.charged",
    ]);
  });

  it("a subscription not authorised by expire_by expires", async () => {
    const { subscription, controls, fetchSub } = await setUp();
    const sub = await subscription({ expire_by: now() + DAY });
    expect(controls.chargeDue(now() + 2 * DAY)).toEqual([
      { subscription_id: sub.id, outcome: "expired", payment_id: null, invoice_id: null },
    ]);
    expect((await fetchSub(sub.id)).status).toBe("expired");
    expect(() => controls.authorizeSubscription(sub.id, { method: "upi_intent" })).toThrow(/expired/);
  });
});

describe("charges on the stand-in's clock", () => {
  it("takes one debit per cycle, never two, advancing the cycle and the counts", async () => {
    const { active, controls, fetchSub, invoicesOf, http } = await setUp();
    const sub = await active();
    const second = sub.charge_at;
    expect(controls.chargeDue(second - 1)).toEqual([]);
    const charged = only(controls.chargeDue(second));
    expect(charged.outcome).toBe("charged");
    expect(controls.chargeDue(second)).toEqual([]);
    expect(controls.chargeDue(second + 10 * DAY)).toEqual([]);

    const after = await fetchSub(sub.id);
    expect(after).toMatchObject({
      status: "active",
      paid_count: 2,
      remaining_count: 10,
      current_start: second,
    });
    expect(after.current_end).toBe(after.charge_at);
    const invoices = (await invoicesOf(sub.id)).items;
    expect(invoices).toHaveLength(2);
    const cycleTwo = invoices.find((invoice: { billing_start: number }) => invoice.billing_start === second);
    expect(cycleTwo).toMatchObject({
      status: "paid",
      payment_id: charged.payment_id,
      billing_end: after.current_end,
    });
    const payment = (await http.get(`/v1/payments/${charged.payment_id}`)).body;
    expect(payment).toMatchObject({ status: "captured", invoice_id: cycleTwo.id, amount: 99_900 });

    expect(only(controls.chargeDue(after.charge_at)).outcome).toBe("charged");
    expect((await fetchSub(sub.id)).paid_count).toBe(3);
  });

  it("completes when the last count is charged", async () => {
    const { active, controls, fetchSub, eventsOf } = await setUp();
    const sub = await active({ total_count: 2 });
    controls.chargeDue(sub.charge_at);
    const after = await fetchSub(sub.id);
    expect(after).toMatchObject({ status: "completed", paid_count: 2, remaining_count: 0, charge_at: null });
    expect(after.ended_at).toBe(sub.charge_at);
    expect(eventsOf(sub.id).slice(-2)).toEqual(["subscription.charged", "subscription.completed"]);
    expect(controls.chargeDue(sub.charge_at + 100 * DAY)).toEqual([]);
  });

  it("a failed debit goes pending and is retried a day later; a success brings it back to active", async () => {
    const { active, controls, fetchSub, eventsOf, invoicesOf } = await setUp();
    const sub = await active();
    const due = sub.charge_at;
    controls.setNextChargeOutcome(sub.id, "fails");
    const failed = only(controls.chargeDue(due));
    expect(failed.outcome).toBe("failed");
    expect(controls.payments().find((payment) => payment.id === failed.payment_id)?.status).toBe("failed");
    expect(await fetchSub(sub.id)).toMatchObject({
      status: "pending",
      auth_attempts: 1,
      charge_at: due + DAY,
    });
    expect(eventsOf(sub.id).at(-1)).toBe("subscription.pending");

    expect(controls.chargeDue(due + DAY - 1)).toEqual([]);
    const retried = only(controls.chargeDue(due + DAY));
    expect(retried).toMatchObject({ outcome: "charged", invoice_id: failed.invoice_id });
    expect(await fetchSub(sub.id)).toMatchObject({ status: "active", paid_count: 2, auth_attempts: 0 });
    expect(eventsOf(sub.id).slice(-2)).toEqual(["subscription.activated", "subscription.charged"]);
    const invoices = (await invoicesOf(sub.id)).items;
    expect(invoices).toHaveLength(2);
    expect(invoices.find((invoice: { id: string }) => invoice.id === failed.invoice_id)).toMatchObject({
      status: "paid",
      payment_id: retried.payment_id,
    });
  });

  it("halts after 4 failed attempts and charges nothing more", async () => {
    const { active, controls, fetchSub, eventsOf } = await setUp();
    const sub = await active();
    let at = sub.charge_at;
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      controls.setNextChargeOutcome(sub.id, "fails");
      outcomes.push(only(controls.chargeDue(at)).outcome);
      at += DAY;
    }
    expect(outcomes).toEqual(["failed", "failed", "failed", "halted"]);
    expect(await fetchSub(sub.id)).toMatchObject({
      status: "halted",
      auth_attempts: 4,
      paid_count: 1,
      charge_at: null,
    });
    expect(eventsOf(sub.id).filter((event) => event !== "subscription.charged")).toEqual([
      "subscription.authenticated",
      "subscription.activated",
      "subscription.pending",
      "subscription.halted",
    ]);
    expect(controls.chargeDue(at + 60 * DAY)).toEqual([]);
  });

  it("waits for the customer's approval of each debit above ₹15,000, and takes ₹15,000 itself", async () => {
    const { active, subscription, controls, fetchSub } = await setUp();
    const limit = await active({}, 1_500_000);
    expect(only(controls.chargeDue(limit.charge_at)).outcome).toBe("charged");

    const startAt = now() + DAY;
    const big = await subscription({ start_at: startAt }, 1_500_100);
    controls.authorizeSubscription(big.id, { method: "upi_qr" });
    const paymentsBefore = controls.payments().length;
    const held = only(controls.chargeDue(startAt));
    expect(held).toMatchObject({ subscription_id: big.id, outcome: "awaiting_approval", payment_id: null });
    expect(controls.chargeDue(startAt + DAY).map((charge) => charge.subscription_id)).not.toContain(big.id);
    expect(controls.payments()).toHaveLength(paymentsBefore);
    expect((await fetchSub(big.id)).paid_count).toBe(0);

    const approved = controls.approveDebit(big.id);
    expect(approved).toMatchObject({ outcome: "charged", invoice_id: held.invoice_id });
    expect(await fetchSub(big.id)).toMatchObject({ status: "active", paid_count: 1 });
    expect(() => controls.approveDebit(big.id)).toThrow(/waiting/);
    // The next cycle needs approval again.
    const next = (await fetchSub(big.id)).charge_at;
    expect(controls.chargeDue(next).find((charge) => charge.subscription_id === big.id)?.outcome).toBe(
      "awaiting_approval",
    );
  });
});

describe("a debit waiting for approval", () => {
  it("cannot be approved while paused, and expires uncharged when its cycle passes paused", async () => {
    const { active, controls, invoicesOf } = await setUp();
    const sub = await active({}, 1_600_000);
    const held = only(controls.chargeDue(sub.charge_at));
    expect(held.outcome).toBe("awaiting_approval");
    controls.customerPausesMandate(sub.id);
    expect(() => controls.approveDebit(sub.id)).toThrow(/paused/);
    const resumed = controls.customerResumesMandate(sub.id);
    expect(resumed.charge_at).toBeGreaterThan(sub.charge_at);
    const expired = (await invoicesOf(sub.id)).items.find(
      (invoice: { id: string }) => invoice.id === held.invoice_id,
    );
    expect(expired).toMatchObject({ status: "expired", payment_id: null });
    const next = only(controls.chargeDue(resumed.charge_at as number));
    expect(next.outcome).toBe("awaiting_approval");
    expect(next.invoice_id).not.toBe(held.invoice_id);
  });
});

describe("pausing, resuming and cancelling", () => {
  it("pauses and resumes through the API; nothing is charged while paused", async () => {
    const { active, controls, http, fetchSub, eventsOf } = await setUp();
    const sub = await active();
    const paused = await http.post(`/v1/subscriptions/${sub.id}/pause`, { pause_at: "now" });
    expect(paused.body.status).toBe("paused");
    expect(controls.chargeDue(sub.charge_at)).toEqual([]);
    expect((await http.post(`/v1/subscriptions/${sub.id}/pause`, { pause_at: "now" })).status).toBe(400);

    const resumed = await http.post(`/v1/subscriptions/${sub.id}/resume`, { resume_at: "now" });
    expect(resumed.body.status).toBe("active");
    // The cycle that began while paused is skipped, not charged late.
    expect(resumed.body.charge_at).toBeGreaterThan(sub.charge_at);
    expect(only(controls.chargeDue(resumed.body.charge_at)).outcome).toBe("charged");
    expect((await fetchSub(sub.id)).paid_count).toBe(2);
    expect(eventsOf(sub.id)).toContain("subscription.paused");
    expect(eventsOf(sub.id)).toContain("subscription.resumed");
    expect((await http.post(`/v1/subscriptions/${sub.id}/resume`, { resume_at: "now" })).status).toBe(400);
  });

  it("cancels at once, or at the cycle's end instead of its next charge", async () => {
    const { active, controls, http, eventsOf, fetchSub } = await setUp();
    const now1 = await active();
    const cancelled = await http.post(`/v1/subscriptions/${now1.id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ status: "cancelled", charge_at: null });
    expect(cancelled.body.ended_at).toBeGreaterThan(0);
    expect(eventsOf(now1.id).at(-1)).toBe("subscription.cancelled");
    expect((await http.post(`/v1/subscriptions/${now1.id}/cancel`, {})).status).toBe(400);

    const later = await active();
    const scheduled = await http.post(`/v1/subscriptions/${later.id}/cancel`, { cancel_at_cycle_end: 1 });
    expect(scheduled.body).toMatchObject({
      status: "active",
      has_scheduled_changes: true,
      change_scheduled_at: later.charge_at,
    });
    const paymentsBefore = controls.payments().length;
    expect(controls.chargeDue(later.charge_at)).toEqual([
      { subscription_id: later.id, outcome: "cancelled", payment_id: null, invoice_id: null },
    ]);
    expect(controls.payments()).toHaveLength(paymentsBefore);
    expect(await fetchSub(later.id)).toMatchObject({ status: "cancelled", ended_at: later.charge_at });
  });

  it("follows the customer pausing, resuming and revoking the mandate in their UPI app", async () => {
    const { active, http, eventsOf, controls } = await setUp();
    const sub = await active();
    expect((await http.control(`/subscriptions/${sub.id}/customer-pause`, {})).body.status).toBe("paused");
    expect((await http.control(`/subscriptions/${sub.id}/customer-resume`, {})).body.status).toBe("active");
    expect((await http.control(`/subscriptions/${sub.id}/customer-revoke`, {})).body.status).toBe(
      "cancelled",
    );
    expect(eventsOf(sub.id).slice(-3)).toEqual([
      "subscription.paused",
      "subscription.resumed",
      "subscription.cancelled",
    ]);
    expect(() => controls.customerRevokesMandate(sub.id)).toThrow(/cancelled/);
    expect(controls.chargeDue(sub.charge_at + DAY)).toEqual([]);
  });
});

describe("the Subscriptions controls over HTTP", () => {
  it("authorise, set an outcome, charge, list and redeliver", async () => {
    const { subscription, http, standin, receiver } = await setUp();
    const sub = await subscription();
    const collect = await http.control(`/subscriptions/${sub.id}/authorize`, { method: "upi_collect" });
    expect(collect.status).toBe(400);
    expect(collect.body.error.field).toBe("method");
    const authorised = await http.control(`/subscriptions/${sub.id}/authorize`, { method: "upi_intent" });
    expect(authorised.body.razorpay_subscription_id).toBe(sub.id);

    const listed = await http.send("GET", "/__control/subscriptions");
    expect(listed.body.map((item: { id: string }) => item.id)).toEqual([sub.id]);
    const chargeAt = listed.body[0].charge_at;
    await http.control(`/subscriptions/${sub.id}/next-charge`, { outcome: "fails" });
    const run = await http.control("/subscriptions/charge-due", { at: chargeAt });
    expect(run.body).toMatchObject([{ subscription_id: sub.id, outcome: "failed" }]);
    expect((await http.send("GET", "/__control/invoices")).body).toHaveLength(2);
    expect((await http.send("GET", "/__control/plans")).body).toHaveLength(1);

    await standin.controls.webhooksSettled();
    const events = (await http.send("GET", "/__control/subscription-events")).body;
    const pending = events.find((event: { event: string }) => event.event === "subscription.pending");
    const before = receiver.received.length;
    const again = await http.control(`/events/${pending.id}/redeliver`, {});
    expect(again.status).toBe(200);
    const redelivered = receiver.received.slice(before);
    expect(redelivered).toHaveLength(1);
    expect(redelivered[0]?.headers["x-razorpay-event-id"]).toBe(pending.id);
    expect(redelivered[0]?.body).toBe(pending.body);

    await http.control("/reset", {});
    expect((await http.send("GET", "/__control/subscriptions")).body).toEqual([]);
    expect((await http.send("GET", "/__control/plans")).body).toEqual([]);
  });
});
