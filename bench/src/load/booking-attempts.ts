import { customerToken } from "../data/bookings.sql";
import type { BookableOffer } from "../data/targets";
import {
  createHttpExchange,
  formatMinutes,
  indiaDate,
  signPayment,
  startTimesOn,
} from "../servers/workspace-code";
import type { BookingContext, BookingFlow, BookingLoadOptions } from "./booking-driver";

/**
 * One booking attempt of each server, and the plan of attempts a run fires.
 *
 * Stack, one attempt = what a customer's browser does: tRPC booking.create (UPI; the server creates the order
 * at the Razorpay stand-in over HTTP), then booking.confirmPayment with razorpay_signature signed by the
 * payments module's signPayment with the key secret the stand-in uses. Baseline, the same two steps on bare
 * routes with raw pg: POST /book (the booking's transaction, then the order at the stand-in) and POST /pay
 * (signature checked, booking paid) (baseline-booking.ts).
 */
export type Outcome = "booked" | "slot full" | "error";

export interface Attempt {
  offer: BookableOffer;
  date: string;
  time: string;
  customer: number;
  hot: boolean;
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function schedule(offer: BookableOffer) {
  return {
    slotMinutes: offer.slotMinutes,
    bays: offer.bays,
    hours: new Map(offer.hours.map((h) => [h.weekday, h])),
    // The benchmark's data has no holidays or breaks.
    dates: new Map(),
    breaks: [],
  };
}

/** A random bookable start time in the next 1..7 days (India's calendar) at the offer's centre. */
export function randomSlot(offer: BookableOffer): { date: string; time: string } | null {
  for (let tries = 0; tries < 5; tries++) {
    const date = indiaDate(new Date(), 1 + Math.floor(Math.random() * 7));
    const starts = startTimesOn(schedule(offer), date, offer.durationMinutes);
    if (starts.length > 0) return { date, time: formatMinutes(pick(starts)) };
  }
  return null;
}

/** A few fixed slots that a share of the attempts all aim at, so many race for the same bays. */
export function planHotSlots(ctx: BookingContext, count: number): Attempt[] {
  const hot: Attempt[] = [];
  while (hot.length < count) {
    const offer = pick(ctx.offers);
    const slot = randomSlot(offer);
    if (slot) hot.push({ offer, ...slot, customer: 0, hot: true });
  }
  return hot;
}

/**
 * `count` attempts, customers 1..sessions used once each, in turn: a hotShare of them at one of the hot slots
 * (`atHot` makes the attempt there), the rest `fresh` ones.
 */
export function planWithHotShare<A extends Attempt>(
  count: number,
  plan: { sessions: number; hotShare: number; firstCustomer: number; hot: readonly A[] },
  atHot: (slot: A, customer: number) => A,
  fresh: (customer: number) => A,
): A[] {
  const attempts: A[] = [];
  for (let i = 0; i < count; i++) {
    const customer = ((plan.firstCustomer + i) % plan.sessions) + 1;
    const hot = plan.hot.length > 0 && Math.random() < plan.hotShare;
    attempts.push(hot ? atHot(pick(plan.hot), customer) : fresh(customer));
  }
  return attempts;
}

/** An attempt at a random centre, day and start time. */
function randomAttempt(ctx: BookingContext, customer: number): Attempt {
  for (;;) {
    const offer = pick(ctx.offers);
    const slot = randomSlot(offer);
    if (slot) return { offer, ...slot, customer, hot: false };
  }
}

/** `count` attempts; a hotShare of them go to the hot slots. Customers are used once each, in turn. */
export function planAttempts(
  ctx: BookingContext,
  count: number,
  options: BookingLoadOptions,
  firstCustomer: number,
  hot: readonly Attempt[],
): Attempt[] {
  return planWithHotShare(
    count,
    { sessions: ctx.sessions, hotShare: options.hotShare, firstCustomer, hot },
    (slot, customer) => ({ ...slot, customer }),
    (customer) => randomAttempt(ctx, customer),
  );
}

export interface AttemptResult {
  outcome: Outcome;
  steps: Record<string, number>;
  detail?: string;
}

// Node's http client with kept-alive connections (as the stack's own Razorpay client): fetch costs the
// driver several times the CPU, taken from the cores the servers share with it.
const exchange = createHttpExchange();

export async function post(origin: string, path: string, body: unknown, token?: string) {
  const started = performance.now();
  const { status, text } = await exchange(new URL(`${origin}${path}`), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    timeoutMs: 30_000,
  });
  return { status, text, ms: performance.now() - started };
}

/** What Razorpay Checkout hands the browser after a payment on the order: signed with the key secret. */
function checkoutResult(bookingId: number, orderId: string, keySecret: string) {
  const paymentId = `pay_bench${Math.random().toString(36).slice(2, 12)}`;
  return {
    bookingId,
    razorpayOrderId: orderId,
    razorpayPaymentId: paymentId,
    razorpaySignature: signPayment(orderId, paymentId, keySecret),
  };
}

export async function stackAttempt(origin: string, ctx: BookingContext, a: Attempt): Promise<AttemptResult> {
  const token = customerToken(a.customer);
  const create = await post(
    origin,
    "/trpc/booking.create",
    {
      json: {
        centreId: a.offer.centreId,
        vehicleTypeId: a.offer.vehicleTypeId,
        items: [{ serviceId: a.offer.serviceId, quantity: 1 }],
        serviceMode: "at_centre",
        date: a.date,
        time: a.time,
        vehicleNumber: `KA 01 AB ${String(1000 + (a.customer % 9000))}`,
        contactMobile: "9876543210",
        state: a.offer.state,
        city: a.offer.city,
        address: a.offer.address,
        zip: a.offer.zip,
        paymentMethod: "upi",
      },
    },
    token,
  );
  const steps: Record<string, number> = { create: create.ms };
  if (create.status === 409) return { outcome: "slot full", steps };
  if (create.status !== 200)
    return { outcome: "error", steps, detail: `create ${create.status} ${create.text.slice(0, 200)}` };
  const booking = JSON.parse(create.text).result.data.json as {
    id: number;
    checkout: { orderId: string } | null;
  };
  if (!booking.checkout) return { outcome: "error", steps, detail: "create answered no checkout" };
  const confirm = await post(
    origin,
    "/trpc/booking.confirmPayment",
    { json: checkoutResult(booking.id, booking.checkout.orderId, ctx.keySecret) },
    token,
  );
  steps.confirm = confirm.ms;
  if (confirm.status !== 200)
    return { outcome: "error", steps, detail: `confirm ${confirm.status} ${confirm.text.slice(0, 200)}` };
  const outcome = JSON.parse(confirm.text).result.data.json.outcome as string;
  return outcome === "paid"
    ? { outcome: "booked", steps }
    : { outcome: "error", steps, detail: `confirm: ${outcome}` };
}

export async function baselineAttempt(
  origin: string,
  ctx: BookingContext,
  a: Attempt,
): Promise<AttemptResult> {
  const token = customerToken(a.customer);
  const book = await post(
    origin,
    "/book",
    {
      centreId: a.offer.centreId,
      vehicleTypeId: a.offer.vehicleTypeId,
      serviceId: a.offer.serviceId,
      date: a.date,
      time: a.time,
    },
    token,
  );
  const steps: Record<string, number> = { book: book.ms };
  if (book.status === 409) return { outcome: "slot full", steps };
  if (book.status !== 200)
    return { outcome: "error", steps, detail: `book ${book.status} ${book.text.slice(0, 200)}` };
  const booking = JSON.parse(book.text) as { id: number; orderId: string };
  const pay = await post(origin, "/pay", checkoutResult(booking.id, booking.orderId, ctx.keySecret), token);
  steps.pay = pay.ms;
  if (pay.status !== 200)
    return { outcome: "error", steps, detail: `pay ${pay.status} ${pay.text.slice(0, 200)}` };
  return { outcome: "booked", steps };
}

/** Booking at the centre with UPI, paid through the stand-in: the booking run's flow. */
export function atCentreFlow(ctx: BookingContext): BookingFlow<Attempt> {
  return {
    kind: "at the centre",
    planHotSlots: (count) => planHotSlots(ctx, count),
    planAttempts: (count, options, firstCustomer, hot) =>
      planAttempts(ctx, count, options, firstCustomer, hot),
    capacityOf: (slot) => slot.offer.bays,
    stack: (origin, attempt) => stackAttempt(origin, ctx, attempt),
    baseline: (origin, attempt) => baselineAttempt(origin, ctx, attempt),
  };
}
