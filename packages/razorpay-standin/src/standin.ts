import type { FastifyInstance } from "fastify";
import { accountsRoutes } from "./accounts.routes";
import { apiRoutes } from "./api.routes";
import { checkoutRoutes } from "./checkout.routes";
import type { Conditions, RouteActivation } from "./conditions";
import { controlRoutes } from "./control.routes";
import {
  type AnyWebhookEvent,
  type InvoiceEntity,
  isRouteEvent,
  isSubscriptionEvent,
  type LinkedAccountEntity,
  type OrderEntity,
  type PaymentEntity,
  type PlanEntity,
  type QrCodeEntity,
  type RefundEntity,
  type ReversalEntity,
  type RouteProductEntity,
  type RouteWebhookEvent,
  type SettlementEntity,
  type SubscriptionEntity,
  type SubscriptionWebhookEvent,
  type TransferEntity,
  type WebhookEvent,
} from "./entities";
import { standinJsonParser } from "./json-parser";
import { createLedger, type RestoredPayment } from "./ledger";
import { qrImageRoutes } from "./qr-codes.routes";
import { type SubscriptionCheckoutAnswer, subscriptionCheckoutAnswer } from "./subscription-checkout.routes";
import type { ChargeOutcome, MandateMethod, SubscriptionCharge } from "./subscriptions";
import { createWebhookDispatcher, type WebhookRecord } from "./webhooks";

export interface RazorpayStandinOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where events are posted; can also be set later with `controls.setWebhookUrl`. */
  webhookUrl?: string;
  accountId?: string;
  /** Waits between webhook attempts (default 500, 2000, 5000 ms: four attempts). */
  webhookRetryDelaysMs?: number[];
  webhookAttemptTimeoutMs?: number;
}

export interface StandinControls {
  /** While down, every API call (`/v1`, `/v2`) answers 503. */
  setDown(down: boolean): void;
  /** Delays every API answer (`/v1`, `/v2`) by this many milliseconds. */
  setLatency(ms: number): void;
  /**
   * A refund settles at once, but the API still answers it `pending`, and its `refund.processed` webhook is
   * delivered before that answer: the webhook reaches the merchant before the merchant has read the answer.
   */
  setRefundWebhookRace(on: boolean): void;
  /** While on, new refunds stay `pending` at the bank (no webhook) until `settleRefund`. */
  holdRefunds(on: boolean): void;
  /** Settles a held refund; its `refund.processed` or `refund.failed` webhook follows. */
  settleRefund(id: string, outcome: "processed" | "failed"): RefundEntity;
  setWebhookUrl(url: string | undefined): void;
  /** `false` holds new webhook events; `true` sends the held ones (after the browser's callback, say). */
  deliverWebhooks(enabled: boolean): void;
  /** Sends an event again with the same body, signature and `x-razorpay-event-id`. */
  redeliver(eventId: string): Promise<WebhookRecord<AnyWebhookEvent>>;
  /** Every payment, order and refund webhook event so far, oldest first, with its delivery attempts. */
  events(): WebhookRecord[];
  /** Every Route webhook event so far (`transfer.*`, `settlement.processed`), oldest first. */
  routeEvents(): WebhookRecord<RouteWebhookEvent>[];
  /** Every Subscriptions webhook event so far (`subscription.*`), oldest first. */
  subscriptionEvents(): WebhookRecord<SubscriptionWebhookEvent>[];
  /** Resolves when no webhook delivery (or retry) is under way. */
  webhooksSettled(): Promise<void>;
  /** Payments Razorpay already holds from before this stand-in started; see the ledger's restorePayment. */
  restorePayments(restored: readonly RestoredPayment[]): void;
  orders(): OrderEntity[];
  payments(): PaymentEntity[];
  refunds(): RefundEntity[];
  qrCodes(): QrCodeEntity[];
  /**
   * The customer scans a QR code and pays it from a UPI app: a captured payment, then `payment.captured` and
   * `qr_code.credited`. A single-use QR code closes.
   */
  payQrCode(id: string, payer?: { vpa?: string }): PaymentEntity;
  /**
   * The outcome of Razorpay's review of Route product configurations whose bank details are complete, from
   * now on (default: activated). `needs_clarification` answers with the given requirements.
   */
  setRouteActivation(outcome: RouteActivation): void;
  /** Razorpay's review deciding later on one Route product configuration (`acc_prd_...`). */
  setRouteProductStatus(productId: string, outcome: RouteActivation): RouteProductEntity;
  /** While on, new transfers stay `pending` (no webhook) until `completeTransfer`. */
  holdTransfers(on: boolean): void;
  /** Processes or fails a held transfer; its `transfer.processed` or `transfer.failed` webhook follows. */
  completeTransfer(id: string, outcome: "processed" | "failed"): TransferEntity;
  /** While on, transfers due for settlement wait (`settlement_status: "pending"`) for `settleTransfers`. */
  holdSettlements(on: boolean): void;
  /**
   * Razorpay's settlement run at `at` (Unix seconds, default now): settles transfers waiting for it and those
   * whose `on_hold_until` has passed, one settlement per linked account, each with `settlement.processed`.
   */
  settleTransfers(at?: number): SettlementEntity[];
  linkedAccounts(): LinkedAccountEntity[];
  routeProducts(): RouteProductEntity[];
  transfers(): TransferEntity[];
  reversals(): ReversalEntity[];
  settlements(): SettlementEntity[];
  plans(): PlanEntity[];
  subscriptions(): SubscriptionEntity[];
  /** Every subscription's invoices (one per billing cycle charged or being charged). */
  invoices(): InvoiceEntity[];
  /**
   * The customer authorises the subscription's mandate in their UPI app, as the test checkout does (UPI collect
   * is refused): `subscription.authenticated`, and unless it has a `start_at` the first charge with it
   * (`subscription.activated`, `subscription.charged`). Answers what Checkout's handler gets.
   */
  authorizeSubscription(
    id: string,
    options: { method: MandateMethod; vpa?: string },
  ): SubscriptionCheckoutAnswer;
  /**
   * Razorpay's charge run at `at` (Unix seconds; the stand-in's clock moves to it): one attempt at each active,
   * pending or authenticated subscription whose `charge_at` ≤ `at`. A success pays the cycle's invoice with a
   * captured payment (`payment.captured`, `subscription.charged`, and `subscription.completed` after the last);
   * a failure retries a day later (`subscription.pending`), halting after 4 attempts (`subscription.halted`).
   * Debits above ₹15,000 wait for `approveDebit`.
   */
  chargeDue(at: number): SubscriptionCharge[];
  /** The outcome of the subscription's next charge attempt only (then charges succeed again). */
  setNextChargeOutcome(subscriptionId: string, outcome: ChargeOutcome): void;
  /** The customer approves in their UPI app the debit above ₹15,000 waiting for them: it is attempted now. */
  approveDebit(subscriptionId: string): SubscriptionCharge;
  /** The customer pauses the mandate in their UPI app: `subscription.paused`. */
  customerPausesMandate(subscriptionId: string): SubscriptionEntity;
  /** The customer resumes it: `subscription.resumed`; cycles begun while paused are skipped. */
  customerResumesMandate(subscriptionId: string): SubscriptionEntity;
  /** The customer revokes the mandate: `subscription.cancelled`. */
  customerRevokesMandate(subscriptionId: string): SubscriptionEntity;
  /** Forgets all state and clears faults; webhook delivery is switched back on. */
  reset(): void;
}

export interface RazorpayStandin {
  /**
   * Razorpay's API under `/v1` (and `/v2`, Route's linked accounts) and the test checkout under `/checkout`;
   * register it at a prefix.
   */
  plugin: (app: FastifyInstance) => Promise<void>;
  /** The controls over HTTP (`GET /events`, `POST /down`...); for a stand-in in its own process. */
  controlPlugin: (app: FastifyInstance) => Promise<void>;
  controls: StandinControls;
  /** Abandons pending webhook retries. The plugin does this when its Fastify app closes. */
  stop(): Promise<void>;
}

const calm = (): Conditions => ({
  down: false,
  latencyMs: 0,
  refundsPending: false,
  refundsHeld: false,
  webhooksBeforeAnswer: false,
  transfersHeld: false,
  settlementsHeld: false,
  routeActivation: { status: "activated" },
});

export function createRazorpayStandin(options: RazorpayStandinOptions): RazorpayStandin {
  const conditions: Conditions = calm();
  const accountId = options.accountId ?? "acc_standin";
  const webhooks = createWebhookDispatcher({
    accountId,
    secret: options.webhookSecret,
    url: options.webhookUrl,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [500, 2000, 5000],
    attemptTimeoutMs: options.webhookAttemptTimeoutMs ?? 5000,
  });
  const ledger = createLedger((event) => webhooks.publish(event), conditions, accountId);
  const keys = { keyId: options.keyId, keySecret: options.keySecret };

  const controls: StandinControls = {
    setDown: (down) => {
      conditions.down = down;
    },
    setLatency: (ms) => {
      conditions.latencyMs = Math.max(0, ms);
    },
    setRefundWebhookRace: (on) => {
      conditions.refundsPending = on;
      conditions.webhooksBeforeAnswer = on;
    },
    holdRefunds: (on) => {
      conditions.refundsHeld = on;
    },
    settleRefund: (id, outcome) => ledger.settleRefund(id, outcome),
    restorePayments: (restored) => {
      for (const payment of restored) ledger.restorePayment(payment);
    },
    setWebhookUrl: (url) => webhooks.setUrl(url),
    deliverWebhooks: (enabled) => webhooks.setEnabled(enabled),
    redeliver: (eventId) => webhooks.redeliver(eventId),
    events: () =>
      webhooks
        .records()
        .filter(
          (record): record is WebhookRecord<WebhookEvent> =>
            !isRouteEvent(record.payload) && !isSubscriptionEvent(record.payload),
        ),
    routeEvents: () =>
      webhooks
        .records()
        .filter((record): record is WebhookRecord<RouteWebhookEvent> => isRouteEvent(record.payload)),
    subscriptionEvents: () =>
      webhooks
        .records()
        .filter((record): record is WebhookRecord<SubscriptionWebhookEvent> =>
          isSubscriptionEvent(record.payload),
        ),
    webhooksSettled: () => webhooks.settled(),
    orders: () => ledger.allOrders(),
    payments: () => ledger.allPayments(),
    refunds: () => ledger.allRefunds(),
    qrCodes: () => ledger.qrCodes.all(),
    payQrCode: (id, payer = {}) =>
      ledger.qrCodes.pay(id, {
        vpa: payer.vpa ?? "success@razorpay",
        email: "void@razorpay.com",
        contact: "+919000090000",
      }),
    setRouteActivation: (outcome) => {
      conditions.routeActivation = structuredClone(outcome);
    },
    setRouteProductStatus: (productId, outcome) => ledger.accounts.setProductStatus(productId, outcome),
    holdTransfers: (on) => {
      conditions.transfersHeld = on;
    },
    completeTransfer: (id, outcome) => ledger.transfers.completeTransfer(id, outcome),
    holdSettlements: (on) => {
      conditions.settlementsHeld = on;
    },
    settleTransfers: (at) => ledger.transfers.settleDue(at ?? Math.floor(Date.now() / 1000)),
    linkedAccounts: () => ledger.accounts.allAccounts(),
    routeProducts: () => ledger.accounts.allProducts(),
    transfers: () => ledger.transfers.allTransfers(),
    reversals: () => ledger.transfers.allReversals(),
    settlements: () => ledger.transfers.allSettlements(),
    plans: () => ledger.plans.all(),
    subscriptions: () => ledger.subscriptions.all(),
    invoices: () => ledger.subscriptions.invoices(),
    authorizeSubscription: (id, { method, vpa }) => {
      const payer = { vpa: vpa ?? "success@razorpay", email: "void@razorpay.com", contact: "+919000090000" };
      const payment = ledger.subscriptions.authorize(id, method, payer);
      return subscriptionCheckoutAnswer(payment.id, id, options.keySecret);
    },
    chargeDue: (at) => ledger.subscriptions.chargeDue(at),
    setNextChargeOutcome: (id, outcome) => ledger.subscriptions.setNextChargeOutcome(id, outcome),
    approveDebit: (id) => ledger.subscriptions.approveDebit(id),
    customerPausesMandate: (id) => ledger.subscriptions.pause(id),
    customerResumesMandate: (id) => ledger.subscriptions.resume(id),
    customerRevokesMandate: (id) => ledger.subscriptions.revokeMandate(id),
    reset: () => {
      Object.assign(conditions, calm());
      ledger.clear();
      webhooks.clear();
      webhooks.setEnabled(true);
    },
  };

  return {
    async plugin(app) {
      standinJsonParser(app);
      app.addHook("onClose", async () => webhooks.stop());
      const api = { ledger, conditions, webhooksSettled: () => webhooks.settled(), ...keys };
      await app.register(apiRoutes, { prefix: "/v1", ...api });
      await app.register(accountsRoutes, { prefix: "/v2", ...api });
      await app.register(checkoutRoutes, { prefix: "/checkout", ledger, ...keys });
      await app.register(qrImageRoutes, { prefix: "/qr", ledger });
    },
    async controlPlugin(app) {
      standinJsonParser(app);
      await app.register(controlRoutes, { controls });
    },
    controls,
    stop: () => webhooks.stop(),
  };
}
