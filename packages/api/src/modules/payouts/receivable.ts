import type { Db, DbTx } from "@chamak/db";
import { Prisma } from "@chamak/db";

/**
 * What centres owe the marketplace now, in paise: the commission on their cash bookings (the centre kept all the
 * cash) less what was kept back of their online shares to pay it (`receivable_offset`, less what refunds gave
 * back). Derived from the ledger here and nowhere else; never negative (offsets never take more than is owed).
 */
export async function centreReceivables(db: Db | DbTx, centreIds?: number[]): Promise<Map<number, number>> {
  const only = centreIds ? Prisma.sql`AND b.centre_id = ANY(${centreIds}::int[])` : Prisma.empty;
  const rows = await db.$queryRaw<{ centreId: number; owed: number }[]>`
    SELECT b.centre_id AS "centreId", coalesce(sum(CASE
        WHEN e.kind = 'commission' AND b.payment_method = 'cash' THEN e.amount_paise
        WHEN e.kind = 'commission_reversed' AND b.payment_method = 'cash' THEN -e.amount_paise
        WHEN e.kind = 'receivable_offset' THEN -e.amount_paise
        WHEN e.kind = 'receivable_offset_reversed' THEN e.amount_paise
        ELSE 0 END), 0)::int AS owed
    FROM ledger_entries e JOIN bookings b ON b.id = e.booking_id
    WHERE e.kind IN ('commission', 'commission_reversed', 'receivable_offset', 'receivable_offset_reversed')
      ${only}
    GROUP BY b.centre_id`;
  return new Map(rows.map((row) => [row.centreId, row.owed]));
}

export async function centreReceivablePaise(db: Db | DbTx, centreId: number): Promise<number> {
  return (await centreReceivables(db, [centreId])).get(centreId) ?? 0;
}

/**
 * Serialises the transactions that read and change one centre's receivable, so two bookings settled at once
 * cannot both keep back the same debt. An advisory lock (not the centre's row) so nothing else that touches the
 * centre waits on payouts; taken after the booking's lock, always in that order.
 */
export async function lockCentreReceivable(tx: DbTx, centreId: number): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(${RECEIVABLE_LOCK_SPACE}::int, ${centreId}::int)) AS lock`;
}

/** The first key of the receivable's advisory locks (the second is the centre's id). */
const RECEIVABLE_LOCK_SPACE = 30_001;
