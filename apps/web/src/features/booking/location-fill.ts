import type { PlaceNear } from "@chamak/contracts";
import type { BookingFormValues } from "./booking-form-check";

type Address = Pick<BookingFormValues, "address" | "zip">;

const same = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * What "Use my location" writes into the booking form for the place found: the PIN, city and state always (the
 * user asked for where they are). The address only when it is empty, or is one the form filled in itself for
 * another PIN (a saved address or the profile's: `known`, still a tap away in the chips), never words the user
 * typed: then the locality, or nothing to type over when the place is only a PIN's centre.
 */
export function fillFromPlace(
  values: Address,
  place: PlaceNear,
  known: readonly Address[],
): { fill: Partial<BookingFormValues>; address: "locality" | "cleared" | "kept" } {
  const where = { zip: place.pin, city: place.city, ...(place.state ? { state: place.state } : {}) };
  const elsewhere =
    values.zip !== place.pin &&
    known.some((address) => same(address.address, values.address) && same(address.zip, values.zip));
  if (values.address.trim() !== "" && !elsewhere) return { fill: where, address: "kept" };
  // In English whatever the page's language: the booking places the address by the gazetteer's English names.
  if (place.locality) return { fill: { ...where, address: place.locality.name }, address: "locality" };
  return { fill: { ...where, address: "" }, address: values.address.trim() === "" ? "kept" : "cleared" };
}
