import type { FastifyInstance } from "fastify";
import { apiRoutes } from "./api.routes";
import { checkoutRoutes } from "./checkout.routes";
import type { Conditions } from "./conditions";
import { controlRoutes } from "./control.routes";
import type { OrderEntity, PaymentEntity, RefundEntity } from "./entities";
import { standinJsonParser } from "./json-parser";
import { createLedger, type RestoredPayment } from "./ledger";
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
  /** While down, every `/v1` call answers 503. */
  setDown(down: boolean): void;
  /** Delays every `/v1` answer by this many milliseconds. */
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
  redeliver(eventId: string): Promise<WebhookRecord>;
  /** Every webhook event so far, oldest first, with its delivery attempts. */
  events(): WebhookRecord[];
  /** Resolves when no webhook delivery (or retry) is under way. */
  webhooksSettled(): Promise<void>;
  /** Payments Razorpay already holds from before this stand-in started; see the ledger's restorePayment. */
  restorePayments(restored: readonly RestoredPayment[]): void;
  orders(): OrderEntity[];
  payments(): PaymentEntity[];
  refunds(): RefundEntity[];
  /** Forgets all state and clears faults; webhook delivery is switched back on. */
  reset(): void;
}

export interface RazorpayStandin {
  /** Razorpay's API under `/v1` and the test checkout under `/checkout`; register it at a prefix. */
  plugin: (app: FastifyInstance) => Promise<void>;
  /** The controls over HTTP (`GET /events`, `POST /down`...); for a stand-in in its own process. */
  controlPlugin: (app: FastifyInstance) => Promise<void>;
  controls: StandinControls;
  /** Abandons pending webhook retries. The plugin does this when its Fastify app closes. */
  stop(): Promise<void>;
}

export function createRazorpayStandin(options: RazorpayStandinOptions): RazorpayStandin {
  const conditions: Conditions = {
    down: false,
    latencyMs: 0,
    refundsPending: false,
    refundsHeld: false,
    webhooksBeforeAnswer: false,
  };
  const webhooks = createWebhookDispatcher({
    accountId: options.accountId ?? "acc_standin",
    secret: options.webhookSecret,
    url: options.webhookUrl,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [500, 2000, 5000],
    attemptTimeoutMs: options.webhookAttemptTimeoutMs ?? 5000,
  });
  const ledger = createLedger((event) => webhooks.publish(event), conditions);
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
    events: () => webhooks.records(),
    webhooksSettled: () => webhooks.settled(),
    orders: () => ledger.allOrders(),
    payments: () => ledger.allPayments(),
    refunds: () => ledger.allRefunds(),
    reset: () => {
      conditions.down = false;
      conditions.latencyMs = 0;
      conditions.refundsPending = false;
      conditions.refundsHeld = false;
      conditions.webhooksBeforeAnswer = false;
      ledger.clear();
      webhooks.clear();
      webhooks.setEnabled(true);
    },
  };

  return {
    async plugin(app) {
      standinJsonParser(app);
      app.addHook("onClose", async () => webhooks.stop());
      await app.register(apiRoutes, {
        prefix: "/v1",
        ledger,
        conditions,
        webhooksSettled: () => webhooks.settled(),
        ...keys,
      });
      await app.register(checkoutRoutes, { prefix: "/checkout", ledger, ...keys });
    },
    async controlPlugin(app) {
      standinJsonParser(app);
      await app.register(controlRoutes, { controls });
    },
    controls,
    stop: () => webhooks.stop(),
  };
}
