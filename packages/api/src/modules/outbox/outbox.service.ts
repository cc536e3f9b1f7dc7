import type { DbTx, Prisma } from "@chamak/db";
import { type OutboxPayloadInput, type OutboxTopic, parseOutboxPayload } from "./topics";

export interface EnqueueOptions {
  /** Not before this moment (a reminder); now by default. */
  runAt?: Date | undefined;
}

/**
 * Records work to do after the transaction commits (notifications, jobs); a worker delivers it. The payload
 * is checked against its topic's schema (topics.ts) first: one that does not fit throws, so the transaction
 * writing it fails rather than leaving a message no handler can read.
 */
export async function enqueue<T extends OutboxTopic>(
  tx: DbTx,
  topic: T,
  payload: OutboxPayloadInput<T>,
  options: EnqueueOptions = {},
) {
  const parsed = parseOutboxPayload(topic, payload);
  if (!parsed.ok) throw new Error(parsed.error);
  return tx.outboxMessage.create({
    data: {
      topic,
      payload: parsed.payload as Prisma.InputJsonValue,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    },
  });
}
