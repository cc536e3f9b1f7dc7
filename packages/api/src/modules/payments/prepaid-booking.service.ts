import type { BookingView, CreateBookingInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { bookingViewInclude, toBookingView } from "../booking/booking-view";
import { type BookingDeps, type Customer, createBooking } from "../booking/create-booking.service";
import { lockBooking, moveBooking } from "../booking/transition";
import { viaGateway } from "./gateway-error";

const UNAVAILABLE =
  "The payment service is not answering; your booking was not made. Please try again shortly.";

/**
 * The legacy client pays first and then sends only a razorpay_payment_id. The payment is checked with
 * Razorpay itself (amount, currency, status), captured if only authorised, and bound to one booking only;
 * the slot is reserved before the capture so a full slot never takes the money.
 */
export async function createPrepaidBooking(
  db: Db,
  deps: BookingDeps,
  customer: Customer,
  input: Omit<CreateBookingInput, "paymentMethod">,
  razorpayPaymentId: string,
): Promise<BookingView> {
  const alreadyUsed = await db.payment.count({ where: { razorpayPaymentId } });
  if (alreadyUsed > 0)
    throw new DomainError(
      "CONFLICT",
      "This payment has already been used for a booking",
      "razorpay_payment_id",
    );
  const payment = await viaGateway(() => deps.payments.gateway.fetchPayment(razorpayPaymentId), UNAVAILABLE);
  if (payment.currency !== "INR")
    throw new DomainError("PAYMENT_FAILED", "The payment is not in rupees", "razorpay_payment_id");
  if (payment.status !== "authorized" && payment.status !== "captured") {
    throw new DomainError(
      "PAYMENT_FAILED",
      `The payment is ${payment.status}, not completed`,
      "razorpay_payment_id",
    );
  }

  const booking = await createBooking(db, deps, customer, { ...input, paymentMethod: "upi" }, new Date(), {
    openCheckout: false,
  });
  if (payment.amount !== booking.totalPaise) {
    await releaseUnpaid(db, booking.id, customer.id, "The payment did not match the booking's total");
    throw new DomainError(
      "PAYMENT_FAILED",
      "The amount paid does not match the booking's total",
      "totalamout",
    );
  }
  try {
    if (payment.status === "authorized") {
      await viaGateway(
        () => deps.payments.gateway.capturePayment(razorpayPaymentId, payment.amount),
        UNAVAILABLE,
      );
    }
  } catch (error) {
    await releaseUnpaid(db, booking.id, customer.id, "The payment could not be captured");
    throw error;
  }

  await db.$transaction(async (tx) => {
    const locked = await lockBooking(tx, booking.id);
    await tx.payment.create({
      data: {
        bookingId: booking.id,
        method: "upi",
        state: "captured",
        amountPaise: payment.amount,
        razorpayPaymentId,
        capturedAt: new Date(),
      },
    });
    await moveBooking(
      tx,
      locked,
      "paid",
      { id: customer.id, role: "user" },
      { paymentStatus: "captured", holdExpiresAt: null },
      {
        razorpayPaymentId,
      },
    );
  });
  return toBookingView(
    await db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: bookingViewInclude }),
  );
}

async function releaseUnpaid(db: Db, bookingId: number, customerId: number, reason: string) {
  await db.$transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    await moveBooking(
      tx,
      locked,
      "cancelled",
      { id: customerId, role: "user" },
      {
        cancelledBy: "system",
        cancelledAt: new Date(),
        cancelReason: reason,
        holdExpiresAt: null,
      },
    );
  });
}
