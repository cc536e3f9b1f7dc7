import type { PlanSubscriptionState } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { enqueue } from "../outbox";
import type { PaymentsDeps } from "../payments";
import { lastPaidDay, lockForBilling, notePaymentFailing, setAutopayState } from "../wash-plans";
import { recordMonthPaid } from "./month-paid";

type RazorpayStatus = Awaited<ReturnType<PaymentsDeps["subscriptions"]["fetchSubscription"]>>["status"];

/** A subscription's state for each state of its Razorpay subscription. */
const STATE_OF: Record<RazorpayStatus, PlanSubscriptionState> = {
  created: "awaiting_payment",
  authenticated: "active",
  active: "active",
  // A debit failed and Razorpay retries it: the plan goes on meanwhile (the customer is told).
  pending: "active",
  halted: "halted",
  paused: "paused",
  cancelled: "cancelled",
  completed: "completed",
  expired: "cancelled",
};

/**
 * Brings a subscription in line with its Razorpay subscription: every debit Razorpay took pays the next month
 * not yet paid (its order opened, the payment captured in its ledger, the order paid and confirmed), and the
 * subscription's state follows Razorpay's. Reads Razorpay's own record rather than trusting one webhook's body,
 * so events arriving twice or out of order, and Checkout's answer racing the webhook, all end the same: each
 * debit is recorded once (its Razorpay payment id is unique), in the order Razorpay took them.
 */
export async function reconcileAutopay(db: Db, payments: PaymentsDeps, razorpaySubscriptionId: string) {
  const ours = await db.planSubscription.findUnique({
    where: { razorpaySubscriptionId },
    select: { id: true },
  });
  if (!ours) return;
  const [remote, invoices] = await Promise.all([
    payments.subscriptions.fetchSubscription(razorpaySubscriptionId),
    payments.subscriptions.subscriptionInvoices(razorpaySubscriptionId),
  ]);
  const debits = invoices
    .filter((invoice) => invoice.status === "paid" && invoice.payment_id)
    .sort((a, b) => (a.paid_at ?? a.created_at) - (b.paid_at ?? b.created_at));
  await db.$transaction(async (tx) => {
    const locked = await lockForBilling(tx, ours.id);
    // A plan resumed month by month by UPI after its AutoPay halted: that mandate is over (and cancelled).
    if (locked?.billing !== "autopay") return;
    let recorded = 0;
    for (const debit of debits) {
      const paymentId = debit.payment_id ?? "";
      if (await recordMonthPaid(tx, ours.id, { paymentId, amountPaise: debit.amount_paid })) recorded += 1;
    }
    await setAutopayState(tx, ours.id, STATE_OF[remote.status], await lastPaidDay(tx, ours.id));
    await notePaymentFailing(tx, ours.id, remote.status === "pending");
    // Each debit recorded announces the next one, once (each debit is recorded once).
    if (recorded > 0 && remote.charge_at && STATE_OF[remote.status] === "active")
      await announceDebit(tx, ours.id, new Date(remote.charge_at * 1000), locked.monthlyPaise);
  });
}

/**
 * Queues the customer's notice of the debit at `chargeAt`, due a day before it (Razorpay sends its own pre-debit
 * notice too; this one is on the customer's own channel and names the plan).
 */
export async function announceDebit(tx: DbTx, subscriptionId: number, chargeAt: Date, amountPaise: number) {
  await enqueue(
    tx,
    "plan.debit_due",
    { subscriptionId, chargeAt: chargeAt.toISOString(), amountPaise },
    { runAt: new Date(chargeAt.getTime() - DEBIT_NOTICE_MS) },
  );
}

/** How long before a debit the customer is told of it (NPCI's pre-debit notice is 24 hours). */
const DEBIT_NOTICE_MS = 24 * 3_600_000;
