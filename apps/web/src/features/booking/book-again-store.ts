import { readSiteDetails, type SiteDetails } from "@chamak/contracts";
import { browserStorage, readRaw, type StorageLike, writeRaw } from "../../lib/stored-value";
import { writeBookingDraft } from "./booking-draft-store";

/**
 * What "Book again" hands the booking form besides the cart: the vehicle, contact and address of the past
 * booking, and the services it had that are gone or repriced, for the page to say so. Kept in sessionStorage
 * "bookAgain" (this tab only) and read by the form once.
 */
export type BookAgainPrefill = {
  centreId: number;
  vehicleNumber: string;
  brand: string | null;
  contactMobile: string;
  state: string;
  city: string;
  address: string;
  zip: string;
  /** Where at the address the vehicle waited (filled in when the customer books at the door or for pick & drop). */
  siteDetails?: SiteDetails;
  gone: string[];
  repriced: string[];
};

export const BOOK_AGAIN_KEY = "bookAgain";

const isText = (value: unknown): value is string => typeof value === "string";
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

export function parseBookAgain(raw: string | null): BookAgainPrefill | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const texts = [v.vehicleNumber, v.contactMobile, v.state, v.city, v.address, v.zip];
    if (typeof v.centreId !== "number" || !texts.every(isText)) return null;
    if (!isTextList(v.gone) || !isTextList(v.repriced)) return null;
    return {
      centreId: v.centreId,
      vehicleNumber: v.vehicleNumber as string,
      brand: isText(v.brand) ? v.brand : null,
      contactMobile: v.contactMobile as string,
      state: v.state as string,
      city: v.city as string,
      address: v.address as string,
      zip: v.zip as string,
      siteDetails: readSiteDetails(v.siteDetails),
      gone: v.gone,
      repriced: v.repriced,
    };
  } catch {
    return null;
  }
}

export function writeBookAgain(
  prefill: BookAgainPrefill | null,
  storage: StorageLike | null = browserStorage("session"),
) {
  writeRaw(storage, BOOK_AGAIN_KEY, prefill ? JSON.stringify(prefill) : null);
  // A new "Book again" starts from the past booking, not from what was typed for another one.
  if (prefill) writeBookingDraft(null, storage);
}

/** The prefill for the cart's centre, if "Book again" left one. */
export function readBookAgain(
  centreId: number | null,
  storage: StorageLike | null = browserStorage("session"),
) {
  const prefill = parseBookAgain(readRaw(storage, BOOK_AGAIN_KEY));
  return prefill && prefill.centreId === centreId ? prefill : null;
}
