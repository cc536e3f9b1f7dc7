import type { BookingMoney } from "@chamak/contracts";
import { type Db, type DbTx, type LedgerKind, type PaymentMethod, Prisma } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { deriveBookingMoney, type LedgerTotals, paymentStatusOf } from "./booking-money";

/** One money movement to record. `reference` makes it happen once: see ledgerRef. */
export interface LedgerEntryInput {
  bookingId: number;
  kind: LedgerKind;
  amountPaise: number;
  reference: string;
  paymentId?: number | null;
  refundId?: number | null;
  transferId?: number | null;
  razorpayId?: string | null;
}

/** What an entry is about. With the kind it is unique, so a movement reported twice is recorded once. */
export const ledgerRef = {
  booking: (id: number) => `booking:${id}`,
  payment: (id: number) => `payment:${id}`,
  refund: (id: number) => `refund:${id}`,
};

/** ledgerRef's references in SQL, over an expression giving the id. */
export const ledgerRefSql = {
  booking: (id: Prisma.Sql) => Prisma.sql`'booking:' || (${id})`,
  payment: (id: Prisma.Sql) => Prisma.sql`'payment:' || (${id})`,
};

/**
 * Appends entries; one already recorded (same kind and reference) is left as it is. Answers how many were
 * new. Entries are never updated or deleted (a database trigger refuses both).
 */
export async function appendLedgerEntries(
  tx: DbTx,
  actor: Actor,
  entries: readonly LedgerEntryInput[],
): Promise<number> {
  const rows = entries.filter((entry) => entry.amountPaise > 0);
  if (rows.length === 0) return 0;
  const { count } = await tx.ledgerEntry.createMany({
    data: rows.map((entry) => ({
      bookingId: entry.bookingId,
      kind: entry.kind,
      amountPaise: entry.amountPaise,
      reference: entry.reference,
      paymentId: entry.paymentId ?? null,
      refundId: entry.refundId ?? null,
      transferId: entry.transferId ?? null,
      razorpayId: entry.razorpayId ?? null,
      actorId: actor.id,
      actorRole: actor.role,
    })),
    skipDuplicates: true,
  });
  return count;
}

/**
 * appendLedgerEntries as the body of a data-modifying CTE, for a statement that writes a change whole (the
 * booking insert, a captured payment): `entries` is a SELECT naming booking_id, kind, amount_paise, reference,
 * payment_id and razorpay_id. As appendLedgerEntries does, it skips zero amounts and leaves an entry already
 * recorded as it is. Returns the new entries' booking_id, kind and amount_paise (ledgerColumn's `alsoFrom`).
 */
export function appendLedgerEntriesSql(actor: Actor, entries: Prisma.Sql, at: Date): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO ledger_entries (booking_id, kind, amount_paise, reference, payment_id, razorpay_id, actor_id,
      actor_role, created_at)
    SELECT e.booking_id, e.kind::"LedgerKind", e.amount_paise, e.reference, e.payment_id, e.razorpay_id,
      ${actor.id}::int, ${actor.role}, ${utcTimestamp(at)}
    FROM (${entries}) AS e
    WHERE e.amount_paise > 0
    ON CONFLICT DO NOTHING
    RETURNING booking_id, kind, amount_paise`;
}

/** A booking's entries summed by kind. */
export async function ledgerTotals(db: Db | DbTx, bookingId: number): Promise<LedgerTotals> {
  const rows = await db.ledgerEntry.groupBy({
    by: ["kind"],
    where: { bookingId },
    _sum: { amountPaise: true },
  });
  return Object.fromEntries(rows.map((row) => [row.kind, row._sum.amountPaise ?? 0]));
}

export async function bookingMoney(db: Db | DbTx, bookingId: number): Promise<BookingMoney> {
  return deriveBookingMoney(await ledgerTotals(db, bookingId));
}

/** Entries summed by kind as they come from SQL (ledgerColumn) or from Prisma's include. */
export function totalsOf(entries: readonly { kind: LedgerKind; amountPaise: number }[]): LedgerTotals {
  const totals: LedgerTotals = {};
  for (const entry of entries) totals[entry.kind] = (totals[entry.kind] ?? 0) + entry.amountPaise;
  return totals;
}

/**
 * A column named "ledger" for a SELECT over bookings `b`: the booking's entries summed by kind, as JSON
 * [{ kind, amountPaise }]. `alsoFrom` adds entries written earlier in the same statement, which the table
 * does not show until the statement ends.
 */
export const ledgerColumn = (alsoFrom?: Prisma.Sql) => Prisma.sql`
  coalesce((SELECT json_agg(json_build_object('kind', t.kind, 'amountPaise', t.amount))
            FROM (SELECT e.kind, sum(e.amount_paise)::int AS amount
                  FROM (SELECT booking_id, kind, amount_paise FROM ledger_entries
                        ${alsoFrom ? Prisma.sql`UNION ALL ${alsoFrom}` : Prisma.empty}) e
                  WHERE e.booking_id = b.id GROUP BY e.kind) t), '[]'::json) AS ledger`;

/**
 * bookings.payment_status is the ledger's: the payment status its entries give, copied for lists and filters to
 * read. syncPaymentStatus writes it after entries are appended; the two below give it to statements that write
 * a booking whole, derived the same way (paymentStatusOf), so no other module decides it.
 */

/** A new booking's payment status, before any money moved: as the ledger gives it for no entries. */
export const openingPaymentStatusSql = (method: PaymentMethod) =>
  Prisma.sql`${paymentStatusOf(deriveBookingMoney({}), method)}::"PaymentStatus"`;

/** The SET of payment_status for a statement recording a UPI booking's first capture (nothing refunded yet). */
export const firstCapturePaymentStatusSet = () =>
  Prisma.sql`payment_status = ${paymentStatusOf(deriveBookingMoney({ payment_captured: 1 }), "upi")}::"PaymentStatus"`;

/**
 * Writes the payment status the ledger gives into bookings.payment_status, the copy that lists and filters
 * read. Call after appending entries, in the same transaction. Answers the booking's money.
 */
export async function syncPaymentStatus(tx: DbTx, bookingId: number): Promise<BookingMoney> {
  const money = await bookingMoney(tx, bookingId);
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { paymentMethod: true, paymentStatus: true },
  });
  const status = paymentStatusOf(money, booking.paymentMethod);
  if (status !== booking.paymentStatus) {
    await tx.booking.update({ where: { id: bookingId }, data: { paymentStatus: status } });
  }
  return money;
}

/**
 * Records money Razorpay captured for one of our payments rows, once however often it is reported, and
 * brings the booking's payment status up to date. Answers the booking's money after it.
 */
export async function recordPaymentCaptured(
  tx: DbTx,
  actor: Actor,
  captured: { bookingId: number; paymentId: number; amountPaise: number; razorpayPaymentId: string },
): Promise<BookingMoney> {
  await appendLedgerEntries(tx, actor, [
    {
      bookingId: captured.bookingId,
      kind: "payment_captured",
      amountPaise: captured.amountPaise,
      reference: ledgerRef.payment(captured.paymentId),
      paymentId: captured.paymentId,
      razorpayId: captured.razorpayPaymentId,
    },
  ]);
  return syncPaymentStatus(tx, captured.bookingId);
}
