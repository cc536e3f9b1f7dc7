import type { PlanSubscriptionState } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { enqueue } from "../outbox";

// What wash-plans keeps of a subscription's UPI AutoPay (plan-billing talks to Razorpay): its Razorpay id, and
// its state as Razorpay reports it.

/** Locks a subscription's row for a billing change; answers what billing needs, or null for no such one. */
export async function lockForBilling(tx: DbTx, subscriptionId: number) {
  const [row] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM plan_subscriptions WHERE id = ${subscriptionId}::int FOR UPDATE`;
  if (!row) return null;
  return tx.planSubscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: {
      id: true,
      customerId: true,
      status: true,
      billing: true,
      monthlyPaise: true,
      razorpaySubscriptionId: true,
      monthOrderId: true,
      vehicleNumber: true,
      plan: { select: { name: true } },
      vehicleType: { select: { name: true } },
    },
  });
}

/** Notes the Razorpay subscription that bills it by UPI AutoPay. */
export async function noteAutopay(tx: DbTx, subscriptionId: number, razorpaySubscriptionId: string) {
  await tx.planSubscription.update({
    where: { id: subscriptionId },
    data: { razorpaySubscriptionId, version: { increment: 1 } },
  });
}

/**
 * Notes whether Razorpay is retrying a failed debit (its subscription `pending`): the plan goes on meanwhile,
 * and the centre sees it among the renewals at risk.
 */
export async function notePaymentFailing(tx: DbTx, subscriptionId: number, failing: boolean) {
  await tx.planSubscription.updateMany({
    where: failing ? { id: subscriptionId, paymentFailingSince: null } : { id: subscriptionId },
    data: { paymentFailingSince: failing ? currentTime() : null },
  });
}

/**
 * Moves a subscription to the state its AutoPay is in; a cancelled or completed one stays so. Ending it takes
 * the washes after its last paid month off the washer's mornings.
 */
export async function setAutopayState(
  tx: DbTx,
  subscriptionId: number,
  to: PlanSubscriptionState,
  paidUntil: string | null,
): Promise<boolean> {
  const { status } = await tx.planSubscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: { status: true },
  });
  if (status === to || status === "cancelled" || status === "completed") return false;
  const ending = to === "cancelled" || to === "completed";
  await tx.planSubscription.update({
    where: { id: subscriptionId },
    data: { status: to, version: { increment: 1 }, ...(ending ? { cancelledAt: currentTime() } : {}) },
  });
  if (ending)
    await tx.planVisit.deleteMany({
      where: { subscriptionId, state: "scheduled", ...(paidUntil ? { date: { gt: paidUntil } } : {}) },
    });
  if (to === "halted") await enqueue(tx, "plan.halted", { subscriptionId });
  await audit(tx, { id: null, role: "system" }, `plan_subscription.${to}`, {
    type: "plan_subscription",
    id: subscriptionId,
  });
  return true;
}
