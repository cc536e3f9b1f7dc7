import {
  addDays,
  type ConfirmMonthPaymentInput,
  formatCalendarDate,
  indiaDate,
  type MonthCheckout,
  type MonthPaymentView,
  type PlanSubscriptionView,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { type PaymentsDeps, verifyPaymentSignature, viaGateway } from "../payments";
import { lastPaidDay, lockForBilling, nextPeriod, noteMonthOrder, subscriptionView } from "../wash-plans";
import { reconcileMonthOrder } from "./month-order";

// Paying a plan's month by UPI through Razorpay Checkout: month by month (from a week before the paid month
// ends), the first month of such a plan, or any month of a plan whose payments stopped (halted), to resume it.

/** How many days before the paid month ends the next one can be paid. */
export const PAY_AHEAD_DAYS = 7;

type Billing = NonNullable<Awaited<ReturnType<typeof lockForBilling>>>;

/** Whether the customer can pay a month now, and which month it would be. */
export async function monthPayment(db: Db, customerId: number, subscriptionId: number) {
  return db.$transaction(async (tx) => describe(tx, await owned(tx, customerId, subscriptionId)));
}

/**
 * The Razorpay order for the month a payment now would buy: made on first asking and the same one after (a
 * customer who closed Checkout opens it again), for the subscription's monthly price.
 */
export async function openMonthCheckout(
  db: Db,
  payments: PaymentsDeps,
  customerId: number,
  subscriptionId: number,
): Promise<MonthCheckout> {
  const { subscription, view } = await db.$transaction(async (tx) => {
    const subscription = await owned(tx, customerId, subscriptionId);
    return { subscription, view: await describe(tx, subscription) };
  });
  if (!view.payable)
    throw new DomainError(
      "CONFLICT",
      view.payableFrom
        ? {
            id: "errors.planMonthNotYetPayable",
            values: { from: formatCalendarDate(view.payableFrom, "en", { day: "numeric", month: "short" }) },
          }
        : { id: "errors.subscriptionNotLive", values: { state: subscription.status } },
      "subscriptionId",
    );
  const checkout = (orderId: string): MonthCheckout => ({
    orderId,
    keyId: payments.gateway.keyId,
    amountPaise: subscription.monthlyPaise,
    currency: "INR",
    testMode: payments.testMode,
    period: view.period,
  });
  if (subscription.monthOrderId) {
    const order = await viaGateway(
      () => payments.gateway.fetchOrder(subscription.monthOrderId ?? ""),
      "orderUnavailable",
    );
    if (order.status !== "paid") return checkout(order.id);
    // Paid already, and not yet recorded: record it, and the customer sees their plan as it now is.
    await reconcileMonthOrder(db, payments, order.id);
    throw new DomainError("CONFLICT", "planMonthAlreadyPaid", "subscriptionId");
  }
  const order = await viaGateway(
    () =>
      payments.gateway.createOrder({
        amountPaise: subscription.monthlyPaise,
        receipt: `plan-${subscription.id}-${view.period.from}`,
        notes: { chamak_plan_subscription_id: String(subscription.id) },
      }),
    "orderUnavailable",
  );
  // Two taps at once: the first noted wins; the other's order is left unpaid (nobody is shown it).
  const kept = await db.$transaction(async (tx) => {
    const locked = await lockForBilling(tx, subscription.id);
    if (locked?.monthOrderId) return locked.monthOrderId;
    await noteMonthOrder(tx, subscription.id, order.id);
    return order.id;
  });
  return checkout(kept);
}

/**
 * Checkout's answer once the customer paid the month's order: its signature checked, the month is opened at
 * once rather than when the webhook arrives (whichever is first records it; the other changes nothing).
 */
export async function confirmMonthPayment(
  db: Db,
  payments: PaymentsDeps,
  customerId: number,
  input: ConfirmMonthPaymentInput,
): Promise<PlanSubscriptionView> {
  const subscription = await db.planSubscription.findFirst({
    where: { id: input.subscriptionId, customerId },
    select: { id: true },
  });
  if (!subscription) throw new DomainError("NOT_FOUND", "subscriptionNotFound", "subscriptionId");
  const signed = verifyPaymentSignature(
    {
      orderId: input.razorpayOrderId,
      paymentId: input.razorpayPaymentId,
      signature: input.razorpaySignature,
    },
    payments.keySecret,
  );
  if (!signed) throw new DomainError("PAYMENT_FAILED", "paymentUnverified");
  await reconcileMonthOrder(db, payments, input.razorpayOrderId);
  const recorded = await db.payment.count({
    where: {
      razorpayOrderId: input.razorpayOrderId,
      booking: { planPeriod: { subscriptionId: subscription.id } },
    },
  });
  if (recorded === 0) throw new DomainError("PAYMENT_FAILED", "paymentUnverified");
  return subscriptionView(db, customerId, subscription.id);
}

async function owned(tx: DbTx, customerId: number, subscriptionId: number): Promise<Billing> {
  const subscription = await lockForBilling(tx, subscriptionId);
  if (!subscription || subscription.customerId !== customerId)
    throw new DomainError("NOT_FOUND", "subscriptionNotFound", "subscriptionId");
  return subscription;
}

async function describe(tx: DbTx, subscription: Billing): Promise<MonthPaymentView> {
  const [paidUntil, period] = await Promise.all([
    lastPaidDay(tx, subscription.id),
    nextPeriod(tx, subscription.id),
  ]);
  const opensFrom = paidUntil ? addDays(paidUntil, -PAY_AHEAD_DAYS) : null;
  const { status, billing } = subscription;
  const payable =
    status === "halted" ||
    (billing === "monthly_upi" && status === "awaiting_payment") ||
    (billing === "monthly_upi" &&
      status === "active" &&
      (!opensFrom || opensFrom <= indiaDate(currentTime())));
  const waiting = !payable && billing === "monthly_upi" && status === "active";
  return {
    payable,
    paidUntil,
    period,
    amountPaise: subscription.monthlyPaise,
    payableFrom: waiting ? opensFrom : null,
  };
}
