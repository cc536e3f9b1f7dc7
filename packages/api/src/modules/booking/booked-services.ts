import type { DbTx } from "@chamak/db";

/** The services a booking's items are for, each once (the counters a completion or a review moves); a plan's
 * month has none. */
export async function bookedServiceIds(tx: DbTx, bookingId: number): Promise<number[]> {
  const items = await tx.bookingItem.findMany({ where: { bookingId }, select: { serviceId: true } });
  return [...new Set(items.flatMap((item) => (item.serviceId === null ? [] : [item.serviceId])))];
}
