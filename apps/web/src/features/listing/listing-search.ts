import type { SearchInput, SearchSort } from "@chamak/contracts";
import * as z from "zod/mini";

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
 */
const text = (max: number) =>
  z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).trim().slice(0, max) || undefined),
      ),
    ),
    undefined,
  );
const number = (min: number, max: number) =>
  z.catch(z.optional(z.coerce.number().check(z.minimum(min), z.maximum(max))), undefined);

export const listingSearchSchema = z.object({
  q: text(100),
  vehicleType: text(40),
  city: text(100),
  category: text(60),
  minPrice: number(0, 100_000),
  maxPrice: number(0, 100_000),
  minRating: number(0, 5),
  pickDrop: z.catch(z.optional(z.boolean()), undefined),
  sort: z.catch(z.optional(z.enum(LISTING_SORTS)), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))), undefined),
  lat: number(-90, 90),
  lng: number(-180, 180),
});

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
  const parsed = listingSearchSchema.parse(raw);
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
