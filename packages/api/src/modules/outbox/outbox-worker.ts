import type { Db, Prisma } from "@chamak/db";
import { MAX_ATTEMPTS, PermanentJobError, retryDelayMs } from "./outbox-retry";
import { type OutboxPayload, type OutboxTopic, parseOutboxPayload } from "./topics";

/** A claimed row: a message as its producer wrote it, or one handler's delivery of a message. */
export interface ClaimedMessage {
  id: bigint;
  topic: string;
  payload: Prisma.JsonValue;
  /** Including this claim. It also fences the finish, so a node whose lock ran out cannot overwrite. */
  attempts: number;
  /** A delivery's handler (channel); null on a message. */
  handler: string | null;
  /** A delivery's message; null on a message. */
  messageId: bigint | null;
}

export interface OutboxContext {
  /** The message as enqueued (for a delivery, the message it was fanned out from). */
  messageId: bigint;
  /** The row being delivered: the message itself, or its delivery to this handler. */
  deliveryId: bigint;
  topic: OutboxTopic;
  /** The channel running: its name in the topic's handlers, or "default" for a bare function. */
  handler: string;
  attempts: number;
}

/** Runs one channel of a topic with the payload its schema parsed (topics.ts); throwing retries it later. */
export type OutboxHandler<T extends OutboxTopic> = (
  payload: OutboxPayload<T>,
  ctx: OutboxContext,
) => Promise<void>;
/**
 * A topic's handlers, one per channel ("email-customer", "admin-alert"): each is delivered, retried and given
 * up on by itself, so a failing channel never repeats another's work. A bare function is one channel.
 */
export type TopicHandlers<T extends OutboxTopic> =
  | OutboxHandler<T>
  | { readonly [channel: string]: OutboxHandler<T> };
export type OutboxHandlers = { [T in OutboxTopic]?: TopicHandlers<T> };

/** The channel name of a topic's handler given as a bare function. */
export const DEFAULT_CHANNEL = "default";

/** Pino-compatible. */
export interface WorkerLogger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ProcessOptions {
  limit?: number;
  /** How long a claimed message stays invisible to other nodes; longer than any handler should take. */
  lockMs?: number;
  maxAttempts?: number;
  logger?: WorkerLogger;
}

export interface ProcessResult {
  /** Rows this batch claimed: messages and deliveries. */
  claimed: number;
  /** Messages split into one delivery per handler (those deliveries are run in this batch too). */
  fannedOut: number;
  /** Handler runs that succeeded, will be retried, or were given up on (dead letters included). */
  done: number;
  retried: number;
  failed: number;
  /** Claimed, but this batch's lock ran out before their turn and another node took them over: not run here. */
  lost: number;
}

type RuntimeHandler = (payload: unknown, ctx: OutboxContext) => Promise<void>;
type Channel = [name: string, handler: RuntimeHandler];
type RawRow = Omit<ClaimedMessage, "id" | "messageId"> & { id: unknown; message_id: unknown };

const toClaimed = ({ message_id, ...row }: RawRow): ClaimedMessage => ({
  ...row,
  id: BigInt(row.id as bigint),
  messageId: message_id === null ? null : BigInt(message_id as bigint),
});
const byId = (a: ClaimedMessage, b: ClaimedMessage) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A topic's channels in `handlers`, in the order they were given. */
function channelsOf(handlers: OutboxHandlers, topic: string): Channel[] {
  const entry: unknown = Object.hasOwn(handlers, topic)
    ? (handlers as Record<string, unknown>)[topic]
    : undefined;
  if (typeof entry === "function") return [[DEFAULT_CHANNEL, entry as RuntimeHandler]];
  if (entry && typeof entry === "object") return Object.entries(entry as Record<string, RuntimeHandler>);
  return [];
}

/**
 * Joins handler tables (notifications, admin alerts, the refund job ...): a topic in several gets the channels
 * of all of them. The same channel name twice on one topic is a mistake, and throws.
 */
export function mergeOutboxHandlers(...tables: OutboxHandlers[]): OutboxHandlers {
  const merged: Record<string, Record<string, RuntimeHandler>> = {};
  for (const table of tables) {
    for (const topic of Object.keys(table)) {
      for (const [name, handler] of channelsOf(table, topic)) {
        merged[topic] ??= {};
        const channels = merged[topic];
        if (Object.hasOwn(channels, name)) {
          throw new Error(`Two outbox handlers named "${name}" for topic "${topic}"`);
        }
        channels[name] = handler;
      }
    }
  }
  return merged as OutboxHandlers;
}

// The columns are UTC timestamps without zone (as Prisma writes them), hence `now() AT TIME ZONE 'UTC'`
// rather than relying on the session's time zone.

/**
 * Claims up to `limit` due rows for `lockMs` in one statement. SKIP LOCKED lets several nodes claim at
 * once without waiting on, or taking, each other's rows; a node that dies leaves its rows locked only
 * until `locked_until` passes.
 */
export async function claimBatch(
  db: Db,
  { limit, lockMs }: { limit: number; lockMs: number },
): Promise<ClaimedMessage[]> {
  const rows = await db.$queryRaw<RawRow[]>`
    UPDATE outbox
    SET locked_until = (now() AT TIME ZONE 'UTC') + ${lockMs}::integer * interval '1 millisecond',
        attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE status = 'pending'
        AND run_at <= (now() AT TIME ZONE 'UTC')
        AND (locked_until IS NULL OR locked_until < (now() AT TIME ZONE 'UTC'))
      ORDER BY id
      LIMIT ${limit}::integer
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, topic, payload, attempts, handler, message_id`;
  return rows.map(toClaimed).sort(byId);
}

/**
 * Claims one batch and delivers each row, one at a time. A message whose topic has one handler is delivered
 * as it is; one with several is first split, in one transaction, into a delivery row per handler (the message
 * is then done), and those run at once. Every row is parsed with its topic's schema first: one that does not
 * parse, or that nothing handles, fails for good (a dead letter) with the reason. Each row's lock is renewed
 * just before it runs, so a slow batch never has its later rows run by two nodes at once: if the lock ran
 * out and another node claimed one meanwhile, this node leaves it to that node.
 */
export async function processOutbox(
  db: Db,
  handlers: OutboxHandlers,
  { limit = 20, lockMs = 120_000, maxAttempts = MAX_ATTEMPTS, logger }: ProcessOptions = {},
): Promise<ProcessResult> {
  const rows = await claimBatch(db, { limit, lockMs });
  const result: ProcessResult = {
    claimed: rows.length,
    fannedOut: 0,
    done: 0,
    retried: 0,
    failed: 0,
    lost: 0,
  };
  const deliver = async (row: ClaimedMessage, channel: Channel, payload: unknown) => {
    if (!(await renewLock(db, row, lockMs))) result.lost += 1;
    else result[await runOne(db, row, channel, payload, maxAttempts, logger)] += 1;
  };

  for (const row of rows) {
    const plan = planDelivery(handlers, row);
    if (!plan.ok) {
      if (await markFailed(db, row, describe(new PermanentJobError(plan.error)))) {
        logger?.error(logFields(row), `Outbox ${label(row)} failed for good: ${plan.error}`);
        result.failed += 1;
      } else result.lost += 1;
      continue;
    }
    const [only] = plan.channels;
    if (only && plan.channels.length === 1) {
      await deliver(row, only, plan.payload);
      continue;
    }
    const deliveries = await fanOut(db, row, plan.channels, lockMs);
    if (!deliveries) {
      result.lost += 1;
      continue;
    }
    result.fannedOut += 1;
    for (const delivery of deliveries) {
      const channel = plan.channels.find(([name]) => name === delivery.handler);
      if (channel) await deliver(delivery, channel, plan.payload);
    }
  }
  return result;
}

type Plan = { ok: true; payload: unknown; channels: Channel[] } | { ok: false; error: string };

/** What to run for a row: its topic's channels (a delivery: its own), with the parsed payload. */
function planDelivery(handlers: OutboxHandlers, row: ClaimedMessage): Plan {
  const all = channelsOf(handlers, row.topic);
  if (all.length === 0) return { ok: false, error: `No handler for outbox topic "${row.topic}"` };
  const channels = row.handler === null ? all : all.filter(([name]) => name === row.handler);
  if (channels.length === 0) {
    return { ok: false, error: `No handler "${row.handler}" for outbox topic "${row.topic}"` };
  }
  const parsed = parseOutboxPayload(row.topic, row.payload);
  return parsed.ok ? { ok: true, payload: parsed.payload, channels } : parsed;
}

/**
 * Closes a claimed message and writes one delivery per channel, already claimed by this node, in one
 * transaction; answers the deliveries, or null when this claim no longer holds the message.
 */
async function fanOut(
  db: Db,
  message: ClaimedMessage,
  channels: Channel[],
  lockMs: number,
): Promise<ClaimedMessage[] | null> {
  const names = channels.map(([name]) => name);
  return db.$transaction(async (tx) => {
    const closed = await tx.$executeRaw`
      UPDATE outbox SET status = 'done', done_at = (now() AT TIME ZONE 'UTC'), locked_until = NULL
      WHERE id = ${message.id} AND attempts = ${message.attempts}::integer AND status = 'pending'`;
    if (closed !== 1) return null;
    const rows = await tx.$queryRaw<RawRow[]>`
      INSERT INTO outbox (topic, payload, handler, message_id, attempts, locked_until, run_at, created_at)
      SELECT message.topic, message.payload, channel.name, message.id, 1,
        (now() AT TIME ZONE 'UTC') + ${lockMs}::integer * interval '1 millisecond',
        (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC')
      FROM outbox message, unnest(${names}::text[]) WITH ORDINALITY AS channel(name, position)
      WHERE message.id = ${message.id}
      ORDER BY channel.position
      ON CONFLICT (message_id, handler) DO NOTHING
      RETURNING id, topic, payload, attempts, handler, message_id`;
    return rows.map(toClaimed).sort(byId);
  });
}

/** True while this claim (same attempt number) still holds the row; extends its lock by `lockMs`. */
async function renewLock(db: Db, { id, attempts }: ClaimedMessage, lockMs: number): Promise<boolean> {
  const renewed = await db.$executeRaw`
    UPDATE outbox
    SET locked_until = (now() AT TIME ZONE 'UTC') + ${lockMs}::integer * interval '1 millisecond'
    WHERE id = ${id} AND attempts = ${attempts}::integer AND status = 'pending'`;
  return renewed === 1;
}

async function runOne(
  db: Db,
  row: ClaimedMessage,
  [name, handler]: Channel,
  payload: unknown,
  maxAttempts: number,
  logger: WorkerLogger | undefined,
): Promise<"done" | "retried" | "failed"> {
  try {
    await handler(payload, {
      messageId: row.messageId ?? row.id,
      deliveryId: row.id,
      topic: row.topic as OutboxTopic,
      handler: name,
      attempts: row.attempts,
    });
  } catch (error) {
    const lastError = describe(error);
    const log = { ...logFields(row), handler: name, err: error };
    if (error instanceof PermanentJobError || row.attempts >= maxAttempts) {
      await markFailed(db, row, lastError);
      logger?.error(log, `Outbox ${label(row)} failed for good: ${lastError}`);
      return "failed";
    }
    await scheduleRetry(db, row, lastError, retryDelayMs(row.attempts));
    logger?.warn(log, `Outbox ${label(row)} will be retried: ${lastError}`);
    return "retried";
  }
  await markDone(db, row);
  return "done";
}

const label = (row: ClaimedMessage) =>
  row.handler === null
    ? `message ${row.id} (${row.topic})`
    : `delivery ${row.id} of message ${row.messageId} (${row.topic} → ${row.handler})`;

const logFields = (row: ClaimedMessage) => ({
  messageId: String(row.messageId ?? row.id),
  deliveryId: String(row.id),
  topic: row.topic,
  attempts: row.attempts,
});

function markDone(db: Db, { id, attempts }: ClaimedMessage) {
  return db.$executeRaw`
    UPDATE outbox SET status = 'done', done_at = (now() AT TIME ZONE 'UTC'), locked_until = NULL
    WHERE id = ${id} AND attempts = ${attempts}::integer`;
}

async function markFailed(db: Db, { id, attempts }: ClaimedMessage, lastError: string): Promise<boolean> {
  const failed = await db.$executeRaw`
    UPDATE outbox SET status = 'failed', last_error = ${lastError}, locked_until = NULL
    WHERE id = ${id} AND attempts = ${attempts}::integer AND status = 'pending'`;
  return failed === 1;
}

function scheduleRetry(db: Db, { id, attempts }: ClaimedMessage, lastError: string, delayMs: number) {
  return db.$executeRaw`
    UPDATE outbox
    SET last_error = ${lastError}, locked_until = NULL,
        run_at = (now() AT TIME ZONE 'UTC') + ${delayMs}::integer * interval '1 millisecond'
    WHERE id = ${id} AND attempts = ${attempts}::integer`;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
