import type { BookingView, CreateBookingInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { assertAllowed, bookingFacts, type Customer, findBookingView, placeBooking } from "../booking";
import type { CheckoutDeps } from "./checkout-deps";
import { createUpiOrderWithView, openUpiCheckout } from "./upi-checkout.service";

/**
 * Books a slot as the customer site does: a UPI booking comes back with the Razorpay order Checkout opens
 * (created for a new booking, reused for a repeated submission while it is still waiting for payment).
 */
export async function bookWithCheckout(
  db: Db,
  deps: CheckoutDeps,
  customer: Customer,
  input: CreateBookingInput,
  now = currentTime(),
): Promise<BookingView> {
  const placed = await placeBooking(db, deps, customer, input, now);
  const waiting = placed.paymentMethod === "upi" && placed.status === "pending_payment";
  const view = !waiting
    ? await findBookingView({ pool: db }, placed.id, customer.id)
    : placed.isNew
      ? await createUpiOrderWithView(db, deps.payments, placed)
      : await findBookingView(
          { pool: db },
          placed.id,
          customer.id,
          await openUpiCheckout(db, deps.payments, placed),
        );
  if (!view) throw new Error(`Booking ${placed.id} vanished after it was created`);
  return view;
}

/**
 * Reopens Checkout for an unpaid UPI booking (e.g. after a failed or abandoned payment), when the rules let the
 * customer pay it now (whyNot in @chamak/contracts: waiting for payment, and its slot not yet begun), as the
 * booking's allowedActions offer "pay".
 */
export async function payForBooking(
  db: Db,
  deps: Pick<CheckoutDeps, "payments">,
  customerId: number,
  bookingId: number,
  now = currentTime(),
): Promise<BookingView> {
  const booking = await db.booking.findFirst({
    where: { id: bookingId, customerId },
    select: { id: true, code: true, status: true, paymentMethod: true, slotStart: true, totalPaise: true },
  });
  if (!booking) throw new DomainError("NOT_FOUND", "bookingNotFound");
  assertAllowed(await bookingFacts(db, booking), "customer", "pay", now);
  const view = await findBookingView(
    { pool: db },
    booking.id,
    customerId,
    await openUpiCheckout(db, deps.payments, booking),
  );
  if (!view) throw new DomainError("NOT_FOUND", "bookingNotFound");
  return view;
}
