import type { BookingView } from "@chamak/contracts";
import { type Db, Prisma } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import { bookingViewSelect, queryBookingView } from "../booking";
import { openPaymentSql } from "../payment-records";
import { type PaymentsDeps, viaGateway } from "../payments";

type OrderedBooking = { id: number; code: string; totalPaise: number };

/**
 * The Razorpay order a pending UPI booking is paid against: reused while it lives, created when missing.
 * Created after the booking commits, so a slow or failing gateway never holds the centre's lock.
 */
export async function openUpiCheckout(
  db: Db,
  payments: PaymentsDeps,
  booking: OrderedBooking,
): Promise<NonNullable<BookingView["checkout"]>> {
  const existing = await db.payment.findFirst({
    where: { bookingId: booking.id, method: "upi", state: "created", razorpayOrderId: { not: null } },
    select: { razorpayOrderId: true },
  });
  if (existing?.razorpayOrderId) return checkoutFor(payments, booking, existing.razorpayOrderId);
  return createUpiOrder(db, payments, booking);
}

/** A new Razorpay order for a booking that has none open, recorded as its payment. */
async function createUpiOrder(
  db: Db,
  payments: PaymentsDeps,
  booking: OrderedBooking,
): Promise<NonNullable<BookingView["checkout"]>> {
  const orderId = await createOrder(payments, booking);
  await db.$executeRaw(insertPayment(booking, orderId));
  return checkoutFor(payments, booking, orderId);
}

/**
 * createUpiOrder for a booking just created, answering with its view: the payment row and the view are one
 * statement, as every UPI booking makes both.
 */
export async function createUpiOrderWithView(
  db: Db,
  payments: PaymentsDeps,
  booking: OrderedBooking,
): Promise<BookingView | null> {
  const orderId = await createOrder(payments, booking);
  return queryBookingView(
    { pool: db },
    Prisma.sql`WITH payment AS (${insertPayment(booking, orderId)})
      ${bookingViewSelect(Prisma.sql`bookings`, Prisma.sql`b.id = ${booking.id}::int`)}`,
    checkoutFor(payments, booking, orderId),
  );
}

async function createOrder(payments: PaymentsDeps, booking: OrderedBooking): Promise<string> {
  const order = await viaGateway(
    () =>
      payments.gateway.createOrder({
        amountPaise: booking.totalPaise,
        receipt: booking.code,
        notes: { booking_id: String(booking.id) },
      }),
    "orderUnavailable",
  );
  return order.id;
}

// Raw SQL: a model create costs twice the Node CPU of this statement, and every UPI booking makes one.
function insertPayment(booking: OrderedBooking, orderId: string) {
  return openPaymentSql(Prisma.sql`SELECT ${booking.id}::int AS booking_id`, {
    method: "upi",
    amountPaise: booking.totalPaise,
    razorpayOrderId: orderId,
    at: currentTime(),
  });
}

function checkoutFor(payments: PaymentsDeps, booking: { totalPaise: number }, orderId: string) {
  return {
    orderId,
    keyId: payments.gateway.keyId,
    amountPaise: booking.totalPaise,
    currency: "INR" as const,
    testMode: payments.testMode,
  };
}
