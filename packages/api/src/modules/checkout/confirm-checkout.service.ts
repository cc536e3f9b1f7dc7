import type { BookingView } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { LOCKING_TRANSACTION } from "../../lib/locking-transaction";
import { getMyBooking } from "../booking";
import type { PaymentsDeps } from "../payments";
import {
  type CaptureOutcome,
  capturePendingBooking,
  recordCapturedPayment,
  verifyPaymentSignature,
} from "../payments";

export interface CheckoutResult {
  bookingId: number;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

/**
 * The browser's report that Checkout succeeded. Trusted only when razorpay_signature verifies with our key
 * secret; the order's amount is the server's own total, so a verified order cannot carry a tampered amount.
 * Answers with what became of the payment and the booking as it now is.
 */
export async function confirmCheckout(
  db: Db,
  payments: PaymentsDeps,
  customerId: number,
  result: CheckoutResult,
): Promise<{ outcome: CaptureOutcome; booking: BookingView }> {
  const genuine = verifyPaymentSignature(
    {
      orderId: result.razorpayOrderId,
      paymentId: result.razorpayPaymentId,
      signature: result.razorpaySignature,
    },
    payments.keySecret,
  );
  if (!genuine) throw new DomainError("PAYMENT_FAILED", "paymentUnverified");
  const customer = { id: customerId, role: "user" } as const;
  const order = { orderId: result.razorpayOrderId, paymentId: result.razorpayPaymentId };
  const paid = await capturePendingBooking(db, order, { bookingId: result.bookingId, customerId }, customer);
  if (paid) return { outcome: "paid", booking: paid };
  const payment = await db.payment.findUnique({
    where: { razorpayOrderId: result.razorpayOrderId },
    select: { amountPaise: true, booking: { select: { id: true, customerId: true } } },
  });
  if (!payment || payment.booking.id !== result.bookingId || payment.booking.customerId !== customerId) {
    throw new DomainError("NOT_FOUND", "bookingNotFound");
  }
  const outcome = await db.$transaction(
    (tx) =>
      recordCapturedPayment(
        tx,
        {
          orderId: result.razorpayOrderId,
          paymentId: result.razorpayPaymentId,
          amountPaise: payment.amountPaise,
        },
        customer,
      ),
    LOCKING_TRANSACTION,
  );
  return { outcome, booking: await getMyBooking(db, customerId, result.bookingId) };
}
