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
import { type CrewDayMember, crewDayColumn, fieldDay, kindFor, legsOf, planField } from "../crew";
import { fieldBookingOf } from "./booking-crew";
import { type CartRow, cartColumn, cartQuantities, toCartLines } from "./cart-lines";
import { assertCentreReaches } from "./reach";
import { type BookableCentre, loadBookableCentreWith, takenColumn } from "./schedule";
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
 * Free start times on a date for a cart: inside opening hours, in the future, with a bay free throughout (at the
 * centre, pick & drop) and someone to go (doorstep, pick & drop: the same plan booking makes, so a time is offered
 * exactly when booking it succeeds). The day's reservations are read as time ranges, so bookings made under
 * earlier hours or slot lengths count too. An address outside the centre's area is refused as booking refuses it.
 */
export async function getAvailability(
  db: Db,
  input: AvailabilityInput,
  now = currentTime(),
): Promise<Availability> {
  assertBookableDate(input.date, now);
  const quantities = cartQuantities(input.items);
  const mode = input.serviceMode ?? "at_centre";
  const { centre, extra } = await loadBookableCentreWith<{
    taken: BayHold[];
    cart: CartRow[];
    crew?: CrewDayMember[];
  }>({ pool: db }, input.centreId, [
    takenColumn(indiaToInstant(input.date, 0), indiaToInstant(input.date, 24 * 60)),
    cartColumn(input.vehicleTypeId, quantities),
    ...(mode === "at_centre"
      ? []
      : [
          crewDayColumn(
            kindFor(mode),
            indiaToInstant(input.date, 0),
            indiaToInstant(input.date, 24 * 60),
            "crew",
          ),
        ]),
  ]);
  const taken = takenBaysOf(extra.taken);
  const lines = toCartLines(extra.cart, quantities);
  const durationMinutes = lines.reduce((sum, line) => sum + line.durationMinutes * line.quantity, 0);
  const { slotMinutes, bays } = centre.schedule;
  const peopleFree = await crewCheck(db, centre, input, extra.crew ?? []);

  const starts = startTimesOn(centre.schedule, input.date, durationMinutes);
  const slots = starts.map((minutes) => {
    const startsAt = indiaToInstant(input.date, minutes);
    const endsAt = slotEndOf(startsAt, durationMinutes, slotMinutes);
    const freeBays = mode === "doorstep" ? bays : freeBayCount(taken, startsAt, endsAt, bays);
    const available = freeBays > 0 && startsAt > now && peopleFree({ start: startsAt, end: endsAt });
    return { time: formatMinutes(minutes), startsAt, freeBays, available };
  });
  const day = hoursOn(centre.schedule, input.date);
  return { date: input.date, durationMinutes, slotMinutes, closed: !day || day.closed, slots };
}

/**
 * For doorstep and pick & drop, whether someone can be there for a slot: planned from where the car is (the
 * address, checked against the centre's area), else from the centre itself (someone of the crew is free).
 */
async function crewCheck(
  db: Db,
  centre: BookableCentre,
  input: AvailabilityInput,
  crew: readonly CrewDayMember[],
): Promise<(slot: { start: Date; end: Date }) => boolean> {
  const mode = input.serviceMode ?? "at_centre";
  if (mode === "at_centre") return () => true;
  const located = input.zip
    ? await assertCentreReaches({ pool: db }, centre, {
        serviceMode: mode,
        zip: input.zip,
        address: input.address ?? "",
        city: input.city ?? "",
      })
    : null;
  const { latitude, longitude } = centre.reach;
  const where = located ?? (latitude === null || longitude === null ? null : { latitude, longitude });
  if (!where) return () => false;
  const day = fieldDay(input.date);
  const kind = kindFor(mode);
  return (slot) => {
    const field = fieldBookingOf(
      centre,
      { serviceMode: mode, vehicleTypeId: input.vehicleTypeId },
      where,
      slot,
    );
    return field !== null && "legs" in planField({ [kind]: crew }, legsOf(field), day, field.vehicleTypeId);
  };
}
