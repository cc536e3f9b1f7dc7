import type { SearchInput, SearchSort } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import * as z from "zod/mini";
import { rupeesField, searchFields, urlPage } from "../search-params/search-params";

/**
 * The listing's filters as they appear in the URL, so a search can be shared. Prices are whole rupees here
 * (readable links) and paise on the wire. Anything malformed in a hand-edited URL is dropped, not an error.
 */
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

/** Each filter checked with zod: catalog.search's own checks (search-params.ts), the prices in rupees. */
const { q, vehicleType, city, category, minRating, pickDrop, sort, lat, lng } = searchFields;
const listingFields = searchResolver({
  q,
  vehicleType,
  city,
  category,
  minPrice: rupeesField,
  maxPrice: rupeesField,
  minRating,
  // The defaults (no pick & drop, relevance, page 1) stay out of the URL.
  pickDrop: z.pipe(
    pickDrop,
    z.transform((on) => on || undefined),
  ),
  sort: z.pipe(
    sort,
    z.transform((order) => (order === "relevance" ? undefined : order)),
  ),
  page: urlPage,
  lat,
  lng,
});

/** The route's validateSearch: keeps only the filters that are set and valid. */
export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  const search: ListingSearch = listingFields(raw);
  // A location is a pair; distance needs one.
  if (search.lat === undefined || search.lng === undefined) {
    delete search.lat;
    delete search.lng;
    if (search.sort === "distance") delete search.sort;
  }
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
