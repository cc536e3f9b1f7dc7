import type { DbTx, Prisma } from "@chamak/db";

/** Records work to do after the transaction commits (notifications, jobs); a worker delivers it. */
export function enqueue(tx: DbTx, topic: string, payload: Prisma.InputJsonValue, runAt?: Date) {
  return tx.outboxMessage.create({ data: { topic, payload, ...(runAt ? { runAt } : {}) } });
}
