import type { BookingView } from "@chamak/contracts";
import { type Db, type DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { bookingViewSelect, queryBookingView } from "../booking/booking-view";
import { findFreeBay, unitsBetween } from "../booking/reserve-slot";
import { enqueueReminder, REMINDER_LEAD_MS } from "../jobs/reminders";
import { enqueue } from "../outbox/outbox.service";

export interface CapturedPayment {
  orderId: string;
  paymentId: string;
  amountPaise: number;
}

export type CaptureOutcome = "paid" | "already-paid" | "refunding";

/**
 * Marks a booking paid once Razorpay has captured its order, whoever reports it first (the browser's
 * Checkout callback, the webhook or reconciliation); later reports change nothing. A payment that arrives
 * after the hold expired re-takes a bay when one is free, and is refunded in full when none is.
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
  if (!payment) throw new DomainError("NOT_FOUND", "No booking is waiting for this payment");
  if (captured.amountPaise !== payment.amountPaise) {
    throw new DomainError("PAYMENT_FAILED", "The amount paid does not match the booking's total");
  }
  await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${payment.bookingId} FOR UPDATE`;
  // Read again under the lock: the browser's confirmation and the webhook may race for the same payment.
  const { state } = await tx.payment.findUniqueOrThrow({
    where: { id: payment.id },
    select: { state: true },
  });
  if (state === "captured" || state === "refunded") return "already-paid";

  await tx.payment.update({
    where: { id: payment.id },
    data: { state: "captured", razorpayPaymentId: captured.paymentId, capturedAt: new Date() },
  });
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: payment.bookingId },
    select: {
      id: true,
      status: true,
      centreId: true,
      slotStart: true,
      slotEnd: true,
      centre: { select: { bays: true, slotMinutes: true } },
    },
  });
  const entity = { type: "booking", id: booking.id };

  const keepsSlot =
    booking.status === "pending_payment" || (booking.status === "expired" && (await retakeBay(tx, booking)));
  if (keepsSlot) {
    await tx.booking.update({
      where: { id: booking.id },
      data: { status: "paid", paymentStatus: "captured", holdExpiresAt: null },
    });
    await audit(tx, actor, "booking.paid", entity, { paymentId: captured.paymentId });
    await enqueue(tx, "booking.paid", { bookingId: booking.id });
    await enqueueReminder(tx, booking.id, booking.slotStart);
    return "paid";
  }
  // Paid for a booking that can no longer happen (expired with no bay left, or cancelled meanwhile).
  await tx.booking.update({
    where: { id: booking.id },
    data: {
      paymentStatus: "refund_pending",
      ...(booking.status === "expired"
        ? {
            status: "cancelled",
            cancelledBy: "system",
            cancelledAt: new Date(),
            cancelReason: "The slot was released before the payment arrived",
          }
        : {}),
    },
  });
  await audit(tx, actor, "booking.late-payment-refund", entity, { paymentId: captured.paymentId });
  await enqueue(tx, "payment.refund", {
    bookingId: booking.id,
    reason: "Payment arrived after the booking ended",
  });
  return "refunding";
}

/**
 * The usual case in one statement, with no transaction held open across round trips: the customer's own
 * booking is still waiting for this payment, so it becomes paid, with what recordCapturedPayment writes for it
 * (the payment captured, the audit entry, booking.paid, and the reminder as enqueueReminder schedules it; a
 * booking waiting for payment cannot have one waiting yet, as only paid or confirmed bookings get one).
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
  now = new Date(),
): Promise<BookingView | null> {
  const at = utcTimestamp(now);
  return queryBookingView(
    db,
    Prisma.sql`
      WITH paid AS (
        UPDATE bookings b
        SET status = 'paid', payment_status = 'captured', hold_expires_at = NULL, updated_at = ${at}
        FROM payments p
        WHERE p.razorpay_order_id = ${captured.orderId} AND p.booking_id = b.id
          AND p.state IN ('created', 'authorized', 'failed')
          AND b.id = ${owner.bookingId}::int AND b.customer_id = ${owner.customerId}::int
          AND b.status = 'pending_payment'
        RETURNING b.*, p.id AS payment_id
      ),
      payment AS (
        UPDATE payments
        SET state = 'captured', razorpay_payment_id = ${captured.paymentId}, captured_at = ${at}, updated_at = ${at}
        WHERE id = (SELECT payment_id FROM paid)
      ),
      audit AS (
        INSERT INTO audit_log (actor_id, actor_role, action, entity_type, entity_id, data, created_at)
        SELECT ${actor.id}::int, ${actor.role}, 'booking.paid', 'booking', paid.id::text,
          jsonb_build_object('paymentId', ${captured.paymentId}::text), ${at}
        FROM paid
      ),
      notice AS (
        INSERT INTO outbox (topic, payload, run_at, created_at)
        SELECT 'booking.paid', jsonb_build_object('bookingId', paid.id), ${at}, ${at} FROM paid
      ),
      reminder AS (
        INSERT INTO outbox (topic, payload, run_at, created_at)
        SELECT 'booking.reminder',
          jsonb_build_object('bookingId', paid.id,
                             'slotStart', to_char(paid.slot_start, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
          paid.slot_start - make_interval(secs => ${REMINDER_LEAD_MS / 1000}::int), ${at}
        FROM paid
        WHERE paid.slot_start - make_interval(secs => ${REMINDER_LEAD_MS / 1000}::int) > ${at}
      )
      ${bookingViewSelect(Prisma.sql`paid`, Prisma.sql`true`)}`,
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
  if (booking.slotStart <= new Date()) return false;
  const units = unitsBetween(booking.slotStart, booking.slotEnd, booking.centre.slotMinutes);
  const bay = await findFreeBay(tx, { id: booking.centreId, bays: booking.centre.bays }, units);
  if (bay === null) return false;
  await tx.bayReservation.createMany({
    data: units.map((slotStart) => ({ centreId: booking.centreId, slotStart, bay, bookingId: booking.id })),
  });
  return true;
}
