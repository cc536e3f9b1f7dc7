import { ACTIVE_STATUSES, type BookingView } from "@chamak/contracts";
import { type Db, type DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import {
  bookingViewSelect,
  cancelExpiredForLatePayment,
  confirmPaidWalkIn,
  findFreeBay,
  lockBooking,
  moveBooking,
  moveBookingSql,
  queryBookingView,
  reserveBay,
} from "../booking";
import {
  appendLedgerEntriesSql,
  bookingMoney,
  firstCapturePaymentStatusSet,
  isPaidInFull,
  ledgerRefSql,
  recordPaymentCaptured,
  requestRefund,
} from "../ledger";
import { capturePaymentSql, markPaymentCaptured } from "../payment-records";

export interface CapturedPayment {
  orderId: string;
  paymentId: string;
  amountPaise: number;
}

export type CaptureOutcome = "paid" | "already-paid" | "refunding";

/**
 * Records money Razorpay captured for one of our orders, whoever reports it first (the browser's Checkout
 * callback, the webhook or reconciliation); later reports change nothing. The capture goes into the ledger;
 * then what the booking needs decides what becomes of it: a booking waiting for payment becomes paid (one
 * whose hold expired re-takes a bay if one is still free), and whatever the booking does not need (it was
 * paid already by another order, or it ended meanwhile) is refunded, never kept and never lost.
 */
export async function recordCapturedPayment(
  tx: DbTx,
  captured: CapturedPayment,
  actor: Actor,
): Promise<CaptureOutcome> {
  const payment = await tx.payment.findUnique({
    where: { razorpayOrderId: captured.orderId },
    select: { id: true, bookingId: true, amountPaise: true },
  });
  return recordCaptureOf(tx, payment, captured, actor);
}

/** A payment made by scanning a walk-in's UPI QR code (it has no order), recorded as recordCapturedPayment does. */
export async function recordCapturedQrPayment(
  tx: DbTx,
  captured: { qrCodeId: string; paymentId: string; amountPaise: number },
  actor: Actor,
): Promise<CaptureOutcome> {
  const payment = await tx.payment.findUnique({
    where: { razorpayQrCodeId: captured.qrCodeId },
    select: { id: true, bookingId: true, amountPaise: true },
  });
  const outcome = await recordCaptureOf(tx, payment, captured, actor);
  // A walk-in is the centre's own booking: paid, it is confirmed at once (booking/walk-in-states.ts).
  if (outcome === "paid" && payment) await confirmPaidWalkIn(tx, payment.bookingId);
  return outcome;
}

async function recordCaptureOf(
  tx: DbTx,
  payment: { id: number; bookingId: number; amountPaise: number } | null,
  captured: { paymentId: string; amountPaise: number },
  actor: Actor,
): Promise<CaptureOutcome> {
  if (!payment) throw new DomainError("NOT_FOUND", "noBookingForPayment");
  if (captured.amountPaise !== payment.amountPaise) {
    throw new DomainError("PAYMENT_FAILED", "amountMismatch");
  }
  const booking = await lockBooking(tx, payment.bookingId);
  // Read again under the lock: the browser's confirmation and the webhook may race for the same payment.
  const { state } = await tx.payment.findUniqueOrThrow({
    where: { id: payment.id },
    select: { state: true },
  });
  if (state === "captured" || state === "refunded") return "already-paid";

  const heldBefore = (await bookingMoney(tx, booking.id)).heldPaise;
  await markPaymentCaptured(tx, payment.id, {
    capturedAt: currentTime(),
    razorpayPaymentId: captured.paymentId,
  });
  const money = await recordPaymentCaptured(tx, actor, {
    bookingId: booking.id,
    paymentId: payment.id,
    amountPaise: captured.amountPaise,
    razorpayPaymentId: captured.paymentId,
  });

  const waiting =
    booking.status === "pending_payment" ||
    (booking.status === "expired" &&
      (await retakeBay(tx, {
        ...booking,
        centre: await tx.centre.findUniqueOrThrow({
          where: { id: booking.centreId },
          select: { bays: true, slotMinutes: true },
        }),
      })));
  const live = waiting || ACTIVE_STATUSES.includes(booking.status);
  // A booking the customer chose to pay at the centre meanwhile needs no online money: it all goes back.
  const online = booking.paymentMethod === "upi";
  const needed = live && online ? Math.max(0, money.duePaise - heldBefore) : 0;
  const excess = captured.amountPaise - needed;
  if (excess > 0) {
    const reason = !live
      ? "Payment arrived after the booking ended"
      : online
        ? "Paid more than the booking's total"
        : "Paid online after choosing to pay at the centre";
    await requestRefund(tx, actor, { bookingId: booking.id, amountPaise: excess, reason });
    await audit(
      tx,
      actor,
      "booking.excess-payment-refund",
      { type: "booking", id: booking.id },
      {
        paymentId: captured.paymentId,
        amountPaise: excess,
        reason,
      },
    );
  }
  if (waiting && isPaidInFull(money)) {
    await moveBooking(tx, booking, "paid", actor, { holdExpiresAt: null }, { paymentId: captured.paymentId });
    return "paid";
  }
  if (booking.status === "expired" && !waiting) await cancelExpiredForLatePayment(tx, booking, actor);
  return excess > 0 ? "refunding" : "already-paid";
}

/**
 * The usual case in one statement, with no transaction held open across round trips: the customer's own
 * booking is still waiting for this payment, so it becomes paid, with what recordCapturedPayment writes for it
 * (the payment captured and its ledger entry; the move to paid as moveBooking writes it, from the booking module's
 * moveBookingSql; the payment status from the ledger's).
 * Answers with the booking's view, from the same statement.
 * Null when anything else holds (already paid, expired, cancelled, another amount, another customer):
 * recordCapturedPayment then decides under the booking's lock. A concurrent report of the same payment waits
 * on the booking row and then finds it no longer pending. For Checkout's verified callback only: its signature
 * binds the payment to our own order, whose amount is the booking's total.
 */
export async function capturePendingBooking(
  db: Db,
  captured: Omit<CapturedPayment, "amountPaise">,
  owner: { bookingId: number; customerId: number },
  actor: Actor,
  now = currentTime(),
): Promise<BookingView | null> {
  const moved = moveBookingSql({
    name: "paid",
    to: "paid",
    actor,
    at: now,
    join: Prisma.sql`payments p`,
    where: Prisma.sql`p.razorpay_order_id = ${captured.orderId} AND p.booking_id = b.id
      AND p.state IN ('created', 'authorized', 'failed')
      AND b.id = ${owner.bookingId}::int AND b.customer_id = ${owner.customerId}::int`,
    set: [Prisma.sql`hold_expires_at = NULL`, firstCapturePaymentStatusSet()],
    returning: Prisma.sql`p.id AS payment_id`,
    auditData: Prisma.sql`'paymentId', ${captured.paymentId}::text`,
  });
  return queryBookingView(
    { pool: db },
    Prisma.sql`
      WITH ${moved},
      payment AS (${capturePaymentSql(Prisma.sql`SELECT payment_id FROM paid`, {
        razorpayPaymentId: captured.paymentId,
        capturedAt: now,
      })}),
      ledger AS (${appendLedgerEntriesSql(
        actor,
        Prisma.sql`SELECT booking_id, 'payment_captured' AS kind, amount_paise,
          ${ledgerRefSql.payment(Prisma.sql`id`)} AS reference, id AS payment_id,
          ${captured.paymentId}::text AS razorpay_id FROM payment`,
        now,
      )})
      ${bookingViewSelect(Prisma.sql`paid`, Prisma.sql`true`, Prisma.sql`SELECT * FROM ledger`)}`,
  );
}

/** Puts an expired booking back into a bay for its original slot, if one is still free throughout. */
async function retakeBay(
  tx: DbTx,
  booking: {
    id: number;
    centreId: number;
    slotStart: Date;
    slotEnd: Date;
    centre: { bays: number; slotMinutes: number };
  },
): Promise<boolean> {
  if (booking.slotStart <= currentTime()) return false;
  // Its own times, whatever the centre's slot length is now: the range is checked for overlap, not per unit.
  const slot = { start: booking.slotStart, end: booking.slotEnd };
  const bay = await findFreeBay(tx, { id: booking.centreId, bays: booking.centre.bays }, slot);
  if (bay === null) return false;
  return reserveBay(tx, { bookingId: booking.id, centreId: booking.centreId, bay, slot });
}
