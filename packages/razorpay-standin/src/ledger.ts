import { badRequest, notFoundId } from "./api-error";
import type { Conditions } from "./conditions";
import type {
  Notes,
  OrderEntity,
  PaymentEntity,
  PaymentEventName,
  RefundEntity,
  WebhookEvent,
  WebhookEventPayload,
} from "./entities";
import {
  type NewOrder,
  orderEntity,
  type PayerDetails,
  paymentEntity,
  refundEntity,
} from "./entity-factories";
import { randomId14 } from "./ids";
import { createLinkedAccounts } from "./linked-accounts";
import { createPlans } from "./plans";
import { createQrCodes } from "./qr-codes";
import { createRouteTransfers } from "./route-transfers";
import { createSubscriptions } from "./subscriptions";

type EventPayload = Omit<WebhookEvent, "entity" | "account_id" | "created_at">;

export interface RestoredPayment {
  id: string;
  orderId: string | null;
  amount: number;
  amountRefunded: number;
  payer: PayerDetails;
}

/**
 * The stand-in's in-memory accounts: orders, payments, refunds and the rules between them, and Route's linked
 * accounts and transfers (`accounts`, `transfers`), and Subscriptions (`plans`, `subscriptions`). Entities are returned as copies so callers cannot change
 * stored state by accident.
 */
export function createLedger(
  emit: (event: WebhookEventPayload) => void,
  conditions: Pick<
    Conditions,
    "refundsPending" | "refundsHeld" | "transfersHeld" | "settlementsHeld" | "routeActivation"
  >,
  merchantAccountId = "acc_standin",
) {
  const orders = new Map<string, OrderEntity>();
  const autoCapture = new Map<string, boolean>();
  const payments = new Map<string, PaymentEntity>();
  const refunds = new Map<string, RefundEntity>();

  const copy = <T>(value: T): T => structuredClone(value);
  const find = <T>(map: Map<string, T>, id: string): T => {
    const found = map.get(id);
    if (!found) throw notFoundId();
    return found;
  };

  const accounts = createLinkedAccounts(conditions);
  const transfers = createRouteTransfers({
    payment: (id) => find(payments, id),
    refunded: (paymentId) => [...refunds.values()].some((refund) => refund.payment_id === paymentId),
    accounts,
    emit,
    conditions,
    merchantAccountId,
  });

  function event(
    name: PaymentEventName,
    payment: PaymentEntity,
    extra: { order?: OrderEntity; refund?: RefundEntity },
  ) {
    const contains: EventPayload["contains"] = ["payment"];
    const payload: EventPayload["payload"] = { payment: { entity: copy(payment) } };
    if (extra.order) {
      contains.push("order");
      payload.order = { entity: copy(extra.order) };
    }
    if (extra.refund) {
      contains.push("refund");
      payload.refund = { entity: copy(extra.refund) };
    }
    emit({ event: name, contains, payload });
  }

  function newPayment(amount: number, orderId: string | null, payer: PayerDetails): PaymentEntity {
    const payment = paymentEntity(amount, orderId, payer);
    payments.set(payment.id, payment);
    return payment;
  }

  function authorize(payment: PaymentEntity) {
    payment.status = "authorized";
    payment.acquirer_data = {
      rrn: String(100_000_000_000 + Math.floor(Math.random() * 1e11)),
      upi_transaction_id: randomId14(),
    };
  }

  function capture(payment: PaymentEntity) {
    payment.status = "captured";
    payment.captured = true;
    // Razorpay's fee is 2% plus 18% GST on the fee; the tax is part of the fee.
    const tax = Math.round(payment.amount * 0.02 * 0.18);
    payment.fee = Math.round(payment.amount * 0.02) + tax;
    payment.tax = tax;
    event("payment.captured", payment, {});
    const order = payment.order_id ? orders.get(payment.order_id) : undefined;
    if (order && order.status !== "paid") {
      order.status = "paid";
      order.amount_paid = order.amount;
      order.amount_due = 0;
      event("order.paid", payment, { order });
    }
  }

  function fail(payment: PaymentEntity) {
    Object.assign(payment, {
      status: "failed",
      error_code: "BAD_REQUEST_ERROR",
      error_description: "Payment failed",
      error_source: "customer",
      error_step: "payment_authorization",
      error_reason: "payment_failed",
    } satisfies Partial<PaymentEntity>);
    event("payment.failed", payment, {});
  }

  const qrCodes = createQrCodes({
    newPayment: (amount, payer) => newPayment(amount, null, payer),
    captureNow: (payment) => {
      authorize(payment);
      capture(payment);
    },
    emit,
  });

  const plans = createPlans();
  const subscriptions = createSubscriptions(plans, {
    newPayment: (amount, payer) => newPayment(amount, null, payer),
    captureNow: (payment) => {
      authorize(payment);
      capture(payment);
    },
    failNow: fail,
    refundInFull: (paymentId) => {
      ledger.refundPayment(paymentId, { amount: undefined, notes: [] });
    },
    emit,
  });

  const ledger = {
    /** Subscriptions' plans. */
    plans,
    /** Subscriptions on UPI AutoPay mandates, their invoices and charges. */
    subscriptions,
    /** UPI QR codes and the payments made by scanning them. */
    qrCodes,
    /** Route's linked accounts (API v2). */
    accounts,
    /** Route's transfers, reversals and settlements. */
    transfers,

    createOrder(input: NewOrder): OrderEntity {
      const order = orderEntity(input);
      orders.set(order.id, order);
      autoCapture.set(order.id, input.autoCapture);
      return copy(order);
    },

    order: (id: string) => copy(find(orders, id)),

    orderPayments(id: string): PaymentEntity[] {
      find(orders, id);
      return [...payments.values()].filter((payment) => payment.order_id === id).map(copy);
    },

    payment: (id: string) => copy(find(payments, id)),

    refund: (id: string) => copy(find(refunds, id)),

    paymentRefunds(id: string): RefundEntity[] {
      find(payments, id);
      return [...refunds.values()].filter((refund) => refund.payment_id === id).map(copy);
    },

    /**
     * A payment Razorpay already holds from before this stand-in started (the embedded demo's seeded bookings,
     * replayed from the database at start): captured, on its paid order when it has one, with what was
     * refunded of it. No webhook: nothing happened now. Known ids are left as they are.
     */
    restorePayment(restored: RestoredPayment): PaymentEntity {
      const known = payments.get(restored.id);
      if (known) return copy(known);
      if (restored.orderId && !orders.has(restored.orderId)) {
        const order = orderEntity({ amount: restored.amount, receipt: null, notes: [], autoCapture: true });
        Object.assign(order, {
          id: restored.orderId,
          status: "paid",
          amount_paid: restored.amount,
          amount_due: 0,
          attempts: 1,
        } satisfies Partial<OrderEntity>);
        orders.set(order.id, order);
      }
      const payment = paymentEntity(restored.amount, restored.orderId, restored.payer);
      payment.id = restored.id;
      authorize(payment);
      payment.status = "captured";
      payment.captured = true;
      if (restored.amountRefunded > 0) {
        payment.amount_refunded = Math.min(restored.amount, restored.amountRefunded);
        payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
        if (payment.refund_status === "full") payment.status = "refunded";
      }
      payments.set(payment.id, payment);
      return copy(payment);
    },

    /** What Checkout does when the customer approves (or declines) the UPI collect request. */
    payOrder(orderId: string, outcome: "success" | "failure", payer: PayerDetails): PaymentEntity {
      const order = find(orders, orderId);
      if (order.status === "paid") throw badRequest("Order has already been paid", "order_id");
      order.attempts += 1;
      if (order.status === "created") order.status = "attempted";
      const payment = newPayment(order.amount, order.id, payer);
      if (outcome === "failure") {
        fail(payment);
        return copy(payment);
      }
      authorize(payment);
      if (autoCapture.get(order.id)) capture(payment);
      return copy(payment);
    },

    authorizeStandalone(amount: number, payer: PayerDetails): PaymentEntity {
      const payment = newPayment(amount, null, payer);
      authorize(payment);
      return copy(payment);
    },

    capturePayment(id: string, amount: number): PaymentEntity {
      const payment = find(payments, id);
      if (payment.status === "captured" || payment.status === "refunded") {
        throw badRequest("This payment has already been captured");
      }
      if (payment.status !== "authorized") {
        throw badRequest("Only payments which have been authorized and not yet captured can be captured");
      }
      if (amount !== payment.amount) {
        throw badRequest("Capture amount must be equal to the amount authorized", "amount");
      }
      capture(payment);
      return copy(payment);
    },

    /** With `reverseAll`, Route transfers of the payment are reversed first (see planRefundReversals). */
    refundPayment(
      id: string,
      input: { amount: number | undefined; notes: Notes | []; reverseAll?: boolean },
    ): RefundEntity {
      const payment = find(payments, id);
      if (payment.status === "refunded") throw badRequest("The payment has been fully refunded already");
      if (payment.status !== "captured") {
        throw badRequest("Only captured payments can be refunded. Capture the payment before refunding it.");
      }
      const unrefunded = payment.amount - payment.amount_refunded;
      const amount = input.amount ?? unrefunded;
      if (amount > unrefunded) {
        throw badRequest("The refund amount provided is greater than amount not yet refunded.", "amount");
      }
      const reverse = input.reverseAll
        ? transfers.planRefundReversals(payment.id, amount, amount === unrefunded)
        : undefined;
      const refund = refundEntity(payment.id, amount, input.notes);
      refunds.set(refund.id, refund);
      reverse?.(refund.id);
      payment.amount_refunded += amount;
      const full = payment.amount_refunded === payment.amount;
      payment.refund_status = full ? "full" : "partial";
      if (full) payment.status = "refunded";
      if (conditions.refundsHeld) {
        refund.status = "pending";
        return copy(refund);
      }
      event("refund.processed", payment, { refund });
      const answer = copy(refund);
      if (conditions.refundsPending) answer.status = "pending";
      return answer;
    },

    /** The bank's answer to a held refund: processed, or failed (the amount goes back to the payment). */
    settleRefund(id: string, outcome: "processed" | "failed"): RefundEntity {
      const refund = find(refunds, id);
      if (refund.status !== "pending") throw badRequest(`The refund is ${refund.status} already`);
      const payment = find(payments, refund.payment_id);
      refund.status = outcome;
      if (outcome === "failed") {
        payment.amount_refunded -= refund.amount;
        payment.refund_status = payment.amount_refunded === 0 ? null : "partial";
        if (payment.status === "refunded") payment.status = "captured";
      }
      event(`refund.${outcome}`, payment, { refund });
      return copy(refund);
    },

    allPayments: () => [...payments.values()].map(copy),
    allOrders: () => [...orders.values()].map(copy),
    allRefunds: () => [...refunds.values()].map(copy),

    clear() {
      subscriptions.clear();
      plans.clear();
      qrCodes.clear();
      accounts.clear();
      transfers.clear();
      orders.clear();
      autoCapture.clear();
      payments.clear();
      refunds.clear();
    },
  };
  return ledger;
}

export type Ledger = ReturnType<typeof createLedger>;
