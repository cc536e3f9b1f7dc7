import type { DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { bookingMoney } from "../ledger";
import { markPaymentFailed, openPayment } from "../payment-records";
import { actOnLockedBooking } from "./centre-bookings.service";
import { lockBooking, moveBooking, switchToCash } from "./transition";

/**
 * A walk-in through the booking state machine. The centre makes it at its own counter, so its confirmation
 * (requested or paid → confirmed, the centre's move in BOOKING_MOVES) is given as it is made: a cash walk-in is
 * confirmed with its cash collected in one transaction, and a UPI walk-in is confirmed in the transaction that
 * records its payment. Nobody is ever told a walk-in waits for the centre.
 */

/** Who made the walk-in at the counter: the centre's staff member its creation is audited to. */
async function madeBy(tx: DbTx, bookingId: number): Promise<Actor & { id: number }> {
  const created = await tx.auditLog.findFirst({
    where: {
      entityType: "booking",
      entityId: String(bookingId),
      action: "booking.created",
      actorRole: "vendor",
    },
    orderBy: { id: "asc" },
    select: { actorId: true },
  });
  if (created?.actorId == null) throw new Error(`Walk-in ${bookingId} has no creator on record`);
  return { id: created.actorId, role: "vendor" };
}

/** Cash in hand at the counter: the walk-in is confirmed and its cash marked collected, together. */
export async function confirmWithCash(tx: DbTx, actor: Actor & { id: number }, bookingId: number, now: Date) {
  await actOnLockedBooking(tx, actor, await lockBooking(tx, bookingId), { type: "confirm" }, now);
  await actOnLockedBooking(tx, actor, await lockBooking(tx, bookingId), { type: "cash_collected" }, now);
}

/**
 * A walk-in's UPI payment has just made it paid (in the caller's transaction): the centre's confirmation, given
 * when it made the walk-in, follows at once. Anything else (an online booking, one not paid) is left as it is.
 */
export async function confirmPaidWalkIn(tx: DbTx, bookingId: number) {
  const booking = await lockBooking(tx, bookingId);
  const { walkIn } = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { walkIn: true },
  });
  if (!walkIn || booking.status !== "paid") return;
  await moveBooking(tx, booking, "confirmed", await madeBy(tx, bookingId), {}, { walkIn: true });
}

/**
 * The customer at the counter pays cash instead of scanning the walk-in's UPI QR (the caller closed the QR at
 * Razorpay first, so nothing more can be paid by it): while nothing was paid online, the booking becomes a cash
 * one, confirmed with its cash collected, as a cash walk-in is made. Its bay and code stay.
 */
export async function takeCashInstead(
  tx: DbTx,
  actor: Actor & { id: number },
  centreId: number,
  bookingId: number,
  now: Date,
) {
  const booking = await lockBooking(tx, bookingId);
  const row = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { walkIn: true } });
  if (booking.centreId !== centreId || !row.walkIn) throw new DomainError("NOT_FOUND", "walkInNotFound");
  const money = await bookingMoney(tx, bookingId);
  if (booking.status !== "pending_payment" || booking.paymentMethod !== "upi" || money.capturedPaise > 0) {
    throw new DomainError("PRECONDITION_FAILED", "notAwaitingPayment");
  }
  await markPaymentFailed(
    tx,
    { bookingId, method: "upi" },
    { reason: "Paid in cash at the counter instead" },
  );
  await openPayment(tx, { bookingId, method: "cash", amountPaise: booking.totalPaise, createdAt: now });
  // Into the cash path's first state, announced by nobody: the confirmation that follows is the news.
  await switchToCash(tx, booking, "centre");
  await audit(
    tx,
    actor,
    "booking.cash_instead",
    { type: "booking", id: bookingId },
    { from: booking.status },
  );
  await confirmWithCash(tx, actor, bookingId, now);
}
