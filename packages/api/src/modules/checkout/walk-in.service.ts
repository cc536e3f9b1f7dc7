import {
  type CreateBookingInput,
  indiaDate,
  type STATE_NAMES,
  type WalkIn,
  type WalkInInput,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError, isDomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import type { RateLimiter } from "../../lib/rate-limiter";
import { getAvailability } from "../booking/availability.service";
import { actOnCentreBooking } from "../booking/centre-bookings.service";
import { type PlacedBooking, placeBooking } from "../booking/create-booking.service";
import type { PaymentsDeps } from "../payments/payments-deps";
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
 * same insert and exclusion constraint, the same ledger charges), then paid as the centre chose: cash taken now
 * (confirmed and marked collected, the cash path of the board), or a single-use UPI QR code for the total,
 * which the counter screen shows and which is recorded paid by its webhook or the screen's polling.
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
  const actor = { id: counter.userId, role: "vendor" } as const;
  const placed = input.time
    ? await placeBooking(
        db,
        deps,
        customer,
        { ...booking, date: input.date ?? indiaDate(now), time: input.time },
        now,
        { placedBy: actor },
      )
    : await placeNow(db, deps, customer, booking, now, actor);

  await db.$transaction(async (tx) => {
    await tx.booking.update({ where: { id: placed.id }, data: { walkIn: true } });
    await audit(
      tx,
      actor,
      "booking.walk_in",
      { type: "booking", id: placed.id },
      { customerId: customer.id },
    );
  });
  if (input.paymentMethod === "cash") {
    // Cash in hand: the centre confirms the booking and marks the cash collected, as on its board.
    await actOnCentreBooking(db, actor, centre.id, placed.id, { type: "confirm" }, now);
    await actOnCentreBooking(db, actor, centre.id, placed.id, { type: "cash_collected" }, now);
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
  placedBy: { id: number; role: "vendor" },
): Promise<PlacedBooking> {
  const date = indiaDate(now);
  const { slots } = await getAvailability(
    db,
    { centreId: booking.centreId, vehicleTypeId: booking.vehicleTypeId, items: booking.items, date },
    now,
  );
  const free = slots.filter((slot) => slot.available).slice(0, NOW_ATTEMPTS);
  for (const slot of free) {
    try {
      return await placeBooking(db, deps, customer, { ...booking, date, time: slot.time }, now, { placedBy });
    } catch (error) {
      if (!(isDomainError(error) && error.error.id === "errors.slotFilled")) throw error;
    }
  }
  throw new DomainError("CONFLICT", "noSlotToday", "time");
}
