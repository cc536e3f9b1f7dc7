import { type DbTx, Prisma } from "@chamak/db";
import { utcTimestamp } from "../../lib/sql-timestamp";
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

/** A topic's payload written in SQL: an expression for each of its fields, the required ones required. */
export type OutboxPayloadSql<T extends OutboxTopic> = { [K in keyof OutboxPayloadInput<T>]: Prisma.Sql };

/**
 * enqueue's row as the body of a data-modifying CTE, for a statement that writes a change whole: one message for
 * each row of `from` (a CTE of the same statement) that `where` keeps, its payload built from expressions over
 * that row. The field names are checked against the topic here; the values by the worker, which dead-letters a
 * message that does not parse (outbox-producers.db.test.ts parses what each SQL producer writes).
 */
export function enqueueSql<T extends OutboxTopic>(
  topic: T,
  payload: OutboxPayloadSql<T>,
  rows: { from: Prisma.Sql; at: Date; runAt?: Prisma.Sql; where?: Prisma.Sql },
): Prisma.Sql {
  const fields = Object.entries(payload as Record<string, Prisma.Sql>).map(
    ([name, value]) => Prisma.sql`${name}::text, ${value}`,
  );
  const at = utcTimestamp(rows.at);
  return Prisma.sql`
    INSERT INTO outbox (topic, payload, run_at, created_at)
    SELECT ${topic}::text, jsonb_build_object(${Prisma.join(fields)}), ${rows.runAt ?? at}, ${at}
    FROM ${rows.from}
    ${rows.where ? Prisma.sql`WHERE ${rows.where}` : Prisma.empty}`;
}
