import { type BookingView, type CreateBookingInput, formatRupees, POLICY } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { isUniqueViolation } from "../../lib/db-errors";
import { LOCKING_TRANSACTION } from "../../lib/locking-transaction";
import type { RateLimiter } from "../../lib/rate-limiter";
import { THROTTLES, throttle } from "../../lib/throttle";
import { findApplicableCoupon, redeemCoupon } from "../coupons/coupon.service";
import { enqueue } from "../outbox/outbox.service";
import type { PaymentsDeps } from "../payments/payments-deps";
import { openUpiCheckout } from "../payments/upi-checkout.service";
import { assertBookableDate } from "./availability.service";
import { newBookingCode } from "./booking-code";
import { bookingViewInclude, toBookingView } from "./booking-view";
import { indiaToInstant, parseTime } from "./india-time";
import { priceCart } from "./quote.service";
import { findFreeBay } from "./reserve-slot";
import { startTimesOn, unitStarts } from "./slots";

export interface Customer {
  id: number;
}

export interface BookingDeps {
  payments: PaymentsDeps;
  limiter: RateLimiter;
}

export interface CreateBookingOptions {
  /** Open the Razorpay order now (UPI); the legacy prepaid flow binds an existing payment instead. */
  openCheckout?: boolean;
  newCode?: () => string;
}

/** Booking codes are random (32^6): at millions of bookings a clash is rare but real, so draw again. */
const CODE_ATTEMPTS = 3;

/**
 * Books a slot. Prices come from the database; the bay is reserved in the same transaction as the booking,
 * under a lock on the centre row, and the bay-unit primary key makes a double sale impossible regardless.
 * UPI bookings hold their bay for POLICY.paymentHoldMinutes until paid; cash bookings are requests.
 */
export async function createBooking(
  db: Db,
  deps: BookingDeps,
  customer: Customer,
  input: CreateBookingInput,
  now = new Date(),
  options: CreateBookingOptions = {},
): Promise<BookingView> {
  const { openCheckout = true, newCode = newBookingCode } = options;
  if (input.idempotencyKey) {
    const earlier = await viewOfEarlierBooking(db, deps.payments, customer.id, input.idempotencyKey);
    if (earlier) return earlier;
  }
  await throttle(deps.limiter, `booking:${customer.id}`, THROTTLES.booking);
  assertBookableDate(input.date, now);
  const { centre, lines, coupon, price } = await priceCart(db, customer.id, input, now);
  if (input.expectedTotalPaise !== undefined && input.expectedTotalPaise !== price.totalPaise) {
    throw new DomainError(
      "BAD_INPUT",
      `The total has changed to ${formatRupees(price.totalPaise)}; please review your booking`,
      "expectedTotalPaise",
    );
  }

  const startMinutes = parseTime(input.time);
  const slotStart = indiaToInstant(input.date, startMinutes);
  if (
    !startTimesOn(centre.schedule, input.date, price.durationMinutes).includes(startMinutes) ||
    slotStart <= now
  ) {
    throw new DomainError(
      "BAD_INPUT",
      `${input.time} on ${input.date} is not a bookable time at ${centre.name}`,
      "time",
    );
  }
  const units = unitStarts(slotStart, price.durationMinutes, centre.schedule.slotMinutes);
  const slotEnd = new Date(slotStart.getTime() + units.length * centre.schedule.slotMinutes * 60_000);
  const isCash = input.paymentMethod === "cash";

  const insertBooking = () =>
    db.$transaction(async (tx) => {
      const bay = await findFreeBay(tx, { id: centre.id, bays: centre.schedule.bays }, units);
      if (bay === null)
        throw new DomainError("CONFLICT", "That slot just filled up; please choose another time", "time");
      if (coupon) {
        // Checked again under the customer's lock, so two bookings at once cannot both use a one-time code.
        await tx.$queryRaw`SELECT id FROM users WHERE id = ${customer.id} FOR UPDATE`;
        await findApplicableCoupon(tx, coupon.code, customer.id, price.subtotalPaise, now);
      }

      const booking = await tx.booking.create({
        data: {
          code: newCode(),
          customerId: customer.id,
          centreId: centre.id,
          status: isCash ? "requested" : "pending_payment",
          paymentStatus: isCash ? "cash_due" : "pending",
          paymentMethod: input.paymentMethod,
          serviceMode: input.serviceMode,
          slotStart,
          slotEnd,
          vehicleTypeId: input.vehicleTypeId,
          vehicleNumber: input.vehicleNumber,
          brand: input.brand ?? null,
          contactMobile: input.contactMobile,
          state: input.state,
          city: input.city,
          address: input.address,
          zip: input.zip,
          subtotalPaise: price.subtotalPaise,
          driverFeePaise: price.driverFeePaise,
          discountPaise: price.discountPaise,
          totalPaise: price.totalPaise,
          couponCode: coupon?.code ?? null,
          idempotencyKey: input.idempotencyKey ?? null,
          holdExpiresAt: isCash ? null : new Date(now.getTime() + POLICY.paymentHoldMinutes * 60_000),
          items: {
            create: lines.map((line) => ({
              serviceId: line.serviceId,
              vehicleTypeId: input.vehicleTypeId,
              categoryName: line.categoryName,
              subCategoryName: line.subCategoryName,
              unitPricePaise: line.unitPricePaise,
              quantity: line.quantity,
              durationMinutes: line.durationMinutes,
            })),
          },
          reservations: { create: units.map((unit) => ({ centreId: centre.id, slotStart: unit, bay })) },
        },
        select: { id: true, code: true },
      });
      if (coupon) {
        await redeemCoupon(tx, coupon, {
          userId: customer.id,
          bookingId: booking.id,
          discountPaise: price.discountPaise,
        });
      }
      if (isCash) {
        await tx.payment.create({
          data: { bookingId: booking.id, method: "cash", amountPaise: price.totalPaise },
        });
      }
      await audit(
        tx,
        { id: customer.id, role: "user" },
        "booking.created",
        { type: "booking", id: booking.id },
        {
          code: booking.code,
          totalPaise: price.totalPaise,
          paymentMethod: input.paymentMethod,
        },
      );
      await enqueue(tx, "booking.created", { bookingId: booking.id });
      return booking.id;
    }, LOCKING_TRANSACTION);

  let bookingId: number | undefined;
  for (let attempt = 1; bookingId === undefined; attempt++) {
    try {
      bookingId = await insertBooking();
    } catch (error) {
      if (attempt < CODE_ATTEMPTS && isUniqueViolation(error, "bookings_code_key")) continue;
      if (isUniqueViolation(error, "bay_reservations")) {
        throw new DomainError("CONFLICT", "That slot just filled up; please choose another time", "time");
      }
      if (input.idempotencyKey && isUniqueViolation(error, "idempotency")) {
        const earlier = await viewOfEarlierBooking(db, deps.payments, customer.id, input.idempotencyKey);
        if (earlier) return earlier;
      }
      throw error;
    }
  }

  const booking = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    include: bookingViewInclude,
  });
  if (isCash || !openCheckout) return toBookingView(booking);
  return toBookingView(booking, await openUpiCheckout(db, deps.payments, booking));
}

/** The booking an earlier submission with the same key created, so a double submit gives one booking. */
async function viewOfEarlierBooking(
  db: Db,
  payments: PaymentsDeps,
  customerId: number,
  idempotencyKey: string,
): Promise<BookingView | null> {
  const booking = await db.booking.findUnique({
    where: { customerId_idempotencyKey: { customerId, idempotencyKey } },
    include: bookingViewInclude,
  });
  if (!booking) return null;
  const checkout = booking.status === "pending_payment" ? await openUpiCheckout(db, payments, booking) : null;
  return toBookingView(booking, checkout);
}
