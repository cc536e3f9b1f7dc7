import type { Db } from "@chamak/db";

/**
 * Lets an idempotency key book again once it no longer stands for a live submission: the booking it made is
 * older than `windowMs`, or was cancelled or expired. One statement, so two submissions retiring the same key
 * at once retire it once; the key then goes to whichever of them inserts first (the unique
 * (customer_id, idempotency_key) constraint), and the other gets that booking.
 */
export async function retireIdempotencyKey(
  db: Db,
  customerId: number,
  idempotencyKey: string,
  now: Date,
  windowMs: number,
): Promise<void> {
  await db.booking.updateMany({
    where: {
      customerId,
      idempotencyKey,
      OR: [
        { createdAt: { lt: new Date(now.getTime() - windowMs) } },
        { status: { in: ["cancelled", "expired"] } },
      ],
    },
    data: { idempotencyKey: null },
  });
}
