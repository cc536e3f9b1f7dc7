import type { SearchInput, SearchSort } from "@chamak/contracts";

/**
 * The API's sort orders. Spelt out (not imported from the contracts' zod schemas) so the URL check, which
 * runs in the entry bundle, does not pull the full zod in; the type check below keeps the two lists equal.
 */
export const LISTING_SORTS = ["relevance", "distance", "price", "rating", "popular"] as const;
type SameSorts = [SearchSort] extends [(typeof LISTING_SORTS)[number]]
  ? [(typeof LISTING_SORTS)[number]] extends [SearchSort]
    ? true
    : never
  : never;
const sameSorts: SameSorts = true;
void sameSorts;

/**
 * The listing's filters as they appear in the URL, so a search can be shared. Prices are whole rupees here
 * (readable links) and paise on the wire. Anything malformed in a hand-edited URL is dropped, not an error.
 * Checked by hand rather than with zod: this runs in the entry bundle of every page, and even zod/mini's core
 * weighed about 14 kB gzipped there.
 */
function text(value: unknown, max: number): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  return String(value).trim().slice(0, max) || undefined;
}

/** A finite number (numeric text too, as the URL may carry it) within [min, max]. */
function number(value: unknown, min: number, max: number, integer = false): number | undefined {
  if (value === undefined || typeof value === "symbol") return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) return undefined;
  return n;
}

function isSort(value: unknown): value is SearchSort {
  return (LISTING_SORTS as readonly unknown[]).includes(value);
}

export type ListingSearch = {
  q?: string | undefined;
  vehicleType?: string | undefined;
  city?: string | undefined;
  category?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  pickDrop?: boolean | undefined;
  sort?: SearchSort | undefined;
  page?: number | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
};

/** The route's validateSearch: keeps only the filters that are set and valid. */
export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  const parsed: ListingSearch = {
    q: text(raw.q, 100),
    vehicleType: text(raw.vehicleType, 40),
    city: text(raw.city, 100),
    category: text(raw.category, 60),
    minPrice: number(raw.minPrice, 0, 100_000),
    maxPrice: number(raw.maxPrice, 0, 100_000),
    minRating: number(raw.minRating, 0, 5),
    pickDrop: typeof raw.pickDrop === "boolean" ? raw.pickDrop : undefined,
    sort: isSort(raw.sort) ? raw.sort : undefined,
    page: number(raw.page, 1, 1000, true),
    lat: number(raw.lat, -90, 90),
    lng: number(raw.lng, -180, 180),
  };
  const search: ListingSearch = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== undefined && value !== false) (search as Record<string, unknown>)[key] = value;
  }
  // A location is a pair; distance needs one.
  if (search.lat === undefined || search.lng === undefined) {
    delete search.lat;
    delete search.lng;
    if (search.sort === "distance") delete search.sort;
  }
  if (search.page === 1) delete search.page;
  if (search.sort === "relevance") delete search.sort;
  return search;
}

export const LISTING_PAGE_SIZE = 12;

/** The API's search input for the URL's filters (rupees to paise, a reversed price range put right). */
export function toSearchInput(search: ListingSearch): SearchInput {
  let { minPrice, maxPrice } = search;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const hasLocation = search.lat !== undefined && search.lng !== undefined;
  return {
    q: search.q,
    vehicleType: search.vehicleType,
    city: search.city,
    category: search.category,
    minPricePaise: minPrice === undefined ? undefined : Math.round(minPrice * 100),
    maxPricePaise: maxPrice === undefined ? undefined : Math.round(maxPrice * 100),
    minRating: search.minRating,
    pickDrop: search.pickDrop ? true : undefined,
    sort: search.sort === "distance" && !hasLocation ? "relevance" : (search.sort ?? "relevance"),
    lat: hasLocation ? search.lat : undefined,
    lng: hasLocation ? search.lng : undefined,
    page: search.page ?? 1,
    pageSize: LISTING_PAGE_SIZE,
  };
}

/** Filters that narrow the results (not sort, page or the location used only for distance). */
export const FILTER_KEYS = [
  "q",
  "vehicleType",
  "city",
  "category",
  "minPrice",
  "maxPrice",
  "minRating",
  "pickDrop",
] as const satisfies readonly (keyof ListingSearch)[];

export function activeFilterCount(search: ListingSearch): number {
  return FILTER_KEYS.filter((key) => search[key] !== undefined).length;
}

/** The search with some filters changed; any change of filter starts again at page 1. */
export function withFilters(search: ListingSearch, changes: Partial<ListingSearch>): ListingSearch {
  const next: ListingSearch = { ...search, ...changes, page: undefined };
  return parseListingSearch(next as Record<string, unknown>);
}
