import { formatIndiaDate, formatMinutes, indiaDate, instantToIndia } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { type FieldBooking, type FieldPlan, holdFieldCrew } from "../crew";
import type { BookableCentre } from "./schedule";

/** Where a booked car is, as the gazetteer placed its address when it was booked; null if it never was. */
export const bookedPlace = (booking: { latitude: number | null; longitude: number | null }) =>
  booking.latitude === null || booking.longitude === null
    ? null
    : { latitude: booking.latitude, longitude: booking.longitude };

/** What a doorstep or pick & drop booking asks of the crew; null at the centre. */
export function fieldBookingOf(
  centre: Pick<BookableCentre, "id" | "reach">,
  booking: { serviceMode: string; vehicleTypeId: number },
  where: { latitude: number; longitude: number } | null,
  slot: { start: Date; end: Date },
): FieldBooking | null {
  if (booking.serviceMode === "at_centre" || where === null) return null;
  const { latitude, longitude } = centre.reach;
  return {
    centreId: centre.id,
    vehicleTypeId: booking.vehicleTypeId,
    mode: booking.serviceMode === "doorstep" ? "doorstep" : "pick_drop",
    where: { latitude: where.latitude, longitude: where.longitude },
    centre: latitude === null || longitude === null ? null : { latitude, longitude },
    date: indiaDate(slot.start),
    slot,
  };
}

/**
 * Holds the washer (at the door) or the drivers (pick & drop) a booking needs, in its transaction, and puts the
 * washer on the booking for its job card. Refuses, naming the centre, the place and the time, when nobody can be
 * there: the caller's transaction rolls back and nothing is written.
 */
export async function holdCrewForBooking(
  tx: DbTx,
  bookingId: number,
  field: FieldBooking,
  names: { centre: string; place: string },
): Promise<void> {
  const plan = await holdFieldCrew(tx, bookingId, field);
  if ("missing" in plan) {
    if (plan.onRoad === 0) {
      throw new DomainError(
        "BAD_INPUT",
        { id: "errors.noCrewOnRoad", values: { centre: names.centre } },
        "serviceMode",
      );
    }
    const values = {
      centre: names.centre,
      place: names.place,
      time: formatMinutes(instantToIndia(field.slot.start).minutes),
      date: formatIndiaDate(field.slot.start),
    };
    const id = plan.missing === "washer" ? "errors.noWasherFree" : "errors.noDriverFree";
    throw new DomainError("CONFLICT", { id, values }, "time");
  }
  await putWasherOnJobCard(tx, bookingId, plan);
}

/** The washer a plan sends to the door washes the car: the booking's job card names them. */
export async function putWasherOnJobCard(tx: DbTx, bookingId: number, plan: FieldPlan): Promise<void> {
  const washer = "legs" in plan ? plan.legs.find((planned) => planned.leg.kind === "washer") : undefined;
  if (washer) await tx.booking.update({ where: { id: bookingId }, data: { washerId: washer.person.userId } });
}
