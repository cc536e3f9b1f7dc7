import { browserStorage, readRaw, type StorageLike, writeRaw } from "../../lib/stored-value";
import type { BookingFormValues } from "./booking-form-check";
import { parseSiteDetailsValues } from "./site-details-values";

/**
 * What the customer typed in the booking form, kept in sessionStorage "bookingDraft" (this tab only, gone with
 * the tab or at sign-out) so a reload, or coming back from the payment, finds it again. The date and time
 * belong to the centre they were chosen at. Emptied once the booking is made.
 */
export type BookingDraft = BookingFormValues & { centreId: number };

export const BOOKING_DRAFT_KEY = "bookingDraft";

const TEXT_FIELDS = [
  "contactMobile",
  "vehicleNumber",
  "otherBrand",
  "date",
  "time",
  "state",
  "city",
  "address",
  "zip",
] as const;

export function parseBookingDraft(raw: string | null): BookingDraft | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (typeof v.centreId !== "number") return null;
    if (!TEXT_FIELDS.every((field) => typeof v[field] === "string")) return null;
    if (v.paymentMethod !== "upi" && v.paymentMethod !== "cash") return null;
    const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, v[field] as string]));
    return {
      ...(texts as Pick<BookingFormValues, (typeof TEXT_FIELDS)[number]>),
      centreId: v.centreId,
      brand: typeof v.brand === "string" ? v.brand : null,
      siteDetails: parseSiteDetailsValues(v.siteDetails),
      paymentMethod: v.paymentMethod,
      saveVehicle: v.saveVehicle === true,
      saveAddress: v.saveAddress === true,
    };
  } catch {
    return null;
  }
}

export function readBookingDraft(
  storage: StorageLike | null = browserStorage("session"),
): BookingDraft | null {
  return parseBookingDraft(readRaw(storage, BOOKING_DRAFT_KEY));
}

export function writeBookingDraft(
  draft: BookingDraft | null,
  storage: StorageLike | null = browserStorage("session"),
): void {
  writeRaw(storage, BOOKING_DRAFT_KEY, draft ? JSON.stringify(draft) : null);
}
