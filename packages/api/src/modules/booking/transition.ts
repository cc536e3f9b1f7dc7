import { canMove, cannotMoveMessage } from "@chamak/contracts";
import type { BookingStatus, DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { countBookingCancelled } from "../../lib/metrics";
import { releaseCouponIfNothingKept } from "../coupons/coupon.service";
import { bookingMoney } from "../ledger/ledger";
import { enqueue } from "../outbox/outbox.service";
import { bookingMovedTopic } from "../outbox/topics";
import { enqueueReminder } from "./reminders";

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
} satisfies Prisma.BookingSelect;

export type LockedBooking = Prisma.BookingGetPayload<{ select: typeof lockedBookingSelect }>;

/** Locks a booking row for the rest of the transaction and reads it. */
export async function lockBooking(tx: DbTx, bookingId: number): Promise<LockedBooking> {
  const rows = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`;
  if (rows.length === 0) throw new DomainError("NOT_FOUND", "bookingNotFound");
  return tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: lockedBookingSelect });
}

/**
 * Moves a booking to a new status if the state machine allows it, with the audit row, the notification and,
 * for cancellations and expiry, the bays and an unpaid booking's promo code given back — all in the caller's
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
  if (to === "paid" || to === "confirmed") await enqueueReminder(tx, booking.id, booking.slotStart);
}
