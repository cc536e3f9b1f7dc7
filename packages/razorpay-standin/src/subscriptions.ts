import { badRequest, notFoundId } from "./api-error";
import type {
  InvoiceEntity,
  InvoiceLineItemEntity,
  Notes,
  PaymentEntity,
  PlanEntity,
  SubscriptionEntity,
  SubscriptionEventName,
  SubscriptionStatus,
  WebhookEventPayload,
} from "./entities";
import type { PayerDetails } from "./entity-factories";
import { newId, unixNow } from "./ids";
import { cycleEnd, type Plans } from "./plans";

/** UPI AutoPay takes debits up to ₹15,000 by itself; above that the customer approves each one in their app. */
export const DEBIT_APPROVAL_LIMIT_PAISE = 1_500_000;
/** Razorpay's attempts at one cycle's charge, the first and its retries, before the subscription halts. */
export const CHARGE_ATTEMPTS = 4;
/** A failed charge is retried a day later. */
const RETRY_AFTER_SECONDS = 86_400;
/** What the authorisation of a subscription that starts later takes (and refunds), as UPI AutoPay's is ₹1. */
const AUTHORISATION_PAISE = 100;

/** How the customer authorises the mandate. UPI collect (typing a UPI ID) is refused for new mandates. */
export type MandateMethod = "upi_intent" | "upi_qr";
export type ChargeOutcome = "succeeds" | "fails";

export const UPI_COLLECT_REFUSED = "UPI Collect cannot set up new AutoPay mandates from 28 Feb 2026";

export interface NewSubscription {
  planId: string;
  totalCount: number;
  quantity: number;
  startAt: number | null;
  expireBy: number | null;
  customerNotify: boolean;
  notes: Notes | [];
  addons: Array<{ name: string; amount: number; description: string | null }>;
}

/** What one subscription's charge (or its turn in `chargeDue`) came to. */
export interface SubscriptionCharge {
  subscription_id: string;
  /**
   * charged: a captured payment paid the cycle's invoice; failed: the debit failed and is retried a day later;
   * halted: the last attempt failed; awaiting_approval: above ₹15,000, waiting for `approveDebit`;
   * cancelled: a cancellation at cycle end took effect instead of a charge; expired: never authorised in time.
   */
  outcome: "charged" | "failed" | "halted" | "awaiting_approval" | "cancelled" | "expired";
  payment_id: string | null;
  invoice_id: string | null;
}

/** The ledger's payment steps a subscription's charges go through. */
export interface SubscriptionPaymentSteps {
  /** A new payment with no order, stored by the ledger (the object returned is the stored one). */
  newPayment(amount: number, payer: PayerDetails): PaymentEntity;
  /** Authorizes and captures, emitting `payment.captured`. */
  captureNow(payment: PaymentEntity): void;
  /** The debit failed, emitting `payment.failed`. */
  failNow(payment: PaymentEntity): void;
  /** Refunds the whole payment (`refund.processed`). */
  refundInFull(paymentId: string): void;
  emit(event: WebhookEventPayload): void;
}

interface Held {
  sub: SubscriptionEntity;
  plan: PlanEntity;
  addons: NewSubscription["addons"];
  payer: PayerDetails | null;
  /** The start of the next cycle to charge. */
  nextCycleStart: number | null;
  /** The cycle whose charge failed and is being retried, with its invoice. */
  open: { invoiceId: string; start: number; end: number } | null;
  nextOutcome: ChargeOutcome;
  /** When a debit above the limit was due; it waits for the customer's approval. */
  awaitingApprovalAt: number | null;
  cancelAtCycleEnd: boolean;
}

const ENDED: readonly SubscriptionStatus[] = ["cancelled", "completed", "expired"];

/**
 * Razorpay Subscriptions on a UPI AutoPay mandate: created, authorised by the customer (the first charge with
 * it unless `start_at` says later), charged each cycle by `chargeDue` on the stand-in's clock, retried, halted,
 * paused, resumed, cancelled and completed, with Razorpay's `subscription.*` webhooks.
 *
 * The stand-in's clock is real time, moved forward by `chargeDue(at)`: times it stamps (`ended_at`, a resumed
 * subscription's next charge) are never earlier than the latest `at` it was given.
 */
export function createSubscriptions(plans: Plans, steps: SubscriptionPaymentSteps) {
  const held = new Map<string, Held>();
  const invoices = new Map<string, InvoiceEntity>();
  let latestAt = 0;
  const now = () => Math.max(unixNow(), latestAt);
  const copy = <T>(value: T): T => structuredClone(value);

  const find = (id: string, field: string | null = null): Held => {
    const found = held.get(id);
    if (!found) throw field ? badRequest("The id provided does not exist", field) : notFoundId();
    return found;
  };

  function emit(name: SubscriptionEventName, sub: SubscriptionEntity, payment?: PaymentEntity) {
    steps.emit({
      event: name,
      contains: payment ? ["subscription", "payment"] : ["subscription"],
      payload: {
        subscription: { entity: copy(sub) },
        ...(payment ? { payment: { entity: copy(payment) } } : {}),
      },
    });
  }

  function lineItem(
    name: string,
    description: string | null,
    unitAmount: number,
    quantity: number,
    type: "plan" | "addon",
    itemId: string | null,
  ): InvoiceLineItemEntity {
    const amount = unitAmount * quantity;
    return {
      id: newId("li"),
      item_id: itemId,
      ref_id: null,
      ref_type: null,
      name,
      description,
      amount: unitAmount,
      unit_amount: unitAmount,
      gross_amount: amount,
      tax_amount: 0,
      taxable_amount: amount,
      net_amount: amount,
      currency: "INR",
      type,
      tax_inclusive: false,
      hsn_code: null,
      sac_code: null,
      tax_rate: null,
      unit: null,
      quantity,
      taxes: [],
    };
  }

  /** The cycle's invoice, issued at its first charge attempt; add-ons are billed once, on the first. */
  function issueInvoice(state: Held, start: number, at: number): InvoiceEntity {
    const { sub, plan } = state;
    const items = [
      lineItem(plan.item.name, plan.item.description, plan.item.amount, sub.quantity, "plan", plan.item.id),
    ];
    if (sub.paid_count === 0) {
      for (const addon of state.addons)
        items.push(lineItem(addon.name, addon.description, addon.amount, 1, "addon", null));
    }
    const amount = items.reduce((sum, item) => sum + item.net_amount, 0);
    const invoice: InvoiceEntity = {
      id: newId("inv"),
      entity: "invoice",
      type: "invoice",
      invoice_number: null,
      receipt: null,
      customer_id: sub.customer_id,
      customer_details: {
        id: sub.customer_id,
        name: null,
        email: state.payer?.email ?? null,
        contact: state.payer?.contact ?? null,
        gstin: null,
        billing_address: null,
        shipping_address: null,
        customer_name: null,
        customer_email: state.payer?.email ?? null,
        customer_contact: state.payer?.contact ?? null,
      },
      order_id: null,
      subscription_id: sub.id,
      line_items: items,
      payment_id: null,
      status: "issued",
      expire_by: null,
      issued_at: at,
      paid_at: null,
      cancelled_at: null,
      expired_at: null,
      sms_status: null,
      email_status: null,
      date: at,
      terms: null,
      partial_payment: false,
      gross_amount: amount,
      tax_amount: 0,
      taxable_amount: amount,
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: "INR",
      currency_symbol: "₹",
      description: null,
      notes: sub.notes,
      comment: null,
      short_url: null,
      view_less: true,
      billing_start: start,
      billing_end: cycleEnd(plan, start),
      group_taxes_discounts: false,
      created_at: at,
    };
    invoices.set(invoice.id, invoice);
    state.open = { invoiceId: invoice.id, start, end: invoice.billing_end };
    return invoice;
  }

  function debit(state: Held, invoice: InvoiceEntity): PaymentEntity {
    if (!state.payer) throw new Error(`Subscription ${state.sub.id} has no mandate to debit`);
    const payment = steps.newPayment(invoice.amount, state.payer);
    payment.invoice_id = invoice.id;
    payment.description = state.plan.item.name;
    payment.notes = state.sub.notes;
    return payment;
  }

  /** A captured charge pays the open cycle: the cycle becomes current, the next is due at its end. */
  function paid(state: Held, invoice: InvoiceEntity, payment: PaymentEntity, at: number): SubscriptionCharge {
    const { sub } = state;
    const cycle = state.open;
    if (!cycle) throw new Error("No open cycle to pay");
    Object.assign(invoice, {
      status: "paid",
      payment_id: payment.id,
      paid_at: at,
      amount_paid: invoice.amount,
      amount_due: 0,
    } satisfies Partial<InvoiceEntity>);
    state.open = null;
    state.nextCycleStart = cycle.end;
    Object.assign(sub, {
      current_start: cycle.start,
      current_end: cycle.end,
      charge_at: cycle.end,
      paid_count: sub.paid_count + 1,
      remaining_count: sub.remaining_count - 1,
      auth_attempts: 0,
    } satisfies Partial<SubscriptionEntity>);
    if (sub.status !== "active") {
      sub.status = "active";
      emit("subscription.activated", sub, payment);
    }
    emit("subscription.charged", sub, payment);
    if (sub.remaining_count === 0) {
      Object.assign(sub, {
        status: "completed",
        ended_at: at,
        charge_at: null,
      } satisfies Partial<SubscriptionEntity>);
      emit("subscription.completed", sub, payment);
    }
    return { subscription_id: sub.id, outcome: "charged", payment_id: payment.id, invoice_id: invoice.id };
  }

  function cancelNow(state: Held, at: number) {
    Object.assign(state.sub, {
      status: "cancelled",
      ended_at: at,
      charge_at: null,
      has_scheduled_changes: false,
      change_scheduled_at: null,
    } satisfies Partial<SubscriptionEntity>);
    state.awaitingApprovalAt = null;
    emit("subscription.cancelled", state.sub);
  }

  /** One attempt at the due cycle's debit, at `at`; above the limit only with the customer's approval. */
  function charge(state: Held, at: number, approved: boolean): SubscriptionCharge {
    const { sub } = state;
    if (state.cancelAtCycleEnd) {
      cancelNow(state, sub.charge_at ?? at);
      return { subscription_id: sub.id, outcome: "cancelled", payment_id: null, invoice_id: null };
    }
    const start = state.open?.start ?? state.nextCycleStart;
    if (start === null) throw new Error(`Subscription ${sub.id} has no cycle to charge`);
    const invoice = state.open
      ? (invoices.get(state.open.invoiceId) as InvoiceEntity)
      : issueInvoice(state, start, at);
    if (invoice.amount > DEBIT_APPROVAL_LIMIT_PAISE && !approved) {
      state.awaitingApprovalAt = at;
      return {
        subscription_id: sub.id,
        outcome: "awaiting_approval",
        payment_id: null,
        invoice_id: invoice.id,
      };
    }
    state.awaitingApprovalAt = null;
    const payment = debit(state, invoice);
    const outcome = state.nextOutcome;
    state.nextOutcome = "succeeds";
    if (outcome === "succeeds") {
      steps.captureNow(payment);
      return paid(state, invoice, payment, at);
    }
    steps.failNow(payment);
    sub.auth_attempts += 1;
    const result = { subscription_id: sub.id, payment_id: payment.id, invoice_id: invoice.id };
    if (sub.auth_attempts >= CHARGE_ATTEMPTS) {
      Object.assign(sub, { status: "halted", charge_at: null } satisfies Partial<SubscriptionEntity>);
      emit("subscription.halted", sub, payment);
      return { ...result, outcome: "halted" };
    }
    sub.charge_at = at + RETRY_AFTER_SECONDS;
    if (sub.status !== "pending") {
      sub.status = "pending";
      emit("subscription.pending", sub, payment);
    }
    return { ...result, outcome: "failed" };
  }

  function requireStatus(state: Held, allowed: readonly SubscriptionStatus[], action: string) {
    if (!allowed.includes(state.sub.status)) {
      throw badRequest(`Subscription cannot be ${action} in ${state.sub.status} state`);
    }
  }

  function pause(id: string): SubscriptionEntity {
    const state = find(id);
    requireStatus(state, ["active"], "paused");
    state.sub.status = "paused";
    emit("subscription.paused", state.sub);
    return copy(state.sub);
  }

  /** Back to active; cycles due while paused (up to now, a charge run at now included) are skipped, not charged late. */
  function resume(id: string): SubscriptionEntity {
    const state = find(id);
    requireStatus(state, ["paused"], "resumed");
    const at = now();
    while (state.nextCycleStart !== null && state.nextCycleStart <= at) {
      state.nextCycleStart = cycleEnd(state.plan, state.nextCycleStart);
    }
    const open = state.open;
    if (open && state.nextCycleStart !== null && open.start < state.nextCycleStart) {
      // A debit left waiting for approval when paused: its cycle passed, so its invoice expires uncharged.
      const invoice = invoices.get(open.invoiceId);
      if (invoice)
        Object.assign(invoice, { status: "expired", expired_at: at } satisfies Partial<InvoiceEntity>);
      state.open = null;
      state.awaitingApprovalAt = null;
    }
    Object.assign(state.sub, {
      status: "active",
      charge_at: state.nextCycleStart,
    } satisfies Partial<SubscriptionEntity>);
    emit("subscription.resumed", state.sub);
    return copy(state.sub);
  }

  return {
    create(input: NewSubscription, shortUrlOf: (id: string) => string): SubscriptionEntity {
      const plan = plans.find(input.planId, "plan_id");
      const at = now();
      // Razorpay checks these against the wall clock, not the charge runs' clock.
      const wallClock = unixNow();
      if (input.startAt !== null && input.startAt <= wallClock) {
        throw badRequest("start_at cannot be lesser than the current time", "start_at");
      }
      if (input.expireBy !== null && input.expireBy <= wallClock) {
        throw badRequest("expire_by cannot be lesser than the current time", "expire_by");
      }
      const id = newId("sub");
      const sub: SubscriptionEntity = {
        id,
        entity: "subscription",
        plan_id: plan.id,
        customer_id: null,
        status: "created",
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: input.quantity,
        notes: input.notes,
        charge_at: input.startAt,
        start_at: input.startAt,
        end_at: null,
        auth_attempts: 0,
        total_count: input.totalCount,
        paid_count: 0,
        customer_notify: input.customerNotify,
        created_at: at,
        expire_by: input.expireBy,
        short_url: shortUrlOf(id),
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: "api",
        offer_id: null,
        remaining_count: input.totalCount,
        payment_method: null,
      };
      sub.end_at = endOf(plan, input.startAt ?? at, input.totalCount);
      held.set(id, {
        sub,
        plan,
        addons: input.addons,
        payer: null,
        nextCycleStart: null,
        open: null,
        nextOutcome: "succeeds",
        awaitingApprovalAt: null,
        cancelAtCycleEnd: false,
      });
      return copy(sub);
    },

    fetch: (id: string) => copy(find(id).sub),

    /**
     * The customer approves the mandate in their UPI app (intent or QR): the authorisation payment, which is
     * the first charge unless the subscription starts later (then ₹1, refunded). `failure`: they declined; the
     * subscription stays `created` and may be authorised again.
     */
    authorize(
      id: string,
      method: string,
      payer: PayerDetails,
      outcome: "success" | "failure" = "success",
    ): PaymentEntity {
      if (method === "upi_collect") throw badRequest(UPI_COLLECT_REFUSED, "method");
      if (method !== "upi_intent" && method !== "upi_qr") {
        throw badRequest("The method must be upi_intent or upi_qr.", "method");
      }
      const state = find(id, "subscription_id");
      const { sub, plan } = state;
      const at = now();
      if (sub.status === "created" && sub.expire_by !== null && sub.expire_by <= at) sub.status = "expired";
      if (sub.status !== "created") {
        throw badRequest(`The subscription is ${sub.status} and cannot be authorised`, "subscription_id");
      }
      state.payer = payer;
      if (outcome === "failure") {
        const payment = steps.newPayment(
          sub.start_at === null ? plan.item.amount * sub.quantity : AUTHORISATION_PAISE,
          payer,
        );
        steps.failNow(payment);
        return copy(payment);
      }
      Object.assign(sub, {
        status: "authenticated",
        payment_method: "upi",
        customer_id: newId("cust"),
      } satisfies Partial<SubscriptionEntity>);
      if (sub.start_at !== null) {
        const payment = steps.newPayment(AUTHORISATION_PAISE, payer);
        payment.description = plan.item.name;
        steps.captureNow(payment);
        steps.refundInFull(payment.id);
        state.nextCycleStart = sub.start_at;
        emit("subscription.authenticated", sub, payment);
        return copy(payment);
      }
      // No start_at: the subscription starts now, and the authorisation payment is the first cycle's charge.
      sub.end_at = endOf(plan, at, sub.total_count);
      const invoice = issueInvoice(state, at, at);
      const payment = debit(state, invoice);
      steps.captureNow(payment);
      emit("subscription.authenticated", sub, payment);
      paid(state, invoice, payment, at);
      return copy(payment);
    },

    /** Every subscription whose charge is due by `at` gets one attempt (at most one debit per call). */
    chargeDue(at: number): SubscriptionCharge[] {
      latestAt = Math.max(latestAt, at);
      const results: SubscriptionCharge[] = [];
      for (const state of held.values()) {
        const { sub } = state;
        if (sub.status === "created" && sub.expire_by !== null && sub.expire_by <= at) {
          sub.status = "expired";
          results.push({ subscription_id: sub.id, outcome: "expired", payment_id: null, invoice_id: null });
          continue;
        }
        const chargeable =
          sub.status === "active" || sub.status === "pending" || sub.status === "authenticated";
        if (!chargeable || sub.charge_at === null || sub.charge_at > at) continue;
        if (state.awaitingApprovalAt !== null) continue; // The customer has not approved it yet.
        results.push(charge(state, at, false));
      }
      return results;
    },

    setNextChargeOutcome(id: string, outcome: ChargeOutcome) {
      find(id).nextOutcome = outcome;
    },

    /** The customer approves, in their UPI app, the debit above ₹15,000 waiting for them. */
    approveDebit(id: string): SubscriptionCharge {
      const state = find(id);
      requireStatus(state, ["active", "pending", "authenticated"], "charged");
      if (state.awaitingApprovalAt === null) {
        throw badRequest(
          "No debit of this subscription is waiting for the customer's approval",
          "subscription_id",
        );
      }
      return charge(state, Math.max(state.awaitingApprovalAt, now()), true);
    },

    cancel(id: string, atCycleEnd: boolean): SubscriptionEntity {
      const state = find(id);
      const { sub } = state;
      if (ENDED.includes(sub.status)) {
        throw badRequest(`Subscription cannot be cancelled since it is already ${sub.status}`);
      }
      if (atCycleEnd) {
        if (sub.status !== "active") {
          throw badRequest(
            "Only an active subscription can be cancelled at cycle end",
            "cancel_at_cycle_end",
          );
        }
        state.cancelAtCycleEnd = true;
        Object.assign(sub, {
          has_scheduled_changes: true,
          change_scheduled_at: sub.charge_at,
        } satisfies Partial<SubscriptionEntity>);
        return copy(sub);
      }
      cancelNow(state, now());
      return copy(sub);
    },

    pause,
    resume,

    /** The customer revokes the mandate from their UPI app: nothing more can be charged. */
    revokeMandate(id: string): SubscriptionEntity {
      const state = find(id);
      requireStatus(state, ["authenticated", "active", "pending", "halted", "paused"], "revoked");
      cancelNow(state, now());
      return copy(state.sub);
    },

    invoice(id: string): InvoiceEntity {
      const invoice = invoices.get(id);
      if (!invoice) throw notFoundId();
      return copy(invoice);
    },

    invoices: (subscriptionId?: string) =>
      [...invoices.values()]
        .filter((invoice) => subscriptionId === undefined || invoice.subscription_id === subscriptionId)
        .map(copy),

    all: () => [...held.values()].map((state) => copy(state.sub)),

    clear() {
      held.clear();
      invoices.clear();
      latestAt = 0;
    },
  };
}

/** When the last of `count` cycles from `start` ends. */
function endOf(plan: PlanEntity, start: number, count: number): number {
  let end = start;
  for (let n = 0; n < count; n++) end = cycleEnd(plan, end);
  return end;
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
