import type { Db, Prisma } from "@chamak/db";
import { MAX_ATTEMPTS, PermanentJobError, retryDelayMs } from "./outbox-retry";

export interface ClaimedMessage {
  id: bigint;
  topic: string;
  payload: Prisma.JsonValue;
  /** Including this claim. It also fences the finish, so a node whose lock ran out cannot overwrite. */
  attempts: number;
}

export interface OutboxContext {
  messageId: bigint;
  topic: string;
  attempts: number;
}

export type OutboxHandler = (payload: Prisma.JsonValue, ctx: OutboxContext) => Promise<void>;
export type OutboxHandlers = Record<string, OutboxHandler>;

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
  claimed: number;
  done: number;
  retried: number;
  failed: number;
  /** Claimed, but this batch's lock ran out before their turn and another node took them over: not run here. */
  lost: number;
}

// The columns are UTC timestamps without zone (as Prisma writes them), hence `now() AT TIME ZONE 'UTC'`
// rather than relying on the session's time zone.

/**
 * Claims up to `limit` due messages for `lockMs` in one statement. SKIP LOCKED lets several nodes claim at
 * once without waiting on, or taking, each other's rows; a node that dies leaves its messages locked only
 * until `locked_until` passes.
 */
export async function claimBatch(
  db: Db,
  { limit, lockMs }: { limit: number; lockMs: number },
): Promise<ClaimedMessage[]> {
  const rows = await db.$queryRaw<ClaimedMessage[]>`
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
    RETURNING id, topic, payload, attempts`;
  return rows
    .map((row) => ({ ...row, id: BigInt(row.id) }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Claims one batch and runs each message through its topic's handler, one at a time. Each message's lock is
 * renewed just before it runs, so a slow batch never has its later messages run by two nodes at once: if the
 * lock ran out and another node claimed one meanwhile, this node leaves it to that node.
 */
export async function processOutbox(
  db: Db,
  handlers: OutboxHandlers,
  { limit = 20, lockMs = 120_000, maxAttempts = MAX_ATTEMPTS, logger }: ProcessOptions = {},
): Promise<ProcessResult> {
  const messages = await claimBatch(db, { limit, lockMs });
  const result: ProcessResult = { claimed: messages.length, done: 0, retried: 0, failed: 0, lost: 0 };
  for (const message of messages) {
    if (!(await renewLock(db, message, lockMs))) {
      result.lost += 1;
      continue;
    }
    const outcome = await runOne(db, handlers, message, maxAttempts, logger);
    result[outcome] += 1;
  }
  return result;
}

/** True while this claim (same attempt number) still holds the message; extends its lock by `lockMs`. */
async function renewLock(db: Db, { id, attempts }: ClaimedMessage, lockMs: number): Promise<boolean> {
  const renewed = await db.$executeRaw`
    UPDATE outbox
    SET locked_until = (now() AT TIME ZONE 'UTC') + ${lockMs}::integer * interval '1 millisecond'
    WHERE id = ${id} AND attempts = ${attempts}::integer AND status = 'pending'`;
  return renewed === 1;
}

async function runOne(
  db: Db,
  handlers: OutboxHandlers,
  message: ClaimedMessage,
  maxAttempts: number,
  logger: WorkerLogger | undefined,
): Promise<"done" | "retried" | "failed"> {
  const handler = Object.hasOwn(handlers, message.topic) ? handlers[message.topic] : undefined;
  try {
    if (!handler) throw new PermanentJobError(`No handler for outbox topic "${message.topic}"`);
    await handler(message.payload, {
      messageId: message.id,
      topic: message.topic,
      attempts: message.attempts,
    });
  } catch (error) {
    const lastError = describe(error);
    const log = {
      messageId: String(message.id),
      topic: message.topic,
      attempts: message.attempts,
      err: error,
    };
    if (error instanceof PermanentJobError || message.attempts >= maxAttempts) {
      await markFailed(db, message, lastError);
      logger?.error(log, `Outbox message ${message.id} (${message.topic}) failed for good: ${lastError}`);
      return "failed";
    }
    await scheduleRetry(db, message, lastError, retryDelayMs(message.attempts));
    logger?.warn(log, `Outbox message ${message.id} (${message.topic}) will be retried: ${lastError}`);
    return "retried";
  }
  await markDone(db, message);
  return "done";
}

function markDone(db: Db, { id, attempts }: ClaimedMessage) {
  return db.$executeRaw`
    UPDATE outbox SET status = 'done', done_at = (now() AT TIME ZONE 'UTC'), locked_until = NULL
    WHERE id = ${id} AND attempts = ${attempts}::integer`;
}

function markFailed(db: Db, { id, attempts }: ClaimedMessage, lastError: string) {
  return db.$executeRaw`
    UPDATE outbox SET status = 'failed', last_error = ${lastError}, locked_until = NULL
    WHERE id = ${id} AND attempts = ${attempts}::integer`;
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
