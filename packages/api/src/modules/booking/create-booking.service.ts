import {
  type BookingView,
  type CreateBookingInput,
  formatRupees,
  indiaToInstant,
  POLICY,
  parseTime,
  siteDetailsFor,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { LOCKING_TRANSACTION } from "../../lib/locking-transaction";
import { countBookingCreated } from "../../lib/metrics";
import type { RateLimiter } from "../../lib/rate-limiter";
import { lockRow } from "../../lib/row-lock";
import { THROTTLES, throttle } from "../../lib/throttle";
import { findApplicableCoupon, redeemCoupon } from "../coupons";
import { assertBookableDate, assertOpenOn } from "./availability.service";
import { newBookingCode } from "./booking-code";
import { fieldBookingOf, holdCrewForBooking } from "./booking-crew";
import { findBookingView } from "./booking-view";
import { retireIdempotencyKey } from "./idempotency-window";
import { type BookingDraft, insertBooking } from "./insert-booking";
import { priceCart } from "./quote.service";
import { startTimesOn, unitStarts } from "./slots";

export interface Customer {
  id: number;
}

export interface BookingDeps {
  limiter: RateLimiter;
}

export interface CreateBookingOptions {
  newCode?: () => string;
  /**
   * How long input.idempotencyKey stands for the booking it made. Past it, or once that booking is cancelled
   * or expired, the key is retired and books again. Forever when absent.
   */
  idempotencyWindowMs?: number;
  /** A walk-in: made at the centre's counter by this member of its staff. */
  walkInBy?: number;
}

/** Booking codes are random (32^6): at millions of bookings a clash is rare but real, so draw again. */
const CODE_ATTEMPTS = 3;

/** A booking as placeBooking made it, or as an earlier submission with the same idempotency key did. */
export interface PlacedBooking {
  id: number;
  code: string;
  status: BookingView["status"];
  paymentMethod: BookingView["paymentMethod"];
  totalPaise: number;
  /** False when an earlier submission with the same key made it. */
  isNew: boolean;
}

/**
 * Books a slot and answers with the booking's view. A UPI booking's Razorpay order is not opened here: that is
 * checkout's (modules/checkout), which stands above booking and payments.
 */
export async function createBooking(
  db: Db,
  deps: BookingDeps,
  customer: Customer,
  input: CreateBookingInput,
  now = currentTime(),
  options: CreateBookingOptions = {},
): Promise<BookingView> {
  const placed = await placeBooking(db, deps, customer, input, now, options);
  const view = await findBookingView({ pool: db }, placed.id, customer.id);
  if (!view) throw new Error(`Booking ${placed.id} vanished after it was created`);
  return view;
}

/**
 * Books a slot. Prices come from the database; the booking is written whole, bay reservations included, in
 * one statement (insertBooking), and the exclusion constraint on bay ranges makes a double sale impossible.
 * UPI bookings hold their bay for POLICY.paymentHoldMinutes until paid; cash bookings are requests.
 */
export async function placeBooking(
  db: Db,
  deps: BookingDeps,
  customer: Customer,
  input: CreateBookingInput,
  now = currentTime(),
  options: CreateBookingOptions = {},
): Promise<PlacedBooking> {
  const { newCode = newBookingCode, idempotencyWindowMs, walkInBy } = options;
  if (input.idempotencyKey) {
    if (idempotencyWindowMs !== undefined) {
      await retireIdempotencyKey(db, customer.id, input.idempotencyKey, now, idempotencyWindowMs);
    }
    const earlier = await earlierBooking(db, customer.id, input.idempotencyKey);
    if (earlier) return earlier;
  }
  await throttle(deps.limiter, `booking:${customer.id}`, THROTTLES.booking);
  assertBookableDate(input.date, now);
  const { centre, lines, coupon, price, where } = await priceCart(db, customer.id, input, now, {
    placeRequired: true,
  });
  if (input.expectedTotalPaise !== undefined && input.expectedTotalPaise !== price.totalPaise) {
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.totalChanged", values: { total: formatRupees(price.totalPaise) } },
      "expectedTotalPaise",
    );
  }

  assertOpenOn(centre.schedule, input.date, centre.name);
  const startMinutes = parseTime(input.time);
  const slotStart = indiaToInstant(input.date, startMinutes);
  if (
    !startTimesOn(centre.schedule, input.date, price.durationMinutes).includes(startMinutes) ||
    slotStart <= now
  ) {
    throw new DomainError(
      "BAD_INPUT",
      {
        id: "errors.slotNotBookable",
        values: { time: input.time, date: input.date, centre: centre.name },
      },
      "time",
    );
  }
  const units = unitStarts(slotStart, price.durationMinutes, centre.schedule.slotMinutes);
  const slotEnd = new Date(slotStart.getTime() + units.length * centre.schedule.slotMinutes * 60_000);
  const isCash = input.paymentMethod === "cash";
  // A doorstep or pick & drop booking holds the people who go (modules/crew) in the booking's transaction.
  const field = fieldBookingOf(centre, input, where, { start: slotStart, end: slotEnd });
  const draft = (): BookingDraft => ({
    code: newCode(),
    customerId: customer.id,
    centre: { id: centre.id, bays: centre.schedule.bays },
    needsBay: input.serviceMode !== "doorstep",
    place: where && { latitude: where.latitude, longitude: where.longitude },
    input,
    siteDetails: siteDetailsFor(input.serviceMode, input.siteDetails),
    lines,
    price,
    couponCode: coupon?.code ?? null,
    slotStart,
    slotEnd,
    units,
    holdExpiresAt: isCash ? null : new Date(now.getTime() + POLICY.paymentHoldMinutes * 60_000),
    now,
    walkInBy,
  });
  // With a promo code or a crew to hold, the booking is written in a transaction with them; else in one statement.
  const insertInTransaction = (booking: BookingDraft) =>
    db.$transaction(async (tx) => {
      if (coupon) {
        // Checked again under the customer's lock, so two bookings at once cannot both use a one-time code.
        await lockRow(tx, "users", customer.id);
        await findApplicableCoupon(tx, coupon.code, customer.id, price.subtotalPaise, now);
      }
      const outcome = await insertBooking({ tx }, booking);
      if (typeof outcome !== "number") return outcome;
      if (field)
        await holdCrewForBooking(tx, outcome, field, { centre: centre.name, place: where?.label ?? "" });
      if (coupon) {
        await redeemCoupon(tx, coupon, {
          userId: customer.id,
          bookingId: outcome,
          discountPaise: price.discountPaise,
        });
      }
      return outcome;
    }, LOCKING_TRANSACTION);
  const write = async () => {
    const booking = draft();
    const outcome =
      coupon || field ? await insertInTransaction(booking) : await insertBooking({ pool: db }, booking);
    return typeof outcome === "number" ? { id: outcome, code: booking.code } : outcome;
  };

  // A bay taken by another booking a moment ago (each time one bay fewer) or a rare random repeat of a code:
  // tried again, with a fresh look at the bays.
  const attempts = centre.schedule.bays + CODE_ATTEMPTS;
  let created: { id: number; code: string } | null = null;
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await write();
      if (outcome === "bayTaken" && attempt < attempts) continue;
      if (typeof outcome === "object") created = outcome;
      break;
    } catch (error) {
      if (isUniqueViolation(error, "bookings_code_key") && attempt < attempts) continue;
      if (!isUniqueViolation(error, "idempotency")) throw error;
      break;
    }
  }
  if (created === null) {
    // The same form submitted twice at once: the bay (or the key) went to the other submission.
    const earlier = input.idempotencyKey && (await earlierBooking(db, customer.id, input.idempotencyKey));
    if (earlier) return earlier;
    throw slotFilled();
  }
  countBookingCreated(input.paymentMethod);
  return {
    ...created,
    status: isCash ? "requested" : "pending_payment",
    paymentMethod: input.paymentMethod,
    totalPaise: price.totalPaise,
    isNew: true,
  };
}

const slotFilled = () => new DomainError("CONFLICT", "slotFilled", "time");

/** The booking an earlier submission with the same key created, so a double submit gives one booking. */
async function earlierBooking(
  db: Db,
  customerId: number,
  idempotencyKey: string,
): Promise<PlacedBooking | null> {
  const earlier = await db.booking.findUnique({
    where: { customerId_idempotencyKey: { customerId, idempotencyKey } },
    select: { id: true, code: true, status: true, paymentMethod: true, totalPaise: true },
  });
  return earlier ? { ...earlier, isNew: false } : null;
}
