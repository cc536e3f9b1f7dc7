import {
  type CreateBookingInput,
  indiaDate,
  type STATE_NAMES,
  type WalkIn,
  type WalkInInput,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError, isDomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import type { RateLimiter } from "../../lib/rate-limiter";
import {
  type CreateBookingOptions,
  confirmWithCash,
  getAvailability,
  type PlacedBooking,
  placeBooking,
} from "../booking";
import type { PaymentsDeps } from "../payments";
import { findOrCreateWalkInCustomer } from "./walk-in-customer";
import { openWalkInQr, walkInView } from "./walk-in-qr";

export interface WalkInDeps {
  limiter: RateLimiter;
  payments: PaymentsDeps;
}

/** The centre at whose counter the booking is made, and who is at the counter. */
export interface Counter {
  centreId: number;
  /** The centre's owner, signed in at the counter. */
  userId: number;
}

/** Starts tried for "now" when each one found free is taken a moment before (by an online booking, say). */
const NOW_ATTEMPTS = 3;

/**
 * A booking made at the counter, the same way an online booking is (placeBooking: server prices, the bay by the
 * same insert and exclusion constraint, the same ledger charges; marked a walk-in by the staff member who made
 * it), then paid as the centre chose: cash taken now (confirmed with the cash collected), or a single-use UPI QR
 * code for the total, which the counter screen shows and which is recorded paid (and so confirmed) by its webhook
 * or the screen's polling.
 */
export async function createWalkIn(
  db: Db,
  deps: WalkInDeps,
  counter: Counter,
  input: WalkInInput,
  now = currentTime(),
): Promise<WalkIn> {
  const centre = await db.centre.findUniqueOrThrow({
    where: { id: counter.centreId },
    select: { id: true, ownerId: true, state: true, city: true, address: true, zip: true },
  });
  const customer = await findOrCreateWalkInCustomer(db, centre, input);
  const booking: Omit<CreateBookingInput, "date" | "time"> = {
    centreId: centre.id,
    vehicleTypeId: input.vehicleTypeId,
    items: input.items,
    serviceMode: "at_centre",
    vehicleNumber: input.vehicleNumber,
    contactMobile: input.mobile,
    // The wash is at the centre: its address stands for the customer's, which a walk-in is not asked for.
    state: centre.state as (typeof STATE_NAMES)[number],
    city: centre.city,
    address: centre.address,
    zip: centre.zip,
    paymentMethod: input.paymentMethod,
  };
  const options = { walkInBy: counter.userId };
  const placed = input.time
    ? await placeBooking(
        db,
        deps,
        customer,
        { ...booking, date: input.date ?? indiaDate(now), time: input.time },
        now,
        options,
      )
    : await placeNow(db, deps, customer, booking, now, options);

  const actor = { id: counter.userId, role: "vendor" } as const;
  if (input.paymentMethod === "cash") {
    // Cash in hand: confirmed with its cash collected, together (booking/walk-in-states.ts).
    await db.$transaction((tx) => confirmWithCash(tx, actor, placed.id, now));
    return walkInView(db, centre.id, placed.id, customer, now);
  }
  const qr = await openWalkInQr(db, deps.payments, actor, centre.id, placed, now);
  return { ...(await walkInView(db, centre.id, placed.id, customer, now)), qr };
}

/** The first start today with a bay free for the services, taken like any booking; the next if it just filled. */
async function placeNow(
  db: Db,
  deps: WalkInDeps,
  customer: { id: number },
  booking: Omit<CreateBookingInput, "date" | "time">,
  now: Date,
  options: CreateBookingOptions,
): Promise<PlacedBooking> {
  const date = indiaDate(now);
  const { slots, closed } = await getAvailability(
    db,
    { centreId: booking.centreId, vehicleTypeId: booking.vehicleTypeId, items: booking.items, date },
    now,
  );
  // A day off or a holiday is not a full day: say so, not that no bay is free.
  if (closed) throw new DomainError("CONFLICT", "centreClosedToday", "time");
  const free = slots.filter((slot) => slot.available).slice(0, NOW_ATTEMPTS);
  for (const slot of free) {
    try {
      return await placeBooking(db, deps, customer, { ...booking, date, time: slot.time }, now, options);
    } catch (error) {
      if (!(isDomainError(error) && error.error.id === "errors.slotFilled")) throw error;
    }
  }
  throw new DomainError("CONFLICT", "noSlotToday", "time");
}
