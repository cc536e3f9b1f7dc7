import type { SearchSort } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import * as z from "zod/mini";
import type { ProfileTab } from "../profile/profile-page";

/*
 * The site's URL search parameters, each checked with zod through `searchResolver` (as the console's are): a
 * value its schema refuses, e.g. in a hand-edited URL, is dropped and the page shows its default instead of
 * failing the route.
 *
 * These checks run in the entry bundle of every page (a route's validateSearch is part of the route tree), so
 * they are written with zod/mini, which the build gives the entry as its own tree-shaken copy (entryZodMini in
 * vite.config.ts): about 5 kB gzipped, against about 21 kB for the full zod that @chamak/contracts' schemas
 * need, which would put the home page over its JS budget. So where a parameter is an API input's field, its
 * schema here restates the contract's checks instead of importing them, and search-params.test.ts holds each
 * to the contract's own schema, value for value.
 */

/** The contracts' `SEARCH_SORTS` (the tests check they are the same). */
export const SEARCH_SORT_ORDERS = [
  "relevance",
  "distance",
  "price",
  "rating",
  "popular",
] as const satisfies readonly SearchSort[];

/** The contracts' `MAX_PAGE`. */
const MAX_PAGE = 10_000;

/**
 * A text field. It also takes a number (the router reads each parameter as JSON when it can, so `?q=18` arrives
 * as the number 18), and text longer than the field allows is cut to that length, as the page's own inputs do,
 * rather than dropped.
 */
function urlText(max: number) {
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === "string" || typeof value === "number" ? String(value).trim().slice(0, max) : value,
    ),
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
  );
}

/**
 * A number field that also takes numeric text (`?page=02` or `?page="2"`, which the router leaves as text),
 * read with `Number()`.
 */
function urlNumber(min: number, max: number) {
  return z.optional(z.coerce.number().check(z.gte(min), z.lte(max)));
}

/**
 * The fields of catalog.search's input (the contracts' `searchInput`) that the URL carries, with their checks;
 * `page` is also `pageInput`'s. The contract's defaults (sort "relevance", page 1) are left to the pages.
 */
export const searchFields = {
  q: urlText(100),
  vehicleType: urlText(40),
  city: urlText(100),
  category: urlText(60),
  lat: urlNumber(-90, 90),
  lng: urlNumber(-180, 180),
  minRating: urlNumber(0, 5),
  pickDrop: z.optional(z.boolean()),
  sort: z.optional(z.enum(SEARCH_SORT_ORDERS)),
  page: z.optional(z.coerce.number().check(z.multipleOf(1), z.gte(1), z.lte(MAX_PAGE))),
};

/** Rupees, up to ₹1,00,000 as the listing's price filters take them (paise on the wire). */
export const rupeesField = urlNumber(0, 100_000);

/** A page number; page 1, the default, stays out of the URL. */
export const urlPage = z.pipe(
  searchFields.page,
  z.transform((page) => (page !== undefined && page > 1 ? page : undefined)),
);

/** `?expired=true`: the API refused the stored token (see lib/auth-errors.ts); the login page says so. */
export const loginSearch = searchResolver({
  expired: z.pipe(
    z.literal([true, "true"]),
    z.transform(() => true as const),
  ),
});

/** `?token=…`: the emailed password reset link's token (the page checks it against the contract's schema). */
export const resetPasswordSearch = searchResolver({ token: z.string().check(z.maxLength(100)) });

/** `?code=…`: the booking just made, shown on /booking-complete. */
export const bookingCompleteSearch = searchResolver({ code: z.string().check(z.maxLength(40)) });

/** `?vehicleType=sedan` (from a filtered listing) preselects that vehicle on a centre's page. */
export const centreSearch = searchResolver({ vehicleType: searchFields.vehicleType });

const PROFILE_TABS = ["latest", "history", "profile"] as const satisfies readonly ProfileTab[];

/** The profile's tab and the page of its booking history (booking.mine's `pageInput`); defaults stay out. */
export const profileSearch = searchResolver({
  tab: z.pipe(
    z.enum(PROFILE_TABS),
    z.transform((tab): ProfileTab | undefined => (tab === "latest" ? undefined : tab)),
  ),
  page: urlPage,
  /** A booking's code: the link in its SMS or WhatsApp message opens that booking. */
  booking: z.string().check(z.maxLength(20), z.regex(/^[A-Za-z0-9]{4,}$/)),
});

/** The centre whose plan /plans/<id>/subscribe subscribes to (its page's link carries it). */
export const planSubscribeSearch = searchResolver({ centre: urlNumber(1, 2_147_483_647) });
