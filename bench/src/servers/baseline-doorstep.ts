import type { CreateBookingInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type pg from "pg";
import { HttpError } from "./baseline-booking";
import { rawTransaction } from "./raw-pg";
import {
  assertBookableDate,
  assertCentreReaches,
  assertOpenOn,
  type BookingDraft,
  fieldBookingOf,
  findBookingView,
  holdFieldCrew,
  indiaToInstant,
  insertBooking,
  newBookingCode,
  parseTime,
  priceCart,
  startTimesOn,
  unitStarts,
} from "./workspace-code";

// A doorstep booking on raw pg: the booking module's steps for a cash booking at the customer's door (no promo
// code, no idempotency key), with its own statements and planning code, none of tRPC, zod or Prisma's client.
// `db` is a rawPoolDb: the module's statements "on the pool" run on the baseline's pg pool; the transaction's on
// one of its clients. As the stack's createBooking (create-booking.service.ts, placeBooking) does:
// the cart priced with the centre (one statement), the address placed on the gazetteer and checked against the
// centre's reach (reach.ts, place-lookup.ts), the start checked against the centre's hours; then in one
// transaction the booking written whole without a bay (insert-booking.ts), the centre's crew locked, its washers'
// day read and the nearest free washer held (crew module: holdFieldCrew, route-fit.ts and field-plan.ts choose),
// the washer put on the job card; then the booking's view read back, as the stack answers.

export async function bookDoorstep(
  pool: pg.Pool,
  db: Db,
  customerId: number,
  input: CreateBookingInput,
): Promise<unknown> {
  const now = new Date();
  assertBookableDate(input.date, now);
  const { centre, lines, price } = await priceCart(db, customerId, input, now);
  assertOpenOn(centre.schedule, input.date, centre.name);
  const where = await assertCentreReaches({ pool: db }, centre, input);
  const startMinutes = parseTime(input.time);
  const slotStart = indiaToInstant(input.date, startMinutes);
  if (
    !startTimesOn(centre.schedule, input.date, price.durationMinutes).includes(startMinutes) ||
    slotStart <= now
  )
    throw new HttpError(400, "not a bookable time");
  const units = unitStarts(slotStart, price.durationMinutes, centre.schedule.slotMinutes);
  const slotEnd = new Date(slotStart.getTime() + units.length * centre.schedule.slotMinutes * 60_000);
  const field = fieldBookingOf(centre, input, where, { start: slotStart, end: slotEnd });
  if (!field || !where) throw new HttpError(400, "not a doorstep booking");
  const draft: BookingDraft = {
    code: newBookingCode(),
    customerId,
    centre: { id: centre.id, bays: centre.schedule.bays },
    needsBay: false,
    place: { latitude: where.latitude, longitude: where.longitude },
    input,
    lines,
    price,
    couponCode: null,
    slotStart,
    slotEnd,
    units,
    // Cash at the door: a request, held by nothing but the washer.
    holdExpiresAt: null,
    now,
  };
  const client = await pool.connect();
  let bookingId: number;
  try {
    await client.query("BEGIN");
    const tx = rawTransaction(client);
    const outcome = await insertBooking({ tx }, draft);
    // Without a bay to claim the statement always writes the booking; anything else is a bug worth seeing.
    if (typeof outcome !== "number") throw new Error(`insertBooking answered ${outcome} without a bay`);
    const plan = await holdFieldCrew(tx, outcome, field);
    if ("missing" in plan) {
      throw new HttpError(plan.onRoad === 0 ? 400 : 409, `no ${plan.missing} free`);
    }
    const washer = plan.legs.find((planned) => planned.leg.kind === "washer");
    // The job card names the washer (booking-crew.ts, putWasherOnJobCard: Prisma's update there).
    if (washer)
      await tx.$executeRaw`UPDATE bookings SET washer_id = ${washer.person.userId}::int, updated_at = now()
        WHERE id = ${outcome}::int`;
    await client.query("COMMIT");
    bookingId = outcome;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return findBookingView({ pool: db }, bookingId, customerId);
}
