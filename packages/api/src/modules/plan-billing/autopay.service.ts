import type { AutopayCheckout, ConfirmMandateInput, PlanSubscriptionView } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { type PaymentsDeps, verifySubscriptionSignature, viaGateway } from "../payments";
import { lockForBilling, noteAutopay, subscriptionView } from "../wash-plans";
import { reconcileAutopay } from "./reconcile-autopay";

// UPI AutoPay for a wash plan: a Razorpay subscription on a monthly plan of the subscription's price (Razorpay
// refuses daily plans under 7 days, and a daily wash is a monthly price anyway: the washes are counted in
// Chamak's ledger). The customer approves the mandate in their UPI app (intent or QR; UPI Collect cannot set up
// new mandates from 28 Feb 2026), and that first debit pays the first month; Razorpay then debits once a month.

/** How many months a mandate runs before the customer renews it (Razorpay needs a count). */
const MANDATE_MONTHS = 60;

/**
 * What the site needs to open Checkout for the mandate: the Razorpay subscription, made on first asking and the
 * same one after (a customer who closed Checkout opens it again).
 */
export async function authorizeAutopay(
  db: Db,
  payments: PaymentsDeps,
  customerId: number,
  subscriptionId: number,
): Promise<AutopayCheckout> {
  const subscription = await waitingForMandate(db, customerId, subscriptionId);
  const checkout = (razorpaySubscriptionId: string) => ({
    keyId: payments.gateway.keyId,
    razorpaySubscriptionId,
    amountPaise: subscription.monthlyPaise,
    testMode: payments.testMode,
  });
  if (subscription.razorpaySubscriptionId) return checkout(subscription.razorpaySubscriptionId);
  const notes = { chamak_subscription_id: String(subscription.id) };
  const created = await viaGateway(async () => {
    const plan = await payments.subscriptions.createPlan({
      period: "monthly",
      interval: 1,
      name: `${subscription.plan.name}, ${subscription.vehicleType.name}`,
      amountPaise: subscription.monthlyPaise,
      notes,
    });
    return payments.subscriptions.createSubscription({ planId: plan.id, totalCount: MANDATE_MONTHS, notes });
  }, "paymentServiceUnavailable");
  // Two taps at once: the first noted wins, the other's Razorpay subscription is left unauthorised (it expires).
  const kept = await db.$transaction(async (tx) => {
    const locked = await lockForBilling(tx, subscription.id);
    if (locked?.razorpaySubscriptionId) return locked.razorpaySubscriptionId;
    await noteAutopay(tx, subscription.id, created.id);
    return created.id;
  });
  return checkout(kept);
}

/**
 * Checkout's answer once the customer approved the mandate: its signature checked, the subscription is brought
 * in line with Razorpay's (active, its first month paid) at once rather than when the webhook arrives.
 */
export async function confirmMandate(
  db: Db,
  payments: PaymentsDeps,
  customerId: number,
  input: ConfirmMandateInput,
): Promise<PlanSubscriptionView> {
  const owned = await db.planSubscription.findFirst({
    where: { id: input.subscriptionId, customerId, razorpaySubscriptionId: input.razorpaySubscriptionId },
    select: { id: true },
  });
  if (!owned) throw new DomainError("NOT_FOUND", "subscriptionNotFound", "subscriptionId");
  const signed = verifySubscriptionSignature(
    {
      paymentId: input.razorpayPaymentId,
      subscriptionId: input.razorpaySubscriptionId,
      signature: input.razorpaySignature,
    },
    payments.keySecret,
  );
  if (!signed) throw new DomainError("PAYMENT_FAILED", "paymentUnverified");
  await reconcileAutopay(db, payments, input.razorpaySubscriptionId);
  return subscriptionView(db, customerId, input.subscriptionId);
}

async function waitingForMandate(db: Db, customerId: number, subscriptionId: number) {
  const subscription = await db.$transaction((tx) => lockForBilling(tx, subscriptionId));
  if (!subscription || subscription.customerId !== customerId)
    throw new DomainError("NOT_FOUND", "subscriptionNotFound", "subscriptionId");
  if (subscription.billing !== "autopay" || subscription.status !== "awaiting_payment")
    throw new DomainError(
      "CONFLICT",
      { id: "errors.subscriptionNotLive", values: { state: subscription.status } },
      "subscriptionId",
    );
  return subscription;
}
