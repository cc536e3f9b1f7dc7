import type { AnyWebhookEvent, WebhookEvent, WebhookEventPayload } from "./entities";
import { hmacSha256Hex } from "./hmac";
import { randomId14, unixNow } from "./ids";

export interface WebhookAttempt {
  at: number;
  status: number | null;
  error: string | null;
}

/** A payment, order or refund event by default; `WebhookRecord<AnyWebhookEvent>` for any (Route's too). */
export interface WebhookRecord<E extends AnyWebhookEvent = WebhookEvent> {
  /** Sent as `x-razorpay-event-id`; the same on every redelivery. */
  id: string;
  event: E["event"];
  /** The exact raw body sent, which the signature covers. */
  body: string;
  signature: string;
  payload: E;
  /** held: deliveries are paused; undeliverable: no webhook URL was set when it happened. */
  state: "held" | "sending" | "delivered" | "failed" | "undeliverable";
  attempts: WebhookAttempt[];
}

export interface WebhookOptions {
  accountId: string;
  secret: string;
  url: string | undefined;
  /** Waits between attempts; one attempt more than there are delays. */
  retryDelaysMs: number[];
  attemptTimeoutMs: number;
}

/** Signs and posts events to the merchant's webhook URL, after the API response, with retries. */
export function createWebhookDispatcher(options: WebhookOptions) {
  const records: WebhookRecord<AnyWebhookEvent>[] = [];
  const inFlight = new Set<Promise<void>>();
  let url = options.url;
  let enabled = true;
  let stopped = new AbortController();

  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener(
        "abort",
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  async function attempt(
    record: WebhookRecord<AnyWebhookEvent>,
    target: string,
    signal: AbortSignal,
  ): Promise<boolean> {
    const at = Date.now();
    try {
      const response = await fetch(target, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Razorpay-Webhook/v1 (Chamak stand-in)",
          "x-razorpay-signature": record.signature,
          "x-razorpay-event-id": record.id,
        },
        body: record.body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.attemptTimeoutMs)]),
      });
      await response.arrayBuffer();
      record.attempts.push({ at, status: response.status, error: null });
      return response.ok;
    } catch (error) {
      record.attempts.push({
        at,
        status: null,
        error: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  }

  async function deliver(record: WebhookRecord<AnyWebhookEvent>, target: string) {
    const { signal } = stopped;
    record.state = "sending";
    for (let i = 0; ; i++) {
      if (await attempt(record, target, signal)) {
        record.state = "delivered";
        return;
      }
      const delay = options.retryDelaysMs[i];
      if (delay === undefined || signal.aborted) break;
      await sleep(delay, signal);
      if (signal.aborted) break;
    }
    record.state = "failed";
  }

  function send(record: WebhookRecord<AnyWebhookEvent>): Promise<void> {
    const target = url;
    if (!target) {
      record.state = "undeliverable";
      return Promise.resolve();
    }
    // setImmediate: the API response that caused the event goes out first.
    const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      deliver(record, target),
    );
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
    return delivery;
  }

  const find = (id: string) => {
    const record = records.find((candidate) => candidate.id === id);
    if (!record) throw new Error(`No webhook event ${id}`);
    return record;
  };

  return {
    publish(event: WebhookEventPayload) {
      const payload = {
        entity: "event",
        account_id: options.accountId,
        ...event,
        created_at: unixNow(),
      } as AnyWebhookEvent;
      const body = JSON.stringify(payload);
      const record: WebhookRecord<AnyWebhookEvent> = {
        id: randomId14(),
        event: payload.event,
        body,
        signature: hmacSha256Hex(body, options.secret),
        payload,
        state: "held",
        attempts: [],
      };
      records.push(record);
      if (enabled) void send(record);
    },

    setUrl(next: string | undefined) {
      url = next;
    },

    /** Pausing holds new events; resuming sends the held ones in order. */
    setEnabled(next: boolean) {
      enabled = next;
      if (enabled) for (const record of records) if (record.state === "held") void send(record);
    },

    /** Sends an event again: same id, same body, same signature. */
    async redeliver(id: string): Promise<WebhookRecord<AnyWebhookEvent>> {
      const record = find(id);
      await send(record);
      return structuredClone(record);
    },

    records: (): WebhookRecord<AnyWebhookEvent>[] => structuredClone(records),

    /** Resolves once no delivery is under way (including retries). */
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    clear() {
      records.length = 0;
    },

    /** Abandons retries and pending attempts. */
    async stop() {
      stopped.abort();
      await this.settled();
      stopped = new AbortController();
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
