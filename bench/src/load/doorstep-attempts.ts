import { customerToken } from "../data/bookings.sql";
import type { DoorstepAddress, DoorstepOffer } from "../data/doorstep-targets";
import {
  type Attempt,
  type AttemptResult,
  pick,
  planWithHotShare,
  post,
  randomSlot,
} from "./booking-attempts";
import type { BookingFlow } from "./booking-driver";

/**
 * Doorstep booking attempts: a customer books a wash at their door, paying cash to the washer (a request: no
 * gateway, so the attempt is the booking and the plan of who goes). Stack: tRPC booking.create with serviceMode
 * doorstep. Baseline: POST /book-doorstep, the booking and crew modules' own statements and planning on raw pg
 * (servers/baseline-doorstep.ts). Either answers 409 when no washer can be there then ("slot full").
 */
export interface DoorstepAttempt extends Attempt {
  offer: DoorstepOffer;
  address: DoorstepAddress;
}

export interface DoorstepContext {
  doorstep: readonly DoorstepOffer[];
  /** Customers 1..sessions have a bearer session (customerToken). */
  sessions: number;
}

/** One of the offer's addresses with a new house number: the same place, never the same request. */
export function doorstepAddressOf(offer: DoorstepOffer, address = pick(offer.addresses)) {
  const house = 1 + Math.floor(Math.random() * 400);
  return { zip: address.zip, address: `${house}, ${address.street}`, city: offer.city };
}

/** A random doorstep centre's times on one of the next 7 days for one of its addresses: booking.availability's input. */
export function doorstepAvailabilityInput(ctx: Pick<DoorstepContext, "doorstep">, date: string) {
  const offer = pick(ctx.doorstep);
  return {
    centreId: offer.centreId,
    vehicleTypeId: offer.vehicleTypeId,
    items: [{ serviceId: offer.serviceId, quantity: 1 }],
    date,
    serviceMode: "doorstep" as const,
    ...doorstepAddressOf(offer),
  };
}

/** An attempt at a random doorstep centre, day, start time and address. */
function randomDoorstepAttempt(ctx: DoorstepContext, customer: number): DoorstepAttempt {
  for (;;) {
    const offer = pick(ctx.doorstep);
    const slot = randomSlot(offer);
    if (slot) return { offer, ...slot, address: pick(offer.addresses), customer, hot: false };
  }
}

/** What booking.create and the baseline's /book-doorstep are sent: cash at the door, the customer's address. */
function bookingInput(a: DoorstepAttempt) {
  return {
    centreId: a.offer.centreId,
    vehicleTypeId: a.offer.vehicleTypeId,
    items: [{ serviceId: a.offer.serviceId, quantity: 1 }],
    serviceMode: "doorstep",
    date: a.date,
    time: a.time,
    vehicleNumber: `KA 01 AB ${String(1000 + (a.customer % 9000))}`,
    contactMobile: "9876543210",
    state: a.offer.state,
    ...doorstepAddressOf(a.offer, a.address),
    paymentMethod: "cash",
  };
}

async function attempt(
  origin: string,
  path: string,
  body: unknown,
  a: DoorstepAttempt,
): Promise<AttemptResult> {
  const create = await post(origin, path, body, customerToken(a.customer));
  const steps = { create: create.ms };
  if (create.status === 200) return { outcome: "booked", steps };
  if (create.status === 409) return { outcome: "slot full", steps };
  return { outcome: "error", steps, detail: `create ${create.status} ${create.text.slice(0, 200)}` };
}

/** Doorstep booking: the doorstep booking run's flow. */
export function doorstepFlow(ctx: DoorstepContext): BookingFlow<DoorstepAttempt> {
  return {
    kind: "doorstep",
    planHotSlots: (count) => {
      const hot: DoorstepAttempt[] = [];
      while (hot.length < count) hot.push({ ...randomDoorstepAttempt(ctx, 0), hot: true });
      return hot;
    },
    // Customers racing for a hot slot's washers come from different addresses of its centre's area.
    planAttempts: (count, options, firstCustomer, hot) =>
      planWithHotShare(
        count,
        { sessions: ctx.sessions, hotShare: options.hotShare, firstCustomer, hot },
        (slot, customer) => ({ ...slot, address: pick(slot.offer.addresses), customer }),
        (customer) => randomDoorstepAttempt(ctx, customer),
      ),
    capacityOf: (slot) => slot.offer.washers,
    stack: (origin, a) => attempt(origin, "/trpc/booking.create", { json: bookingInput(a) }, a),
    baseline: (origin, a) => attempt(origin, "/book-doorstep", bookingInput(a), a),
  };
}
