import type { Db } from "@chamak/db";
import { utcTimestamp } from "../../lib/sql-timestamp";

export interface OutboxHealth {
  /** Rows due now and not yet delivered (pending with run_at passed; reminders scheduled for later are not). */
  backlog: number;
  /** How long the oldest of those has been due; 0 when none is. */
  oldestPendingAgeSeconds: number;
  /** Rows given up on (failed): dead letters someone should look at. */
  dead: number;
}

/** The outbox's backlog and dead letters, in one statement on the (status, run_at) index. */
export async function outboxHealth(db: Db, now: Date): Promise<OutboxHealth> {
  const at = utcTimestamp(now);
  const [row] = await db.$queryRaw<{ backlog: number; oldest: Date | null; dead: number }[]>`
    SELECT
      (SELECT count(*)::int FROM outbox WHERE status = 'pending' AND run_at <= ${at}) AS backlog,
      (SELECT min(run_at) FROM outbox WHERE status = 'pending' AND run_at <= ${at}) AS oldest,
      (SELECT count(*)::int FROM outbox WHERE status = 'failed') AS dead`;
  const oldest = row?.oldest ?? null;
  return {
    backlog: row?.backlog ?? 0,
    oldestPendingAgeSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : 0,
    dead: row?.dead ?? 0,
  };
}

/** How many payments are in each state (every state listed, 0 when none). */
export async function paymentsByState(db: Db): Promise<Record<string, number>> {
  const rows = await db.payment.groupBy({ by: ["state"], _count: { _all: true } });
  const counts: Record<string, number> = { created: 0, authorized: 0, captured: 0, failed: 0, refunded: 0 };
  for (const row of rows) counts[row.state] = row._count._all;
  return counts;
}
