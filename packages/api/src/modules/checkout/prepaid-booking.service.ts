import type { BookingView, CreateBookingInput, ErrorKey } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import type { Actor } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { LOCKING_TRANSACTION } from "../../lib/locking-transaction";
import {
  type Customer,
  createBooking,
  findBookingView,
  lockBooking,
  moveBooking,
  retireIdempotencyKey,
} from "../booking";
import { isPaidInFull, recordPaymentCaptured, requestRefund } from "../ledger";
import { markPaymentCaptured, markPaymentFailed, openPayment } from "../payment-records";
import type { RazorpayPayment } from "../payments";
import { viaGateway } from "../payments";
import type { CheckoutDeps } from "./checkout-deps";

const FIELD = "razorpay_payment_id";

const conflict = (message: ErrorKey) => new DomainError("CONFLICT", message, FIELD);
const alreadyUsed = () => conflict("paymentAlreadyUsed");
const holdRanOut = () => conflict("holdRanOut");

/**
 * What Razorpay reports as a payment's email and contact when Checkout collected none (the stand-in does the
 * same): they say nothing about who paid, so they are not compared.
 */
const PLACEHOLDER_EMAILS = new Set(["void@razorpay.com"]);
const PLACEHOLDER_CONTACTS = new Set(["9000090000"]);

/** How long a submission waits for an identical one (same form, same payment) to finish taking the payment. */
const OUTCOME_WAIT_MS = 30_000;
const OUTCOME_POLL_MS = 200;

export interface PrepaidBookingOptions {
  /** As createBooking's: how long input.idempotencyKey stands for the booking it made. */
  idempotencyWindowMs?: number;
}

/**
 * The legacy client pays first and then sends only a razorpay_payment_id. A payment id binds to exactly one
 * booking of one customer:
 * - a payment made against a Razorpay order is refused: the order is another booking's (every order on our
 *   account is one we opened for a booking) or not ours at all;
 * - a payment without an order must be authorised or captured, in rupees, of exactly the total, and made by
 *   this customer (Razorpay's email and contact, when it has them, are the customer's);
 * - the id is claimed for the booking in the database (payments.razorpay_payment_id is unique) before it is
 *   captured, so two submissions of one payment for two bookings cannot both take it: the second is refused
 *   with 409 and its booking released.
 * The slot is reserved before the capture so a full slot never takes the money, and the capture is recorded
 * in the ledger in the same transaction as the payments row.
 */
export async function createPrepaidBooking(
  db: Db,
  deps: CheckoutDeps,
  customer: Customer,
  input: Omit<CreateBookingInput, "paymentMethod">,
  razorpayPaymentId: string,
  options: PrepaidBookingOptions = {},
): Promise<BookingView> {
  const now = currentTime();
  const key = input.idempotencyKey;
  if (key && options.idempotencyWindowMs !== undefined) {
    await retireIdempotencyKey(db, customer.id, key, now, options.idempotencyWindowMs);
  }
  const bound = await db.payment.findUnique({
    where: { razorpayPaymentId },
    select: { bookingId: true, booking: { select: { customerId: true, idempotencyKey: true } } },
  });
  if (bound) {
    // The same form with the same payment sent again (the legacy client double-submits): the same answer.
    if (key && bound.booking.customerId === customer.id && bound.booking.idempotencyKey === key) {
      return outcomeOf(db, bound.bookingId, customer.id, razorpayPaymentId);
    }
    throw alreadyUsed();
  }

  const payment = await viaGateway(
    () => deps.payments.gateway.fetchPayment(razorpayPaymentId),
    "paymentServiceUnavailable",
  );
  await assertPaymentFits(db, customer, input, payment);

  const booking = await createBooking(db, deps, customer, { ...input, paymentMethod: "upi" }, now, {
    ...(options.idempotencyWindowMs === undefined
      ? {}
      : { idempotencyWindowMs: options.idempotencyWindowMs }),
  });
  if (payment.amount !== booking.totalPaise) {
    await releaseUnpaid(db, booking.id, customer, "The payment did not match the booking's total");
    throw new DomainError("PAYMENT_FAILED", "amountMismatch", "expectedTotalPaise");
  }

  const claim = await claimPayment(db, booking.id, payment);
  if (claim.kind === "bound-elsewhere") {
    await releaseUnpaid(db, booking.id, customer, "Its payment had already been used for another booking");
    throw alreadyUsed();
  }
  if (claim.kind === "booking-paid-otherwise") {
    throw conflict("paidWithAnother");
  }
  if (claim.kind === "booking-closed") {
    throw conflict("noLongerAwaitingPayment");
  }
  // An identical submission of the same form got here first and is taking the payment: its outcome is ours.
  if (claim.kind === "claimed-by-twin") return outcomeOf(db, booking.id, customer.id, razorpayPaymentId);

  if (payment.status === "authorized") {
    try {
      await viaGateway(
        () => deps.payments.gateway.capturePayment(razorpayPaymentId, payment.amount),
        "paymentServiceUnavailable",
      );
    } catch (error) {
      // An answer lost on the way back may hide a capture that happened: ask before letting the payment go.
      const after = await deps.payments.gateway.fetchPayment(razorpayPaymentId).catch(() => null);
      if (after?.status !== "captured") {
        await releaseClaim(db, booking.id, claim.paymentRowId, customer, razorpayPaymentId, error);
        throw error;
      }
    }
  }

  const actor: Actor = { id: customer.id, role: "user" };
  const outcome = await db.$transaction(async (tx) => {
    const locked = await lockBooking(tx, booking.id);
    await markPaymentCaptured(tx, claim.paymentRowId, { capturedAt: currentTime() });
    const money = await recordPaymentCaptured(tx, actor, {
      bookingId: booking.id,
      paymentId: claim.paymentRowId,
      amountPaise: payment.amount,
      razorpayPaymentId,
    });
    if (locked.status === "pending_payment" && isPaidInFull(money)) {
      await moveBooking(tx, locked, "paid", actor, { holdExpiresAt: null }, { razorpayPaymentId });
      return "paid" as const;
    }
    // The hold ran out (or the booking ended) while Razorpay was capturing: the money goes back, in full.
    await requestRefund(tx, actor, {
      bookingId: booking.id,
      amountPaise: payment.amount,
      reason: "The booking's hold ran out before its payment was taken",
    });
    return "refunding" as const;
  }, LOCKING_TRANSACTION);
  if (outcome === "refunding") throw holdRanOut();
  return viewOf(db, booking.id, customer.id);
}

/** Refuses, before anything is written, a payment that is not this customer's payment for this booking. */
async function assertPaymentFits(
  db: Db,
  customer: Customer,
  input: Omit<CreateBookingInput, "paymentMethod">,
  payment: RazorpayPayment,
): Promise<void> {
  if (payment.order_id) {
    const ours = await db.payment.findUnique({
      where: { razorpayOrderId: payment.order_id },
      select: { id: true },
    });
    throw conflict(ours ? "paymentForAnotherBooking" : "paymentForUnknownOrder");
  }
  if (payment.currency !== "INR") throw new DomainError("PAYMENT_FAILED", "paymentNotRupees", FIELD);
  if (payment.status !== "authorized" && payment.status !== "captured") {
    throw new DomainError(
      "PAYMENT_FAILED",
      { id: "errors.paymentNotCompleted", values: { status: payment.status } },
      FIELD,
    );
  }
  if (input.expectedTotalPaise !== undefined && payment.amount !== input.expectedTotalPaise) {
    throw new DomainError("PAYMENT_FAILED", "amountMismatch", "expectedTotalPaise");
  }
  const user = await db.user.findUniqueOrThrow({
    where: { id: customer.id },
    select: { email: true, mobile: true },
  });
  const email = payment.email?.trim().toLowerCase();
  if (email && !PLACEHOLDER_EMAILS.has(email) && email !== user.email.trim().toLowerCase()) {
    throw conflict("paymentOtherEmail");
  }
  const contact = lastTenDigits(payment.contact);
  if (contact && !PLACEHOLDER_CONTACTS.has(contact)) {
    const own = [user.mobile, input.contactMobile].map(lastTenDigits).filter(Boolean);
    if (!own.includes(contact)) {
      throw conflict("paymentOtherMobile");
    }
  }
}

/** A mobile number's last 10 digits (+91 98765 43210 and 09876543210 are 9876543210); "" when none. */
function lastTenDigits(value: string | null | undefined): string {
  return (value ?? "").replace(/\D/g, "").slice(-10);
}

type Claim =
  | { kind: "claimed"; paymentRowId: number }
  | { kind: "claimed-by-twin" }
  | { kind: "bound-elsewhere" }
  | { kind: "booking-paid-otherwise" }
  | { kind: "booking-closed" };

/**
 * Binds the payment id to the booking, under the booking's lock, before anything is captured. The unique
 * razorpay_payment_id makes a second booking's claim of the same id fail (on PostgreSQL it waits for the
 * first claim to commit, then fails). A booking already holding a payment is an identical submission's.
 */
async function claimPayment(db: Db, bookingId: number, payment: RazorpayPayment): Promise<Claim> {
  try {
    return await db.$transaction(async (tx): Promise<Claim> => {
      const locked = await lockBooking(tx, bookingId);
      const held = await tx.payment.findFirst({
        where: { bookingId, method: "upi", razorpayPaymentId: { not: null } },
        select: { razorpayPaymentId: true },
      });
      if (held)
        return { kind: held.razorpayPaymentId === payment.id ? "claimed-by-twin" : "booking-paid-otherwise" };
      if (locked.status !== "pending_payment") return { kind: "booking-closed" };
      const row = await openPayment(tx, {
        bookingId,
        method: "upi",
        state: "authorized",
        amountPaise: payment.amount,
        razorpayPaymentId: payment.id,
      });
      return { kind: "claimed", paymentRowId: row.id };
    }, LOCKING_TRANSACTION);
  } catch (error) {
    if (isUniqueViolation(error, "razorpay_payment_id")) return { kind: "bound-elsewhere" };
    throw error;
  }
}

/**
 * The capture did not happen: the payment id is let go (so the customer can try again with it) and the
 * booking releases its bay. The failed row keeps which payment it was and why.
 */
async function releaseClaim(
  db: Db,
  bookingId: number,
  paymentRowId: number,
  customer: Customer,
  razorpayPaymentId: string,
  error: unknown,
) {
  const why = error instanceof Error ? error.message : String(error);
  await db.$transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    await markPaymentFailed(
      tx,
      { id: paymentRowId },
      { reason: `Capturing ${razorpayPaymentId} failed: ${why}`, razorpayPaymentId: null },
    );
    if (locked.status === "pending_payment") {
      await moveBooking(
        tx,
        locked,
        "cancelled",
        { id: customer.id, role: "user" },
        cancelled("The payment could not be captured"),
      );
    }
  }, LOCKING_TRANSACTION);
}

/**
 * Releases a booking this submission made and could not pay for (its bays go back, its key is retired so the
 * form can be sent again). One an identical submission has bound a payment to is left alone.
 */
async function releaseUnpaid(db: Db, bookingId: number, customer: Customer, reason: string) {
  await db.$transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    if (locked.status !== "pending_payment") return;
    const held = await tx.payment.count({
      where: { bookingId, method: "upi", razorpayPaymentId: { not: null } },
    });
    if (held > 0) return;
    await moveBooking(tx, locked, "cancelled", { id: customer.id, role: "user" }, cancelled(reason));
  }, LOCKING_TRANSACTION);
}

const cancelled = (reason: string) => ({
  cancelledBy: "system" as const,
  cancelledAt: currentTime(),
  cancelReason: reason,
  holdExpiresAt: null,
  idempotencyKey: null,
});

/**
 * What became of a payment an identical submission is taking for this booking, once it is known: the booking
 * when paid, or the same refusal that submission got. Waits a while for the capture to finish.
 */
async function outcomeOf(
  db: Db,
  bookingId: number,
  customerId: number,
  razorpayPaymentId: string,
): Promise<BookingView> {
  const until = Date.now() + OUTCOME_WAIT_MS;
  for (;;) {
    const row = await db.payment.findUnique({
      where: { razorpayPaymentId },
      select: { bookingId: true, state: true },
    });
    if (!row || row.bookingId !== bookingId) {
      throw new DomainError("PAYMENT_FAILED", "paymentNotTaken", FIELD);
    }
    if (row.state !== "authorized") {
      const view = await viewOf(db, bookingId, customerId);
      if (view.status === "expired" || view.status === "cancelled") throw holdRanOut();
      return view;
    }
    if (Date.now() >= until) {
      throw new DomainError("UNAVAILABLE", "paymentStillProcessing", FIELD);
    }
    await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS));
  }
}

async function viewOf(db: Db, bookingId: number, customerId: number): Promise<BookingView> {
  const view = await findBookingView({ pool: db }, bookingId, customerId);
  if (!view) throw new Error(`Booking ${bookingId} vanished after it was made`);
  return view;
}
