import {
  type Availability,
  type AvailabilityInput,
  formatIndiaDate,
  formatMinutes,
  indiaDate,
  indiaToInstant,
  POLICY,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { type CartRow, cartColumn, cartQuantities, toCartLines } from "./cart-lines";
import { loadBookableCentreWith, takenColumn } from "./schedule";
import {
  type BayHold,
  type CentreSchedule,
  freeBayCount,
  hoursOn,
  slotEndOf,
  startTimesOn,
  takenBaysOf,
} from "./slots";

/** Rejects dates before today or beyond the booking horizon, in India's calendar. */
export function assertBookableDate(date: string, now: Date): void {
  if (date < indiaDate(now)) throw new DomainError("BAD_INPUT", "dateInPast", "date");
  if (date > indiaDate(now, POLICY.bookingHorizonDays)) {
    throw new DomainError(
      "BAD_INPUT",
      {
        id: "errors.dateBeyondHorizon",
        values: { days: POLICY.bookingHorizonDays },
      },
      "date",
    );
  }
}

/**
 * Refuses a date the centre is closed (its weekly day off, a holiday or a date marked closed), naming the date:
 * no start that day is bookable, whatever the bays.
 */
export function assertOpenOn(schedule: CentreSchedule, date: string, centreName: string): void {
  const day = hoursOn(schedule, date);
  if (day && !day.closed) return;
  throw new DomainError(
    "BAD_INPUT",
    {
      id: "errors.centreClosedOn",
      values: { centre: centreName, date: formatIndiaDate(indiaToInstant(date, 12 * 60)) },
    },
    "date",
  );
}

/**
 * Free start times on a date for a cart: inside opening hours, in the future, with a bay free throughout. The
 * day's reservations are read as time ranges, so bookings made under earlier hours or slot lengths count too.
 */
export async function getAvailability(
  db: Db,
  input: AvailabilityInput,
  now = currentTime(),
): Promise<Availability> {
  assertBookableDate(input.date, now);
  const quantities = cartQuantities(input.items);
  const { centre, extra } = await loadBookableCentreWith<{ taken: BayHold[]; cart: CartRow[] }>(
    { pool: db },
    input.centreId,
    [
      takenColumn(indiaToInstant(input.date, 0), indiaToInstant(input.date, 24 * 60)),
      cartColumn(input.vehicleTypeId, quantities),
    ],
  );
  const taken = takenBaysOf(extra.taken);
  const lines = toCartLines(extra.cart, quantities);
  const durationMinutes = lines.reduce((sum, line) => sum + line.durationMinutes * line.quantity, 0);
  const { slotMinutes, bays } = centre.schedule;

  const starts = startTimesOn(centre.schedule, input.date, durationMinutes);
  const slots = starts.map((minutes) => {
    const startsAt = indiaToInstant(input.date, minutes);
    const freeBays = freeBayCount(taken, startsAt, slotEndOf(startsAt, durationMinutes, slotMinutes), bays);
    return { time: formatMinutes(minutes), startsAt, freeBays, available: freeBays > 0 && startsAt > now };
  });
  const day = hoursOn(centre.schedule, input.date);
  return { date: input.date, durationMinutes, slotMinutes, closed: !day || day.closed, slots };
}
