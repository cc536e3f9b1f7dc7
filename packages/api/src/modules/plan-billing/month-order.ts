import { formatRupees } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { movePlanMonth } from "../booking";
import { bookingMoney, requestRefund } from "../ledger";
import { type PaymentsDeps, viaGateway } from "../payments";
import { dropMonthWashes, lockForBilling, notePaidByOrder } from "../wash-plans";
import { recordMonthPaid } from "./month-paid";

// A plan's month paid by UPI through a Razorpay order (month by month, or to resume a plan whose payments
// stopped). The month opens when Razorpay has the money, whoever reports it first: Checkout's answer, the
// webhook (payments hands over orders it does not know), or the plans' day asking Razorpay about orders left
// open. Each reads Razorpay's record of the order's payments, so all end the same.

const SYSTEM: Actor = { id: null, role: "system" };

/** Brings the subscription whose month order this is in line with Razorpay's record of the order. */
export async function reconcileMonthOrder(db: Db, payments: PaymentsDeps, razorpayOrderId: string) {
  const ours = await db.planSubscription.findUnique({
    where: { monthOrderId: razorpayOrderId },
    select: { id: true },
  });
  if (!ours) return;
  const captured = (await payments.gateway.fetchOrderPayments(razorpayOrderId))
    .filter((payment) => payment.captured)
    .sort((a, b) => a.id.localeCompare(b.id));
  const [payment] = captured;
  if (!payment) return;
  const mandateToEnd = await db.$transaction(async (tx) => {
    const locked = await lockForBilling(tx, ours.id);
    if (locked?.monthOrderId !== razorpayOrderId) return null;
    const paid = await recordMonthPaid(tx, ours.id, {
      paymentId: payment.id,
      amountPaise: payment.amount,
      razorpayOrderId,
    });
    if (!paid) return null;
    await notePaidByOrder(tx, ours.id, { from: paid.period.from, paidUntil: paid.paidUntil });
    if (locked.status === "cancelled" || locked.status === "completed")
      await refundUnwantedMonth(tx, ours.id, paid);
    // A halted AutoPay's mandate is over once the plan is paid month by month: Razorpay's subscription ends.
    return locked.status === "halted" && locked.billing === "autopay" ? locked.razorpaySubscriptionId : null;
  });
  if (mandateToEnd)
    await viaGateway(
      () => payments.subscriptions.cancelSubscription(mandateToEnd),
      "paymentServiceUnavailable",
    );
}

/**
 * A month paid for a plan that ended while Checkout was open: the month is cancelled, its washes gone, and
 * everything paid for it goes back.
 */
async function refundUnwantedMonth(
  tx: DbTx,
  subscriptionId: number,
  paid: { bookingId: number; period: { from: string; to: string } },
) {
  await dropMonthWashes(tx, subscriptionId, paid.period);
  await movePlanMonth(tx, SYSTEM, paid.bookingId, "cancelled");
  const money = await bookingMoney(tx, paid.bookingId);
  if (money.refundablePaise > 0)
    await requestRefund(tx, SYSTEM, {
      bookingId: paid.bookingId,
      amountPaise: money.refundablePaise,
      reason: `Paid after the plan ended: ${formatRupees(money.refundablePaise)} back`,
    });
}

/** Month orders left open a while (the customer closed the page mid-payment): asks Razorpay about each. */
export async function reconcileOpenMonthOrders(db: Db, payments: PaymentsDeps, olderThan: Date) {
  const open = await db.planSubscription.findMany({
    // Orders left more than two days are given up (a new tap makes a new one; Razorpay's record stays).
    where: {
      monthOrderId: { not: null },
      updatedAt: { lt: olderThan, gt: new Date(olderThan.getTime() - 2 * 86_400_000) },
    },
    select: { monthOrderId: true },
    take: 100,
  });
  for (const { monthOrderId } of open)
    if (monthOrderId) await reconcileMonthOrder(db, payments, monthOrderId);
}
