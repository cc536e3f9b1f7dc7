import type { BookingView } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { viaGateway } from "./gateway-error";
import type { PaymentsDeps } from "./payments-deps";

/**
 * The Razorpay order a pending UPI booking is paid against: reused while it lives, created when missing.
 * Created after the booking commits, so a slow or failing gateway never holds the centre's lock.
 */
export async function openUpiCheckout(
  db: Db,
  payments: PaymentsDeps,
  booking: { id: number; code: string; totalPaise: number },
): Promise<NonNullable<BookingView["checkout"]>> {
  const existing = await db.payment.findFirst({
    where: { bookingId: booking.id, method: "upi", state: "created", razorpayOrderId: { not: null } },
    select: { razorpayOrderId: true },
  });
  if (existing?.razorpayOrderId) return checkoutFor(payments, booking, existing.razorpayOrderId);
  return createUpiOrder(db, payments, booking);
}

/** A new Razorpay order for a booking that has none open (one just created, say), recorded as its payment. */
export async function createUpiOrder(
  db: Db,
  payments: PaymentsDeps,
  booking: { id: number; code: string; totalPaise: number },
): Promise<NonNullable<BookingView["checkout"]>> {
  const order = await viaGateway(
    () =>
      payments.gateway.createOrder({
        amountPaise: booking.totalPaise,
        receipt: booking.code,
        notes: { booking_id: String(booking.id) },
      }),
    "The payment service is not answering. Your slot is held for a few minutes: try paying again shortly.",
  );
  const now = utcTimestamp(new Date());
  // Raw SQL: a model create costs twice the Node CPU of this statement, and every UPI booking makes one.
  await db.$executeRaw`
    INSERT INTO payments (booking_id, method, amount_paise, razorpay_order_id, created_at, updated_at)
    VALUES (${booking.id}, 'upi', ${booking.totalPaise}, ${order.id}, ${now}, ${now})`;
  return checkoutFor(payments, booking, order.id);
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
