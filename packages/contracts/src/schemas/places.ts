import { z } from "zod";
import { type FieldLabel, fieldLabel, zodMessage } from "../messages";
import { STATE_NAMES } from "../states";

/**
 * India's extent, as the gazetteer's table checks it (places_coordinates_check): a position outside it is no
 * place in India, and is refused before any lookup.
 */
export const INDIA_BOUNDS = { latitude: { min: 6, max: 38 }, longitude: { min: 68, max: 98 } } as const;

/** How far from a position the nearest known place may be: farther, the phone is somewhere we know nothing of. */
export const PLACE_NEAR_MAX_KM = 25;

const coordinateInIndia = (name: FieldLabel & keyof typeof INDIA_BOUNDS) => {
  const label = fieldLabel(name);
  const { min, max } = INDIA_BOUNDS[name];
  const range = zodMessage("between", { label, min, max });
  return z
    .number({ error: zodMessage("notANumber", { label }) })
    .min(min, { error: range })
    .max(max, { error: range });
};

/** Where the phone is ("Use my location"): the browser's position, in degrees. */
export const placeNearInput = z.object({
  latitude: coordinateInIndia("latitude"),
  longitude: coordinateInIndia("longitude"),
});
export type PlaceNearInput = z.infer<typeof placeNearInput>;

/** The gazetteer's nearest place to a position, as an address form fills itself from it. */
export const placeNearOutput = z.object({
  pin: z.string(),
  /**
   * The locality the position is in (a demo city's sector or neighbourhood, placed exactly), with its Hindi
   * name when the gazetteer has one; null when only a PIN's centre is near, which names no locality.
   */
  locality: z.object({ name: z.string(), nameHi: z.string().nullable() }).nullable(),
  /** The town for the address's city field: the demo city, else the district. */
  city: z.string(),
  district: z.string(),
  /** The state as the address form lists it; null for the few India Post names no state of the list. */
  state: z.enum(STATE_NAMES).nullable(),
  /** From the position to the place found, rounded to 0.1 km. */
  distanceKm: z.number(),
});
export type PlaceNear = z.infer<typeof placeNearOutput>;
