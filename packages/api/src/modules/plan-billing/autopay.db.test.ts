import type { Db } from "@chamak/db";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import { describe, expect, it } from "vitest";
import { subscribedCar } from "../../../test/support/plan-fixtures";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import type { PaymentsDeps } from "../payments/payments-deps";
import { signWebhook } from "../payments/razorpay-signature";
import { handleRazorpayWebhook } from "../payments/webhook.service";
import { reconcileAutopay } from "./reconcile-autopay";

const keys = {
  keyId: "rzp_test_plans",
  keySecret: "key-secret-plans",
  webhookSecret: "webhook-secret-plans",
};
let db: Db;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;
useStandinAndDatabase(keys, (started) => {
  ({ db, standin, payments } = started);
});

/** A customer whose car is subscribed to a daily plan (Sunday off) by UPI AutoPay, the mandate not yet approved. */
async function autopaySubscriber() {
  const { customer, subscription } = await subscribedCar(db, {
    billing: "autopay",
    payments,
    plan: { weekdays: [0] },
  });
  return { caller: customer, subscription };
}

/** The customer approves the mandate in their UPI app (the stand-in's checkout), and the site confirms it. */
async function approveMandate(subscriber: Awaited<ReturnType<typeof autopaySubscriber>>) {
  const { caller, subscription } = subscriber;
  const checkout = await caller.planSubscriptions.authorizeAutopay({ subscriptionId: subscription.id });
  const answer = standin.controls.authorizeSubscription(checkout.razorpaySubscriptionId, {
    method: "upi_intent",
  });
  const view = await caller.planSubscriptions.confirmMandate({
    subscriptionId: subscription.id,
    razorpayPaymentId: answer.razorpay_payment_id,
    razorpaySubscriptionId: answer.razorpay_subscription_id,
    razorpaySignature: answer.razorpay_signature,
  });
  return { checkout, view };
}

const remote = (id: string) => standin.controls.subscriptions().find((s) => s.id === id);

describe("a wash plan paid by UPI AutoPay", () => {
  it("waits for the mandate, then the approval's debit pays the first month", async () => {
    const subscriber = await autopaySubscriber();
    expect(subscriber.subscription).toMatchObject({
      state: "awaiting_payment",
      billing: "autopay",
      months: [],
    });
    const ref = { subscriptionId: subscriber.subscription.id };
    // Asked twice (Checkout closed and opened again): the same Razorpay subscription.
    const first = await subscriber.caller.planSubscriptions.authorizeAutopay(ref);
    expect(await subscriber.caller.planSubscriptions.authorizeAutopay(ref)).toEqual(first);
    const { checkout, view } = await approveMandate(subscriber);
    expect(checkout).toEqual(first);
    expect(checkout).toMatchObject({ keyId: keys.keyId, amountPaise: 79_900, testMode: true });
    // Approved, there is no mandate left to set up.
    await expect(subscriber.caller.planSubscriptions.authorizeAutopay(ref)).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(view).toMatchObject({ state: "active" });
    expect(view.months).toEqual([
      expect.objectContaining({
        from: view.period.from,
        status: "confirmed",
        pricePaise: 79_900,
        money: expect.objectContaining({ capturedPaise: 79_900, outstandingPaise: 0 }),
      }),
    ]);
    expect(remote(checkout.razorpaySubscriptionId)?.plan_id).toBeTruthy();
  });

  it("refuses a mandate answer whose signature does not verify", async () => {
    const subscriber = await autopaySubscriber();
    const checkout = await subscriber.caller.planSubscriptions.authorizeAutopay({
      subscriptionId: subscriber.subscription.id,
    });
    const answer = standin.controls.authorizeSubscription(checkout.razorpaySubscriptionId, {
      method: "upi_qr",
    });
    await expect(
      subscriber.caller.planSubscriptions.confirmMandate({
        subscriptionId: subscriber.subscription.id,
        razorpayPaymentId: answer.razorpay_payment_id,
        razorpaySubscriptionId: answer.razorpay_subscription_id,
        razorpaySignature: "0".repeat(64),
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("records each month's debit once, whichever way and however often Razorpay's word arrives", async () => {
    const subscriber = await autopaySubscriber();
    const { checkout } = await approveMandate(subscriber);
    const id = checkout.razorpaySubscriptionId;
    const chargeAt = remote(id)?.charge_at;
    if (!chargeAt) throw new Error("no next charge");
    standin.controls.chargeDue(chargeAt);
    // The webhook twice (or Checkout's answer racing it): each only has Razorpay's record read again.
    for (let i = 0; i < 2; i++) await reconcileAutopay(db, payments, id);
    const months = (
      await subscriber.caller.planSubscriptions.get({ subscriptionId: subscriber.subscription.id })
    ).months;
    expect(months).toHaveLength(2);
    expect((months[1]?.to ?? "") < (months[0]?.from ?? "")).toBe(true);
    expect(months.every((month) => month.money.capturedPaise === 79_900)).toBe(true);
    // Each debit recorded queued the customer's notice of the next, a day before it: twice, not four times.
    const notices = await db.outboxMessage.findMany({
      where: { topic: "plan.debit_due" },
      select: { payload: true, runAt: true },
    });
    const ours = notices.filter(
      (n) => (n.payload as { subscriptionId: number }).subscriptionId === subscriber.subscription.id,
    );
    expect(ours).toHaveLength(2);
    const next = remote(id)?.charge_at ?? 0;
    expect(ours.map((n) => n.runAt.getTime())).toContain((next - 24 * 3600) * 1000);
    expect(await db.payment.count({ where: { booking: { code: { in: months.map((m) => m.code) } } } })).toBe(
      2,
    );
  });

  it("halts when Razorpay's retries of a debit all fail, and ends when the customer revokes the mandate", async () => {
    const subscriber = await autopaySubscriber();
    const { checkout } = await approveMandate(subscriber);
    const id = checkout.razorpaySubscriptionId;
    let at = remote(id)?.charge_at ?? 0;
    for (let attempt = 0; attempt < 4; attempt++) {
      standin.controls.setNextChargeOutcome(id, "fails");
      standin.controls.chargeDue(at);
      at = remote(id)?.charge_at ?? at + 86_400;
    }
    await reconcileAutopay(db, payments, id);
    const halted = await subscriber.caller.planSubscriptions.get({
      subscriptionId: subscriber.subscription.id,
    });
    expect(halted).toMatchObject({ state: "halted" });
    const told = await db.outboxMessage.findMany({
      where: { topic: "plan.halted" },
      select: { payload: true },
    });
    expect(told.map((m) => m.payload)).toContainEqual({ subscriptionId: subscriber.subscription.id });
    expect(halted.months).toHaveLength(1);

    standin.controls.customerRevokesMandate(id);
    await reconcileAutopay(db, payments, id);
    const ended = await subscriber.caller.planSubscriptions.get({
      subscriptionId: subscriber.subscription.id,
    });
    expect(ended.state).toBe("cancelled");
    // The washes after the month paid for are off the washer's mornings.
    const lastPaid = ended.months[0]?.to ?? "";
    expect(await db.planVisit.count({ where: { subscriptionId: ended.id, date: { gt: lastPaid } } })).toBe(0);
  });

  it("hands Razorpay's subscription webhooks to plan-billing through the outbox, once each", async () => {
    const subscriber = await autopaySubscriber();
    const { checkout } = await approveMandate(subscriber);
    const rawBody = JSON.stringify({
      entity: "event",
      event: "subscription.charged",
      payload: { subscription: { entity: { id: checkout.razorpaySubscriptionId } } },
    });
    const delivery = {
      rawBody,
      signature: signWebhook(rawBody, keys.webhookSecret),
      eventId: `evt_${checkout.razorpaySubscriptionId}`,
    };
    expect(await handleRazorpayWebhook(db, payments, delivery)).toBe("processed");
    expect(await handleRazorpayWebhook(db, payments, delivery)).toBe("duplicate");
    const queued = await db.outboxMessage.findMany({ where: { topic: "payments.subscription_changed" } });
    expect(
      queued.filter((m) => JSON.stringify(m.payload).includes(checkout.razorpaySubscriptionId)),
    ).toHaveLength(1);
  });
});
