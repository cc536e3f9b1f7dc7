import { addDays, indiaDate, indiaToInstant } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import { describe, expect, it } from "vitest";
import type { callerFor } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { subscribedCar } from "../../../test/support/plan-fixtures";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import { payInTestCheckout } from "../../../test/support/test-checkout";
import type { PaymentsDeps } from "../payments/payments-deps";
import { signWebhook } from "../payments/razorpay-signature";
import { handleRazorpayWebhook } from "../payments/webhook.service";
import { sweepPlans } from "../wash-plans/plan-sweep";
import { reconcileMonthOrder } from "./month-order";
import { reconcileAutopay } from "./reconcile-autopay";

const keys = {
  keyId: "rzp_test_months",
  keySecret: "key-secret-months",
  webhookSecret: "webhook-secret-months",
};
let db: Db;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;
useStandinAndDatabase(keys, (started) => {
  ({ db, standin, payments } = started);
});

type Caller = ReturnType<typeof callerFor>;

/** A customer whose car is on a daily plan (3 grace days) paid month by month by UPI, from tomorrow. */
async function monthlyUpiSubscriber(billing: "monthly_upi" | "autopay" = "monthly_upi") {
  const { customer, subscription } = await subscribedCar(db, {
    billing,
    payments,
    plan: { haltGraceDays: 3 },
  });
  return { caller: customer, id: subscription.id };
}

/** The customer pays the month's order in the stand-in's Checkout, and the site reports Checkout's answer. */
async function payMonth(caller: Caller, subscriptionId: number) {
  const checkout = await caller.planSubscriptions.payMonth({ subscriptionId });
  const paid = await payInTestCheckout(standin.url, { keyId: keys.keyId, orderId: checkout.orderId });
  const view = await caller.planSubscriptions.confirmMonthPayment({
    subscriptionId,
    razorpayOrderId: paid.razorpay_order_id,
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpaySignature: paid.razorpay_signature,
  });
  return { checkout, paid, view };
}

const noon = (date: string) => indiaToInstant(date, 12 * 60);
const queued = async (topic: string, subscriptionId: number) =>
  (await db.outboxMessage.findMany({ where: { topic }, select: { payload: true } })).filter(
    (m) => (m.payload as { subscriptionId?: number }).subscriptionId === subscriptionId,
  );

describe("a wash plan paid month by month by UPI", () => {
  it("waits for the first month's payment, then opens it with the order's money", async () => {
    const { caller, id } = await monthlyUpiSubscriber();
    const before = await caller.planSubscriptions.monthPayment({ subscriptionId: id });
    expect(before).toMatchObject({ payable: true, paidUntil: null, amountPaise: 79_900 });
    expect(before.period.from).toBe(indiaDate(new Date(), 1));
    // Asked twice (Checkout closed and opened again): the same order, for the month's price.
    const first = await caller.planSubscriptions.payMonth({ subscriptionId: id });
    expect(await caller.planSubscriptions.payMonth({ subscriptionId: id })).toEqual(first);
    expect(first).toMatchObject({ amountPaise: 79_900, currency: "INR", period: before.period });
    expect(standin.controls.orders().find((o) => o.id === first.orderId)?.amount).toBe(79_900);

    const { view } = await payMonth(caller, id);
    expect(view).toMatchObject({ state: "active", billing: "monthly_upi" });
    expect(view.months).toEqual([
      expect.objectContaining({
        from: before.period.from,
        to: before.period.to,
        status: "confirmed",
        money: expect.objectContaining({ capturedPaise: 79_900, outstandingPaise: 0 }),
      }),
    ]);
    // Paid, the next month can be paid only a week before this one ends.
    expect(await caller.planSubscriptions.monthPayment({ subscriptionId: id })).toMatchObject({
      payable: false,
      paidUntil: before.period.to,
      payableFrom: addDays(before.period.to, -7),
    });
    await expect(caller.planSubscriptions.payMonth({ subscriptionId: id })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("records the month once when only the webhook tells of the payment, however often it comes", async () => {
    const { caller, id } = await monthlyUpiSubscriber();
    const checkout = await caller.planSubscriptions.payMonth({ subscriptionId: id });
    const paid = await payInTestCheckout(standin.url, { keyId: keys.keyId, orderId: checkout.orderId });
    const rawBody = JSON.stringify({
      entity: "event",
      event: "order.paid",
      payload: {
        payment: { entity: { id: paid.razorpay_payment_id, order_id: checkout.orderId, amount: 79_900 } },
      },
    });
    const delivery = {
      rawBody,
      signature: signWebhook(rawBody, keys.webhookSecret),
      eventId: `evt_${paid.razorpay_payment_id}`,
    };
    expect(await handleRazorpayWebhook(db, payments, delivery)).toBe("processed");
    expect(await handleRazorpayWebhook(db, payments, delivery)).toBe("duplicate");
    const handedOver = await db.outboxMessage.findMany({ where: { topic: "payments.order_paid" } });
    expect(handedOver.filter((m) => JSON.stringify(m.payload).includes(checkout.orderId))).toHaveLength(1);
    // plan-billing's handler (and a late Checkout answer) each read Razorpay's record: one month, one payment.
    for (let i = 0; i < 2; i++) await reconcileMonthOrder(db, payments, checkout.orderId);
    const view = await caller.planSubscriptions.confirmMonthPayment({
      subscriptionId: id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });
    expect(view.months).toHaveLength(1);
    expect(await db.payment.count({ where: { razorpayOrderId: checkout.orderId } })).toBe(1);
  });

  it("reminds once before the paid month ends, and the month paid then follows it", async () => {
    const { caller, id } = await monthlyUpiSubscriber();
    const { view } = await payMonth(caller, id);
    const paidUntil = view.period.to;
    for (let i = 0; i < 2; i++) await sweepPlans(db, noon(addDays(paidUntil, -2)));
    expect(await queued("plan.renewal_due", id)).toEqual([{ payload: { subscriptionId: id, paidUntil } }]);

    const next = await atTime(noon(addDays(paidUntil, -2)), () => payMonth(caller, id));
    expect(next.checkout.period.from).toBe(addDays(paidUntil, 1));
    expect(next.view.months.map((m) => m.from)).toEqual([addDays(paidUntil, 1), view.period.from]);
    expect(next.view.state).toBe("active");
  });

  it("keeps washing for the grace days, then stops; paid later, it starts again the next morning", async () => {
    const { caller, id } = await monthlyUpiSubscriber();
    const { view } = await payMonth(caller, id);
    const paidUntil = view.period.to;
    // The last paid day: tomorrow's wash, the first grace day's, is on the washer's round.
    await sweepPlans(db, noon(paidUntil));
    expect(await db.planVisit.count({ where: { subscriptionId: id, date: addDays(paidUntil, 1) } })).toBe(1);
    // Past the grace days, the plan halts and the customer is told.
    const lapsedOn = addDays(paidUntil, 5);
    const swept = await sweepPlans(db, noon(lapsedOn));
    expect(swept.halted).toBeGreaterThanOrEqual(1);
    expect((await caller.planSubscriptions.get({ subscriptionId: id })).state).toBe("halted");
    expect(await queued("plan.halted", id)).toHaveLength(1);

    // Paid then, the month starts tomorrow: the days without washes are nobody's to pay for.
    const resumed = await atTime(noon(lapsedOn), () => payMonth(caller, id));
    expect(resumed.checkout.period.from).toBe(addDays(lapsedOn, 1));
    expect(resumed.view).toMatchObject({ state: "active" });
    expect(resumed.view.months[0]).toMatchObject({ from: addDays(lapsedOn, 1) });
    const unpaidScheduled = await db.planVisit.count({
      where: { subscriptionId: id, state: "scheduled", date: { gt: paidUntil, lte: lapsedOn } },
    });
    expect(unpaidScheduled).toBe(0);
  });

  it("resumes a halted AutoPay plan when a month is paid by UPI, ending the mandate", async () => {
    const { caller, id } = await monthlyUpiSubscriber("autopay");
    const mandate = await caller.planSubscriptions.authorizeAutopay({ subscriptionId: id });
    const answer = standin.controls.authorizeSubscription(mandate.razorpaySubscriptionId, {
      method: "upi_intent",
    });
    await caller.planSubscriptions.confirmMandate({
      subscriptionId: id,
      razorpayPaymentId: answer.razorpay_payment_id,
      razorpaySubscriptionId: answer.razorpay_subscription_id,
      razorpaySignature: answer.razorpay_signature,
    });
    const remote = () =>
      standin.controls.subscriptions().find((s) => s.id === mandate.razorpaySubscriptionId);
    let at = remote()?.charge_at ?? 0;
    for (let attempt = 0; attempt < 4; attempt++) {
      standin.controls.setNextChargeOutcome(mandate.razorpaySubscriptionId, "fails");
      standin.controls.chargeDue(at);
      at = remote()?.charge_at ?? at + 86_400;
    }
    await reconcileAutopay(db, payments, mandate.razorpaySubscriptionId);
    expect(await caller.planSubscriptions.monthPayment({ subscriptionId: id })).toMatchObject({
      payable: true,
    });

    const { view } = await payMonth(caller, id);
    expect(view).toMatchObject({ state: "active", billing: "monthly_upi" });
    expect(view.months).toHaveLength(2);
    expect(remote()?.status).toBe("cancelled");
    // Razorpay's word on the ended mandate arriving afterwards leaves the plan as it is.
    await reconcileAutopay(db, payments, mandate.razorpaySubscriptionId);
    expect((await caller.planSubscriptions.get({ subscriptionId: id })).state).toBe("active");
  });

  it("refuses a Checkout answer whose signature does not verify, and a month for an AutoPay plan running", async () => {
    const { caller, id } = await monthlyUpiSubscriber();
    const checkout = await caller.planSubscriptions.payMonth({ subscriptionId: id });
    const paid = await payInTestCheckout(standin.url, { keyId: keys.keyId, orderId: checkout.orderId });
    await expect(
      caller.planSubscriptions.confirmMonthPayment({
        subscriptionId: id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: "0".repeat(64),
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await caller.planSubscriptions.get({ subscriptionId: id })).months).toEqual([]);

    const autopay = await monthlyUpiSubscriber("autopay");
    await expect(
      autopay.caller.planSubscriptions.payMonth({ subscriptionId: autopay.id }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });
});
