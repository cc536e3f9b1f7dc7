import { type Availability, type AvailabilityInput, POLICY } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { loadCartLines } from "./cart-lines";
import { formatMinutes, indiaDate, indiaToInstant, weekdayOfDate } from "./india-time";
import { loadCentreDay } from "./schedule";
import { freeBayCount, startTimesOn, unitStarts } from "./slots";

/** Rejects dates before today or beyond the booking horizon, in India's calendar. */
export function assertBookableDate(date: string, now: Date): void {
  if (date < indiaDate(now)) throw new DomainError("BAD_INPUT", "Choose today or a later date", "date");
  if (date > indiaDate(now, POLICY.bookingHorizonDays)) {
    throw new DomainError("BAD_INPUT", `Bookings open ${POLICY.bookingHorizonDays} days ahead`, "date");
  }
}

/** Free start times on a date for a cart: inside opening hours, in the future, with a bay free throughout. */
export async function getAvailability(
  db: Db,
  input: AvailabilityInput,
  now = new Date(),
): Promise<Availability> {
  assertBookableDate(input.date, now);
  // Two statements at once (the centre with the day's reservations, and the cart): one round trip of waiting.
  // Errors keep their order (an unbookable centre first, then the cart).
  const [dayRead, linesRead] = await Promise.allSettled([
    loadCentreDay(db, input.centreId, indiaToInstant(input.date, 0), indiaToInstant(input.date, 24 * 60)),
    loadCartLines(db, input.centreId, input.vehicleTypeId, input.items),
  ]);
  const { centre, taken } = settled(dayRead);
  const lines = settled(linesRead);
  const durationMinutes = lines.reduce((sum, line) => sum + line.durationMinutes * line.quantity, 0);
  const { slotMinutes, bays } = centre.schedule;

  const starts = startTimesOn(centre.schedule, input.date, durationMinutes);
  const slots = starts.map((minutes) => {
    const startsAt = indiaToInstant(input.date, minutes);
    const freeBays = freeBayCount(taken, unitStarts(startsAt, durationMinutes, slotMinutes), bays);
    return { time: formatMinutes(minutes), startsAt, freeBays, available: freeBays > 0 && startsAt > now };
  });
  const day = centre.schedule.hours.get(weekdayOfDate(input.date));
  return { date: input.date, durationMinutes, slotMinutes, closed: !day || day.closed, slots };
}

function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === "rejected") throw result.reason;
  return result.value;
}
