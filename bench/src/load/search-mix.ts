import type { SearchInput } from "@chamak/contracts";

/** Search input as a client sends it (defaults left out). */
export type SearchRequest = Partial<SearchInput>;

/**
 * The realistic mix: what the home page, the search page's filters and "near me" send. Every load run
 * rotates through these in order, so each is an equal share of the requests.
 */
export const SEARCH_MIX: readonly { label: string; input: SearchRequest }[] = [
  { label: "plain", input: {} },
  { label: "city + vehicle type", input: { city: "Bengaluru", vehicleType: "suv" } },
  { label: "free text (service)", input: { q: "foam" } },
  { label: "free text (locality)", input: { q: "koramangala" } },
  { label: "category + city", input: { category: "detailing", city: "Mumbai" } },
  { label: "price sort", input: { city: "Delhi", vehicleType: "sedan", sort: "price" } },
  { label: "distance", input: { lat: 28.6139, lng: 77.209, radiusKm: 10, sort: "distance" } },
  { label: "popular in city", input: { city: "Pune", sort: "popular", pickDrop: true } },
];

/** The legacy REST body for the same search (POST /api/search field names, rupees). */
export function toLegacySearchBody(input: SearchRequest): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.q) body.search = input.q;
  if (input.vehicleType) body.vehicle_type = input.vehicleType;
  if (input.city) body.city = input.city;
  if (input.category) body.category = input.category;
  if (input.minPricePaise !== undefined) body.min_price = input.minPricePaise / 100;
  if (input.maxPricePaise !== undefined) body.max_price = input.maxPricePaise / 100;
  if (input.minRating !== undefined) body.rating = input.minRating;
  if (input.pickDrop !== undefined) body.pick_drop = input.pickDrop;
  if (input.lat !== undefined) body.lat = input.lat;
  if (input.lng !== undefined) body.lng = input.lng;
  if (input.radiusKm !== undefined) body.radius_km = input.radiusKm;
  if (input.sort) body.sort = input.sort;
  return body;
}
