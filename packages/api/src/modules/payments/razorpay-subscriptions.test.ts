import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PaymentGatewayError } from "./razorpay-client";
import { verifySubscriptionSignature } from "./razorpay-signature";
import { createRazorpaySubscriptions, type SubscriptionGateway } from "./razorpay-subscriptions";

const keys = { keyId: "rzp_test_Standin00000001", keySecret: "standin_secret_do_not_log" };
const DAY = 86_400;
let standin: RunningRazorpayStandin;
let gateway: SubscriptionGateway;

beforeAll(async () => {
  standin = await startRazorpayStandin({ ...keys, webhookSecret: "whsec_unused" });
  gateway = createRazorpaySubscriptions({ ...keys, baseUrl: standin.apiBaseUrl, timeoutMs: 2_000 });
});
afterEach(() => standin.controls.reset());
afterAll(() => standin.close());

async function gatewayError(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  expect(JSON.stringify(error)).not.toContain(keys.keySecret);
  return error as PaymentGatewayError;
}

/** A monthly plan and a subscription to it, authorised by the customer's UPI app (the stand-in's control). */
async function authorisedSubscription(totalCount = 6) {
  const plan = await gateway.createPlan({
    period: "monthly",
    interval: 1,
    name: "Doorstep wash, 4 a month",
    amountPaise: 99_900,
    description: "Hatchback",
    notes: { wash_plan: "42" },
  });
  const created = await gateway.createSubscription({
    planId: plan.id,
    totalCount,
    customerNotify: false,
    notes: { wash_plan: "42" },
  });
  expect(created.status).toBe("created");
  const answer = standin.controls.authorizeSubscription(created.id, { method: "upi_intent" });
  expect(
    verifySubscriptionSignature(
      {
        paymentId: answer.razorpay_payment_id,
        subscriptionId: answer.razorpay_subscription_id,
        signature: answer.razorpay_signature,
      },
      keys.keySecret,
    ),
  ).toBe(true);
  return {
    plan,
    subscription: await gateway.fetchSubscription(created.id),
    firstPaymentId: answer.razorpay_payment_id,
  };
}

/** Razorpay's charge run at `at`, for this subscription. */
function chargeDue(subscriptionId: string, at: number) {
  return standin.controls.chargeDue(at).filter((charge) => charge.subscription_id === subscriptionId);
}

describe("Razorpay Subscriptions through the SDK", () => {
  it("creates a plan and a subscription, and reads them back", async () => {
    const plan = await gateway.createPlan({
      period: "weekly",
      interval: 1,
      name: "Weekly wash",
      amountPaise: 29_900,
    });
    expect(plan).toMatchObject({
      period: "weekly",
      interval: 1,
      item: { name: "Weekly wash", amount: 29_900 },
    });
    expect(await gateway.fetchPlan(plan.id)).toEqual(plan);

    const startAt = new Date(Date.now() + 3 * DAY * 1000);
    const sub = await gateway.createSubscription({
      planId: plan.id,
      totalCount: 4,
      quantity: 2,
      startAt,
      expireBy: new Date(Date.now() + DAY * 1000),
      addons: [{ name: "Registration", amountPaise: 4_900 }],
    });
    expect(sub).toMatchObject({
      plan_id: plan.id,
      status: "created",
      quantity: 2,
      total_count: 4,
      remaining_count: 4,
      start_at: Math.floor(startAt.getTime() / 1000),
    });
    expect(sub.short_url).toContain(`/checkout/subscriptions/${sub.id}`);
    expect(await gateway.fetchSubscription(sub.id)).toEqual(sub);
  });

  it("charges two cycles, one invoice each, with the authorisation paying the first", async () => {
    const { subscription, firstPaymentId } = await authorisedSubscription();
    expect(subscription).toMatchObject({ status: "active", paid_count: 1, remaining_count: 5 });
    const secondCycle = subscription.charge_at as number;
    expect(secondCycle).toBe(subscription.current_end);

    expect(chargeDue(subscription.id, secondCycle).map((charge) => charge.outcome)).toEqual(["charged"]);
    expect(chargeDue(subscription.id, secondCycle)).toEqual([]);
    const after = await gateway.fetchSubscription(subscription.id);
    expect(after).toMatchObject({
      status: "active",
      paid_count: 2,
      remaining_count: 4,
      current_start: secondCycle,
    });

    const invoices = await gateway.subscriptionInvoices(subscription.id);
    expect(invoices).toHaveLength(2);
    expect(invoices.every((invoice) => invoice.status === "paid" && invoice.amount === 99_900)).toBe(true);
    expect(invoices.map((invoice) => invoice.billing_start).sort()).toEqual([
      subscription.current_start,
      secondCycle,
    ]);
    expect(invoices.map((invoice) => invoice.payment_id)).toContain(firstPaymentId);
  });

  it("a charge failing four times halts the subscription", async () => {
    const { subscription } = await authorisedSubscription();
    let at = subscription.charge_at as number;
    standin.controls.setNextChargeOutcome(subscription.id, "fails");
    expect(chargeDue(subscription.id, at).map((charge) => charge.outcome)).toEqual(["failed"]);
    expect(await gateway.fetchSubscription(subscription.id)).toMatchObject({
      status: "pending",
      auth_attempts: 1,
    });
    for (let attempt = 2; attempt <= 4; attempt++) {
      at += DAY;
      standin.controls.setNextChargeOutcome(subscription.id, "fails");
      chargeDue(subscription.id, at);
    }
    expect(await gateway.fetchSubscription(subscription.id)).toMatchObject({
      status: "halted",
      paid_count: 1,
    });
    const invoices = await gateway.subscriptionInvoices(subscription.id);
    expect(invoices.map((invoice) => invoice.status).sort()).toEqual(["issued", "paid"]);
  });

  it("pauses, resumes and cancels", async () => {
    const { subscription } = await authorisedSubscription();
    expect((await gateway.pauseSubscription(subscription.id)).status).toBe("paused");
    expect((await gateway.resumeSubscription(subscription.id)).status).toBe("active");
    const scheduled = await gateway.cancelSubscription(subscription.id, { atCycleEnd: true });
    expect(scheduled).toMatchObject({ status: "active", has_scheduled_changes: true });
    const cancelled = await gateway.cancelSubscription(subscription.id);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.ended_at).toEqual(expect.any(Number));
  });

  it("maps Razorpay's refusals and outages to PaymentGatewayErrors naming the field", async () => {
    const daily = await gatewayError(
      gateway.createPlan({ period: "daily", interval: 1, name: "Daily rinse", amountPaise: 5_000 }),
    );
    expect(daily).toMatchObject({ kind: "rejected", details: { status: 400, field: "interval" } });

    const { subscription } = await authorisedSubscription();
    await gateway.cancelSubscription(subscription.id);
    const again = await gatewayError(gateway.cancelSubscription(subscription.id));
    expect(again).toMatchObject({ kind: "rejected", details: { status: 400 } });
    expect(again.description).toMatch(/already cancelled/);

    const unknown = await gatewayError(gateway.fetchSubscription("sub_AAAAAAAAAAAAAA"));
    expect(unknown.kind).toBe("rejected");
    expect((await gatewayError(gateway.fetchSubscription(""))).kind).toBe("rejected");

    standin.controls.setDown(true);
    try {
      const down = await gatewayError(gateway.fetchSubscription(subscription.id));
      expect(down).toMatchObject({ kind: "unavailable", details: { status: 503 } });
    } finally {
      standin.controls.setDown(false);
    }
  });
});
