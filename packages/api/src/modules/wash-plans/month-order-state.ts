import type { DbTx } from "@chamak/db";
import { audit } from "../../lib/audit";
import { enqueue } from "../outbox";

// What wash-plans keeps of a month paid by UPI through a Razorpay order (plan-billing talks to Razorpay): the
// order open for the next month, and what paying it does to the subscription.

/** Notes the Razorpay order the subscription's next month is paid against. */
export async function noteMonthOrder(tx: DbTx, subscriptionId: number, razorpayOrderId: string) {
  await tx.planSubscription.update({
    where: { id: subscriptionId },
    data: { monthOrderId: razorpayOrderId },
  });
}

/**
 * A month paid by UPI from `from`: the order is used up, and a subscription waiting for its first month or
 * stopped for want of payment is served again (one halted on UPI AutoPay goes on month by month by UPI: its
 * mandate is over). Washes still held between the month paid before (`paidUntil`) and `from`, which nobody paid
 * for, leave the washer's mornings.
 */
export async function notePaidByOrder(
  tx: DbTx,
  subscriptionId: number,
  month: { from: string; paidUntil: string | null },
) {
  const { status, billing } = await tx.planSubscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: { status: true, billing: true },
  });
  const resumes = status === "awaiting_payment" || status === "halted";
  await tx.planSubscription.update({
    where: { id: subscriptionId },
    data: {
      monthOrderId: null,
      paymentFailingSince: null,
      version: { increment: 1 },
      ...(resumes ? { status: "active" } : {}),
      ...(resumes && billing === "autopay" ? { billing: "monthly_upi" } : {}),
    },
  });
  await tx.planVisit.deleteMany({
    where: {
      subscriptionId,
      state: "scheduled",
      date: { lt: month.from, ...(month.paidUntil ? { gt: month.paidUntil } : {}) },
    },
  });
  if (resumes)
    await audit(tx, { id: null, role: "system" }, "plan_subscription.resumed", {
      type: "plan_subscription",
      id: subscriptionId,
    });
}

/**
 * Notes that the customer was reminded to pay the month after `paidUntil`, answering false when they were
 * already (one reminder a month), and queues the reminder.
 */
export async function remindRenewal(tx: DbTx, subscriptionId: number, paidUntil: string): Promise<boolean> {
  const noted = await tx.planSubscription.updateMany({
    where: {
      id: subscriptionId,
      OR: [{ renewalNoticeFor: null }, { renewalNoticeFor: { not: paidUntil } }],
    },
    data: { renewalNoticeFor: paidUntil },
  });
  if (noted.count === 0) return false;
  await enqueue(tx, "plan.renewal_due", { subscriptionId, paidUntil });
  return true;
}

/** Takes a month's washes still to come off the washer's mornings (a month paid for a plan already ended). */
export async function dropMonthWashes(
  tx: DbTx,
  subscriptionId: number,
  period: { from: string; to: string },
) {
  await tx.planVisit.deleteMany({
    where: { subscriptionId, state: "scheduled", date: { gte: period.from, lte: period.to } },
  });
}
