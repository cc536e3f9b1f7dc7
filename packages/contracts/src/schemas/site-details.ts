import { z } from "zod";
import type { FieldLabel } from "../messages";
// Types only: booking.ts imports this file (its createBookingInput), so no value may come back from there.
import type { ServiceMode } from "./booking";
import { optionalText } from "./common";

/** The longest each detail may be: a name, a block, a slot, a sentence or two for the gate and the keys. */
export const SITE_DETAIL_LIMITS = {
  society: 80,
  tower: 40,
  parkingSlot: 40,
  gateInstructions: 300,
  keyHandover: 200,
} as const;

export type SiteDetailField = keyof typeof SITE_DETAIL_LIMITS;
export const SITE_DETAIL_FIELDS = Object.keys(SITE_DETAIL_LIMITS) as SiteDetailField[];

/** Where at the address the vehicle waits (siteDetailsSchema's output): only the fields given. */
export type SiteDetails = Partial<Record<SiteDetailField, string>>;

/** One optional line of text; empty (or only spaces) is the same as not given. */
const detail = (label: FieldLabel & SiteDetailField, max: number) =>
  optionalText(label, max)
    .nullish()
    .transform((text) => text || undefined);

/**
 * Where at the address the vehicle waits, for doorstep and pick & drop: the housing society or building, the
 * tower (block, wing), the parking slot, what to tell the gate, and for pick & drop where the keys are handed
 * over ("keys with the security guard at gate 2"). Kept with a saved address and copied onto each booking
 * (saved_addresses.site_details, bookings.site_details). Every field may be left out; the parsed object holds
 * only the ones given.
 */
export const siteDetailsSchema = z
  .object({
    society: detail("society", SITE_DETAIL_LIMITS.society),
    tower: detail("tower", SITE_DETAIL_LIMITS.tower),
    parkingSlot: detail("parkingSlot", SITE_DETAIL_LIMITS.parkingSlot),
    gateInstructions: detail("gateInstructions", SITE_DETAIL_LIMITS.gateInstructions),
    keyHandover: detail("keyHandover", SITE_DETAIL_LIMITS.keyHandover),
  })
  .transform(withoutEmpty);
export type SiteDetailsInput = z.input<typeof siteDetailsSchema>;

/** The details as stored or sent: only the fields that hold text. */
function withoutEmpty(details: Partial<Record<SiteDetailField, string | undefined>>): SiteDetails {
  const kept: SiteDetails = {};
  for (const field of SITE_DETAIL_FIELDS) {
    const value = details[field];
    if (value) kept[field] = value;
  }
  return kept;
}

/** Stored details (a jsonb column) as SiteDetails; anything that no longer parses counts as none given. */
export function readSiteDetails(stored: unknown): SiteDetails {
  const parsed = siteDetailsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * What a booking keeps of the details typed for it: none at the centre (nobody comes to the address), no key
 * handover for a doorstep wash (the vehicle stays where it is), all of them for pick & drop.
 */
export function siteDetailsFor(mode: ServiceMode, details: SiteDetails | undefined): SiteDetails {
  if (!details || mode === "at_centre") return {};
  if (mode === "pick_drop") return { ...details };
  const { keyHandover: _keys, ...rest } = details;
  return rest;
}

/** The words siteDetailsLine puts before a bare tower or slot ("B" → "Tower B"); English unless given. */
export interface SiteLineWords {
  tower: string;
  slot: string;
}

const SAYS_TOWER = /^(tower|block|wing|building|bldg|टावर|ब्लॉक|विंग)(?![\p{L}\p{M}])/iu;
const SAYS_SLOT = /^(slot|parking|bay|स्लॉट|पार्किंग)(?![\p{L}\p{M}])/iu;

/**
 * One short line of where the vehicle waits, for messages and booking cards: "Green Park Society, Tower B,
 * slot B-112" (a tower or slot typed bare gets its word; typed "Block C" stays so). Gate instructions and the key
 * handover are sentences of their own, shown apart. Empty when none of the three is given.
 */
export function siteDetailsLine(
  details: SiteDetails | null | undefined,
  words: SiteLineWords = { tower: "Tower", slot: "slot" },
): string {
  if (!details) return "";
  const parts: string[] = [];
  if (details.society) parts.push(details.society);
  if (details.tower) {
    parts.push(SAYS_TOWER.test(details.tower) ? details.tower : `${words.tower} ${details.tower}`);
  }
  if (details.parkingSlot) {
    const slot = details.parkingSlot;
    parts.push(SAYS_SLOT.test(slot) ? slot : `${words.slot} ${slot}`);
  }
  return parts.join(", ");
}

/** Whether any detail is given. */
export function hasSiteDetails(details: SiteDetails | null | undefined): boolean {
  return details ? SITE_DETAIL_FIELDS.some((field) => Boolean(details[field])) : false;
}

/** The details as the server answers them (saved addresses, bookings): only the fields given. */
export const siteDetailsOutput = z.object({
  society: z.string().optional(),
  tower: z.string().optional(),
  parkingSlot: z.string().optional(),
  gateInstructions: z.string().optional(),
  keyHandover: z.string().optional(),
});
