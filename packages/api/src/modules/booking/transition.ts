import { type BookingActor, canMove, cannotMoveMessage, mayMove } from "@chamak/contracts";
import { type BookingStatus, type DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit, auditSql } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { countBookingCancelled } from "../../lib/metrics";
import { lockRow } from "../../lib/row-lock";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { releaseCouponIfNothingKept } from "../coupons";
import { releaseCrew } from "../crew";
import { bookingMoney, syncPaymentStatus } from "../ledger";
import { bookingMovedTopic, enqueue, enqueueSql } from "../outbox";
import { enqueueReminder, reminderSql } from "./reminders";

/** Statuses after which the bays are free for others again. */
const RELEASES_BAYS: readonly BookingStatus[] = ["cancelled", "expired"];

/** The booking fields the state machine and its callers need. */
export const lockedBookingSelect = {
  id: true,
  code: true,
  status: true,
  customerId: true,
  centreId: true,
  slotStart: true,
  slotEnd: true,
  paymentMethod: true,
  paymentStatus: true,
  totalPaise: true,
  updatedAt: true,
  serviceMode: true,
  vehicleTypeId: true,
  address: true,
  zip: true,
  latitude: true,
  longitude: true,
} satisfies Prisma.BookingSelect;

export type LockedBooking = Prisma.BookingGetPayload<{ select: typeof lockedBookingSelect }>;

/** Locks a booking row for the rest of the transaction and reads it. */
export async function lockBooking(tx: DbTx, bookingId: number): Promise<LockedBooking> {
  if (!(await lockRow(tx, "bookings", bookingId))) throw new DomainError("NOT_FOUND", "bookingNotFound");
  return tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: lockedBookingSelect });
}

/**
 * Moves a booking to a new status if the state machine allows it, with the audit row, the notification and,
 * for cancellations and expiry, the bays, the crew and an unpaid booking's promo code given back — all in the caller's
 * transaction.
 */
export async function moveBooking(
  tx: DbTx,
  booking: LockedBooking,
  to: BookingStatus,
  actor: Actor,
  changes: Omit<Prisma.BookingUpdateInput, "status"> = {},
  auditData: Prisma.InputJsonObject = {},
): Promise<void> {
  if (!canMove(booking.status, to)) {
    throw new DomainError("PRECONDITION_FAILED", cannotMoveMessage(booking.status, to));
  }
  await tx.booking.update({ where: { id: booking.id }, data: { ...changes, status: to } });
  if (RELEASES_BAYS.includes(to)) {
    await tx.bayReservation.deleteMany({ where: { bookingId: booking.id } });
    await releaseCrew(tx, booking.id);
    await releaseCouponIfNothingKept(tx, booking.id, (await bookingMoney(tx, booking.id)).heldPaise);
  }
  await audit(
    tx,
    actor,
    `booking.${to}`,
    { type: "booking", id: booking.id },
    { from: booking.status, ...auditData },
  );
  await enqueue(tx, bookingMovedTopic(to), { bookingId: booking.id });
  // Counted in the transaction: one that rolls back afterwards (rare: a lost race) is counted all the same.
  if (to === "cancelled") countBookingCancelled(actor.role);
  // A plan's month has no slot to be reminded of (its washes are the plan's).
  if ((to === "paid" || to === "confirmed") && booking.serviceMode !== "plan")
    await enqueueReminder(tx, booking.id, booking.slotStart);
}

/** What a move out of waiting for payment, written in SQL, needs to know: see moveBookingSql. */
export interface BookingMoveSql {
  /** The CTE holding the moved rows (b.* and `returning`); its side effects are CTEs named after it. */
  name: string;
  to: BookingStatus;
  actor: Actor;
  at: Date;
  /** Which bookings move, over `b` (and `join`'s tables); only those waiting for payment ever do. */
  where: Prisma.Sql;
  join?: Prisma.Sql;
  /** Other columns the move sets, as `column = value` (a module's own, such as the ledger's payment status). */
  set?: readonly Prisma.Sql[];
  returning?: Prisma.Sql;
  /** The audit entry's data beside its `from`, as jsonb_build_object's arguments. */
  auditData?: Prisma.Sql;
}

/**
 * moveBooking as CTEs, for a statement that writes a change whole with no transaction held across round trips
 * (a captured payment): the status, the audit entry, the notification and the reminder, as moveBooking writes
 * them. Only out of pending_payment, which keeps it simple and true: such a booking has no reminder waiting
 * (reminderSql), and no move out of it releases bays (those go through moveBooking). The move is checked against
 * the state machine when the statement is built; rows in another status are not moved.
 */
export function moveBookingSql(move: BookingMoveSql): Prisma.Sql {
  const from: BookingStatus = "pending_payment";
  if (!canMove(from, move.to) || RELEASES_BAYS.includes(move.to)) {
    throw new Error(`moveBookingSql cannot write ${from} → ${move.to}: use moveBooking`);
  }
  if (!/^[a-z_]+$/.test(move.name)) throw new Error(`Not a CTE name: ${move.name}`);
  const moved = Prisma.raw(move.name);
  const rows = { from: moved, at: move.at };
  const set = [Prisma.sql`status = ${move.to}::"BookingStatus"`, ...(move.set ?? [])];
  const auditData = move.auditData ? Prisma.sql`, ${move.auditData}` : Prisma.empty;
  return Prisma.sql`
    ${moved} AS (
      UPDATE bookings b SET ${Prisma.join(set)}, updated_at = ${utcTimestamp(move.at)}
      ${move.join ? Prisma.sql`FROM ${move.join}` : Prisma.empty}
      WHERE b.status = ${from}::"BookingStatus" AND ${move.where}
      RETURNING b.*${move.returning ? Prisma.sql`, ${move.returning}` : Prisma.empty}
    ),
    ${Prisma.raw(`${move.name}_audit`)} AS (${auditSql(
      move.actor,
      `booking.${move.to}`,
      { type: "booking", id: Prisma.sql`id` },
      Prisma.sql`jsonb_build_object('from', ${from}::text${auditData})`,
      rows,
    )}),
    ${Prisma.raw(`${move.name}_notice`)} AS (${enqueueSql(bookingMovedTopic(move.to), { bookingId: Prisma.sql`id` }, rows)})
    ${move.to === "paid" || move.to === "confirmed" ? Prisma.sql`, ${Prisma.raw(`${move.name}_reminder`)} AS (${reminderSql(rows)})` : Prisma.empty}`;
}

/**
 * A payment arrived for an expired booking whose bay is gone: it is cancelled by the system, around the state
 * machine on purpose (BOOKING_MOVES says why), and its money goes back by the caller's refund.
 */
export async function cancelExpiredForLatePayment(tx: DbTx, booking: LockedBooking, actor: Actor) {
  if (booking.status !== "expired")
    throw new Error(`Booking ${booking.id} is ${booking.status}, not expired`);
  await tx.booking.update({
    where: { id: booking.id },
    data: {
      status: "cancelled",
      cancelledBy: "system",
      cancelledAt: currentTime(),
      cancelReason: "The slot was released before the payment arrived",
    },
  });
  await audit(tx, actor, "booking.cancelled", { type: "booking", id: booking.id }, { from: "expired" });
}

/**
 * A booking waiting for its UPI payment becomes a cash request (pending_payment → requested): paid at the centre
 * instead, its bay kept without the payment hold, its payment status the ledger's for cash. The callers (the
 * customer's payAtCentre, the counter's takeCashInstead) audit and announce it in their own words.
 */
export async function switchToCash(tx: DbTx, booking: LockedBooking, by: BookingActor) {
  if (!mayMove(booking.status, "requested", by)) {
    throw new DomainError("PRECONDITION_FAILED", cannotMoveMessage(booking.status, "requested"));
  }
  await tx.booking.update({
    where: { id: booking.id },
    data: { status: "requested", paymentMethod: "cash", holdExpiresAt: null },
  });
  await syncPaymentStatus(tx, booking.id);
}
