import { type DbTx, Prisma } from "@chamak/db";

/**
 * Tables whose rows are locked to queue changes one behind the other: a user's row for their own lists, choices
 * and one-time codes; a centre's row for its bays, photos and team; a booking's row for its money and status
 * (`lockBooking` in modules/booking locks and reads it).
 */
export type LockedTable = "users" | "centres" | "bookings";

/** Locks one row for the rest of the transaction (`SELECT … FOR UPDATE`); false if there is no such row. */
export async function lockRow(tx: DbTx, table: LockedTable, id: number): Promise<boolean> {
  const rows = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM ${Prisma.raw(table)} WHERE id = ${id} FOR UPDATE`;
  return rows.length > 0;
}
