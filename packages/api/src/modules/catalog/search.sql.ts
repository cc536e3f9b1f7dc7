import { type SearchSort, VEHICLE_TYPES } from "@chamak/contracts";
import { Prisma } from "@chamak/db";
import {
  anyHit,
  bitsSet,
  cityQuery,
  docHit,
  docMatches,
  docQuery,
  MAX_TERMS,
  maskOf,
  ownAny,
  ownHit,
  type SqlTerm,
  serviceHit,
  vehicleQuery,
} from "./search-text.sql";

/** Search input after validation and parsing: filters lower-cased, text as terms, empties removed. */
export interface SearchQuery {
  /** The text's terms (search-text.sql.ts); empty when only filters were asked for. */
  terms: SqlTerm[];
  /** The terms' words joined, for ranking by similarity to a name or locality. */
  text: string;
  /** The whole query in normal form: a name or locality equal to it (or to `text`) ranks first. */
  normalised: string;
  /**
   * "all": a centre must match every term. "closest": it must match as many as the best centre does (at least
   * one), for the closest answers when nothing matches them all.
   */
  match: "all" | "closest";
  /** A vehicle type asked for by slug or name (the filter, the legacy body's vehicle_type). */
  vehicleType: string | null;
  /** Vehicle types read from the text ("bike"): a centre must price a service for one of them. */
  vehicleSlugs: string[] | null;
  /** Every lower-case name the asked-for cities' centres may be stored under; a centre must be in one. */
  cities: string[] | null;
  category: string | null;
  /**
   * The query itself, lower-cased, when it holds characters that are neither words nor the usual separators
   * ("100%", "Shine_Pro", only punctuation): a centre's name, locality or address must contain it as it is.
   */
  literal: string | null;
  /** A LIKE pattern for the PIN code: the PIN itself, or its first digits and "%" (the same area). */
  zipPattern: string | null;
  origin: { lat: number; lng: number } | null;
  /** The PIN of the place the origin is (a place search): a centre listing it reaches it for doorstep. */
  originPin: string | null;
  radiusKm: number | null;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  minRating: number | null;
  pickDrop: boolean;
  doorstep: boolean;
  /** Whether a centre needs at least one matching active service (search) or not (the plain centre list). */
  requireService: boolean;
  sort: SearchSort;
  limit: number;
  offset: number;
}

export interface SearchRow {
  id: number;
  name: string;
  locality: string;
  address: string;
  city: string;
  state: string;
  profile_image_url: string | null;
  rating_sum: number;
  rating_count: number;
  booking_count: number;
  offers_pick_drop: boolean;
  offers_doorstep: boolean;
  distance_km: number | null;
  matching_services: number;
  from_price: number | null;
  /** How many of the query's terms the centre matched (0 without text). */
  matched: number;
  total: number;
}

const { sql, empty, raw, join } = Prisma;

/**
 * Order clauses use only output column names, so the same clause sorts both the inner page and the outer join.
 * Relevance: an exact name or locality first, then how well the text matches the name and locality, then
 * distance (when the location is known), rating and popularity.
 */
const ORDER: Record<SearchSort, string> = {
  relevance:
    "exact DESC, rel DESC, distance_km ASC NULLS LAST, rating_avg DESC NULLS LAST, rating_count DESC, booking_count DESC, id ASC",
  distance: "distance_km ASC NULLS LAST, exact DESC, rel DESC, rating_avg DESC NULLS LAST, id ASC",
  price: "from_price ASC NULLS LAST, exact DESC, rel DESC, rating_avg DESC NULLS LAST, id ASC",
  rating: "rating_avg DESC NULLS LAST, rating_count DESC, booking_count DESC, id ASC",
  popular: "booking_count DESC, rating_avg DESC NULLS LAST, id ASC",
};

/** Great-circle distance in km (haversine), null for centres without coordinates. */
function distanceKm(q: SearchQuery): Prisma.Sql {
  if (!q.origin) return sql`NULL::float8`;
  const { lat, lng } = q.origin;
  // least() skips NULLs, so centres without coordinates are caught before it.
  return sql`(CASE WHEN c.latitude IS NULL OR c.longitude IS NULL THEN NULL::float8
    ELSE 12742.0 * asin(least(1.0, sqrt(
      power(sin(radians(c.latitude - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(c.latitude))
      * power(sin(radians(c.longitude - ${lng}::float8) / 2), 2)))) END)`;
}

/**
 * The centre goes to the origin: inside the area it drew or, without one, within its radius for the mode; or the
 * origin's PIN is one it lists (as booking/reach.ts decides for an address).
 */
function reaches(q: SearchQuery, radiusColumn: Prisma.Sql): Prisma.Sql {
  const inside = q.origin
    ? sql`c.service_area @> point(${q.origin.lng}::float8, ${q.origin.lat}::float8)`
    : sql`false`;
  return sql`(CASE WHEN c.service_area IS NULL THEN ${distanceKm(q)} <= ${radiusColumn} ELSE ${inside} END
    OR ${q.originPin}::text = ANY(c.service_pins))`;
}

const hasText = (q: SearchQuery) => q.terms.length > 0;

const hasPriceFilter = (q: SearchQuery) =>
  q.vehicleType !== null || q.vehicleSlugs !== null || q.minPricePaise !== null || q.maxPricePaise !== null;

const hasPriceRange = (q: SearchQuery) => q.minPricePaise !== null || q.maxPricePaise !== null;

/**
 * The vehicle filters as tsquery texts on a centre's document (`vehicle=<slug>`: it prices a live service for
 * the type), one per filter; null when there is none, or a price range or category asks for the service itself,
 * or a vehicle type is not one of ours.
 */
function vehicleParts(q: SearchQuery): string[] | null {
  if ((q.vehicleType === null && q.vehicleSlugs === null) || hasPriceRange(q) || q.category !== null)
    return null;
  const parts: string[] = [];
  if (q.vehicleType !== null) {
    const type = VEHICLE_TYPES.find(
      (v) => v.slug === q.vehicleType || v.name.toLowerCase() === q.vehicleType,
    );
    if (!type) return null;
    parts.push(vehicleQuery([type.slug]));
  }
  if (q.vehicleSlugs !== null) parts.push(vehicleQuery(q.vehicleSlugs));
  return parts;
}

/** What narrows a centre's document lookup besides the text: the city's names, the vehicle types. */
function docAlso(q: SearchQuery): string[] {
  const city = q.cities ? cityQuery(q.cities) : null;
  return [...(city ? [city] : []), ...(vehicleParts(q) ?? [])];
}

/** Conditions on a price row `p` (vehicle type and price range). */
function priceConditions(q: SearchQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (q.vehicleType) {
    parts.push(sql`p.vehicle_type_id = (SELECT vt.id FROM vehicle_types vt
      WHERE vt.slug = ${q.vehicleType}::text OR lower(vt.name) = ${q.vehicleType}::text
      ORDER BY (vt.slug = ${q.vehicleType}::text) DESC, vt.id LIMIT 1)`);
  }
  if (q.vehicleSlugs) {
    parts.push(
      sql`p.vehicle_type_id IN (SELECT vt.id FROM vehicle_types vt WHERE vt.slug = ANY(${q.vehicleSlugs}::text[]))`,
    );
  }
  if (q.minPricePaise !== null) parts.push(sql`p.price_paise >= ${q.minPricePaise}::int`);
  if (q.maxPricePaise !== null) parts.push(sql`p.price_paise <= ${q.maxPricePaise}::int`);
  return parts.length ? sql`AND ${join(parts, " AND ")}` : empty;
}

/** Conditions on a service row `s` that do not depend on its centre: active and in the category. */
function serviceConditions(q: SearchQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [sql`s.deleted_at IS NULL`];
  if (q.category) {
    parts.push(sql`s.category_id = (SELECT sc.id FROM service_categories sc
      WHERE sc.slug = ${q.category}::text OR lower(sc.name) = ${q.category}::text
      ORDER BY (sc.slug = ${q.category}::text) DESC, sc.id LIMIT 1)`);
  }
  return join(parts, " AND ");
}

/** Service `s` has a price that passes the price filters (vehicle type, range), when there are any. */
function pricedService(q: SearchQuery): Prisma.Sql {
  return hasPriceFilter(q)
    ? sql`AND EXISTS (SELECT 1 FROM service_prices p WHERE p.service_id = s.id ${priceConditions(q)})`
    : empty;
}

/**
 * Whether centre `c` has at least one service that passes the filters. Without a category or price filter, any
 * live service does: the centre's own count says so (centres.live_services, kept by a trigger on services), so
 * a box or a city of centres needs no look into services at all. Otherwise a correlated EXISTS, one index probe
 * per centre, rather than `c.id IN (all matching services)`: an IN list too big to hash in work_mem (every live
 * service at 25x) was rescanned for each centre (23 s for one search).
 */
function hasMatchingService(q: SearchQuery): Prisma.Sql {
  if (q.category === null && !hasPriceFilter(q)) return sql`c.live_services > 0`;
  // A vehicle type alone: the centre's document says which types it prices a live service for.
  const vehicles = vehicleParts(q);
  if (vehicles) return sql`c.live_services > 0 AND ${docMatches(vehicles)}`;
  return sql`EXISTS (SELECT 1 FROM services s
    WHERE s.centre_id = c.id AND ${serviceConditions(q)} ${pricedService(q)})`;
}

/** Centre-level conditions, and (unless `withoutServiceCheck`) "has a service that passes the filters". */
function centreConditions(q: SearchQuery, withoutServiceCheck = false): Prisma.Sql {
  const parts: Prisma.Sql[] = [sql`c.status = 'approved'`];
  if (q.cities) parts.push(sql`lower(c.city) = ANY(${q.cities}::text[])`);
  if (q.literal) {
    parts.push(sql`strpos(lower(c.name || ' ' || c.locality || ' ' || c.address), ${q.literal}::text) > 0`);
  }
  if (q.zipPattern) parts.push(sql`c.zip LIKE ${q.zipPattern}::text`);
  if (q.pickDrop) parts.push(sql`c.offers_pick_drop`);
  if (q.doorstep) parts.push(sql`c.offers_doorstep`);
  // Where the car is (a place or the visitor's location): only centres that go that far, or list its PIN.
  if (q.origin && q.pickDrop) parts.push(reaches(q, raw("c.pick_drop_radius_km")));
  if (q.origin && q.doorstep) parts.push(reaches(q, raw("c.doorstep_radius_km")));
  if (q.minRating !== null && q.minRating > 0) {
    parts.push(sql`c.rating_count > 0 AND c.rating_sum >= ${q.minRating}::float8 * c.rating_count`);
  }
  if (q.origin && q.radiusKm !== null) {
    // A bounding box first (cheap), then the exact distance.
    const dLat = q.radiusKm / 111.045;
    const dLng = q.radiusKm / (111.045 * Math.max(0.01, Math.cos((q.origin.lat * Math.PI) / 180)));
    parts.push(sql`c.latitude BETWEEN ${q.origin.lat - dLat}::float8 AND ${q.origin.lat + dLat}::float8`);
    parts.push(sql`c.longitude BETWEEN ${q.origin.lng - dLng}::float8 AND ${q.origin.lng + dLng}::float8`);
    parts.push(sql`${distanceKm(q)} <= ${q.radiusKm}::float8`);
  }
  if (q.requireService && !withoutServiceCheck) parts.push(hasMatchingService(q));
  return join(parts, " AND ");
}

/** A name or locality in the normal form of queries: lower case, words of letters and digits. */
const normalName = (column: string) => raw(`trim(regexp_replace(lower(${column}), '[^a-z0-9]+', ' ', 'g'))`);

/**
 * Exact name or locality match, and similarity of the text to the name (double) and locality, for candidates
 * `hits` with their own-text mask `cmask`: worked out only for those whose own text matched, every term for an
 * exact match, any for similarity (at least 0.1, so they all rank above the rest; word_similarity costs more
 * than the match itself). The rest matched through their services only: exact false, rel 0, and they rank by
 * distance, rating and popularity.
 */
function rankColumns(q: SearchQuery): Prisma.Sql {
  const forms = [...new Set([q.text, q.normalised])];
  const all = (1 << q.terms.length) - 1;
  return sql`(hits.cmask = ${all}::int AND (${normalName("hits.name")} = ANY(${forms}::text[])
      OR ${normalName("hits.locality")} = ANY(${forms}::text[]))) AS exact,
    CASE WHEN hits.cmask = 0 THEN 0::numeric ELSE greatest(0.1, round((2 * word_similarity(${q.text}::text, hits.name)
      + word_similarity(${q.text}::text, hits.locality))::numeric, 1)) END AS rel`;
}

/**
 * What a result card shows of centre `c`: its cover photo (the thumbnail, kept on the row) when it has one, else
 * the static image.
 */
const cardColumns = sql`c.id, c.name, c.locality, c.address, c.city, c.state,
    coalesce(c.cover_image_url, c.profile_image_url) AS profile_image_url,
    c.rating_sum, c.rating_count, c.booking_count, c.offers_pick_drop, c.offers_doorstep`;

/** The sort keys of centre `c` besides those on the card (rating_count, booking_count, id) and the text's. */
function sortColumns(q: SearchQuery): Prisma.Sql {
  return sql`c.rating_sum::float8 / NULLIF(c.rating_count, 0) AS rating_avg, ${distanceKm(q)} AS distance_km`;
}

/** The text's sort keys without text. */
const noRank = sql`FALSE AS exact, 0::numeric AS rel`;

function centreColumns(q: SearchQuery): Prisma.Sql {
  return sql`${cardColumns}, ${sortColumns(q)}`;
}

/**
 * Services of the page row `cand` that match, and their lowest relevant price. With text, a service counts when
 * the centre itself matched every term it matched, or when the service matches a term.
 */
function pageAggregate(q: SearchQuery, row = "cand"): Prisma.Sql {
  const text = hasText(q)
    ? sql`AND (${raw(row)}.cmask = ${raw(row)}.mask OR ${anyHit(q.terms, serviceHit)})`
    : empty;
  return sql`CROSS JOIN LATERAL (
    SELECT count(DISTINCT s.id)::int AS matching_services, min(p.price_paise)::int AS from_price
    FROM services s
    JOIN service_prices p ON p.service_id = s.id ${priceConditions(q)}
    WHERE s.centre_id = ${raw(row)}.id AND ${serviceConditions(q)} ${text}
  ) agg`;
}

/**
 * Per centre, in one grouped pass: matching services and lowest price. Filtered to a city or a radius, only
 * the services of centres that pass the centre-level filters are priced, each through its own index lookup: a
 * city's price sort reads that city's prices (2-4x faster at 2,000 centres). Otherwise prices are reduced per
 * service in one pass first, so both levels are plain hash aggregates (looking up every service one by one
 * would be 3x slower there).
 */
function groupedAggregate(q: SearchQuery): Prisma.Sql {
  const columns = sql`s.centre_id, count(*)::int AS matching_services, min(sp.price)::int AS from_price`;
  if (q.cities !== null || (q.origin !== null && q.radiusKm !== null)) {
    return sql`SELECT ${columns}
      FROM services s
      CROSS JOIN LATERAL (SELECT min(p.price_paise) AS price FROM service_prices p
        WHERE p.service_id = s.id ${priceConditions(q)}) sp
      WHERE ${serviceConditions(q)} AND sp.price IS NOT NULL
        AND s.centre_id IN (SELECT c.id FROM centres c WHERE ${centreConditions(q, true)})
      GROUP BY s.centre_id`;
  }
  return sql`SELECT ${columns}
    FROM services s
    JOIN (SELECT p.service_id, min(p.price_paise) AS price FROM service_prices p
      WHERE TRUE ${priceConditions(q)} GROUP BY p.service_id) sp ON sp.service_id = s.id
    WHERE ${serviceConditions(q)}
    GROUP BY s.centre_id`;
}

const page = (q: SearchQuery) => sql`LIMIT ${q.limit}::int OFFSET ${q.offset}::int`;

/** Centre-level conditions of a text search: it needs a live service, which the search indexes' predicate says. */
const textConditions = (q: SearchQuery) =>
  sql`c.status = 'approved' AND c.live_services > 0 AND c.search_doc @@ ${docQuery(q.terms, q.match, docAlso(q))}
    AND ${centreConditions(q)}`;

/** Whether the centres matched through their services alone keep a fixed order (rating, then popularity). */
const rankedByRating = (q: SearchQuery) => q.sort === "relevance" && q.origin === null && q.match === "all";

/**
 * A category or price range (or a vehicle type not ours): a term counts through a service only if that service
 * passes them. A vehicle type alone is the centre's (it prices a live service for it, and matches the text).
 */
const serviceFiltered = (q: SearchQuery) =>
  (hasPriceFilter(q) && vehicleParts(q) === null) || q.category !== null;

/** Whether centre `c` has a service that passes the filters and matches the term (stops at the first). */
const serviceMatch = (q: SearchQuery, term: SqlTerm) =>
  sql`EXISTS (SELECT 1 FROM services s WHERE s.centre_id = c.id AND ${serviceConditions(q)} ${pricedService(q)}
    AND ${serviceHit(term)})`;

/** With a service filter, each term matched by the centre's own text or by a service that passes it. */
const everyTermThroughFilters = (q: SearchQuery) =>
  serviceFiltered(q)
    ? sql`AND ${join(
        q.terms.map((term) => sql`(${ownHit(term)} OR ${serviceMatch(q, term)})`),
        " AND ",
      )}`
    : empty;

/** The fixed order of `rankedByRating`, as `centres_search_rank_idx` holds it. */
const RATING_ORDER = raw(
  "c.rating_sum::float8 / NULLIF(c.rating_count, 0) DESC NULLS LAST, c.rating_count DESC, c.booking_count DESC, c.id",
);

/**
 * With text: the approved centres whose document (`search_doc`: own text and services' words) matches every term
 * (or, for "closest", any) through its GIN index, each with a bit mask of the terms its own text matched
 * (`cmask`) and of all it matched (`mask`: with a category or price filter, a term counts through a service only
 * when that service passes them); then those that match every term (or as many as the best one), ranked on these
 * candidates alone, counted, sorted and paged, services aggregated for the page.
 *
 * Sorted by relevance without a location, those matched through their services alone rank by rating and
 * popularity only: then the page is the centres whose own text matched (ranked) and the first page's worth of the
 * rest read in that order from `centres_search_rank_idx`, and the total a count from the GIN index. A word most
 * centres offer ("foam": 1,700 of 2,000 at 1x, 42,000 at 25x) then reads a page, not them all.
 */
function textStatement(q: SearchQuery): Prisma.Sql {
  if (rankedByRating(q)) return tieredTextStatement(q);
  const order = raw(ORDER[q.sort]);
  const terms = q.terms;
  const all = (1 << terms.length) - 1;
  // The terms matched through services that pass the filters, or (without filters) through the document.
  const smask = serviceFiltered(q)
    ? maskOf(terms, (term) => serviceMatch(q, term))
    : q.match === "all"
      ? sql`${all}::int`
      : maskOf(terms, docHit);
  const enough =
    q.match === "all" ? sql`matched = ${terms.length}::int` : sql`matched = best AND matched > 0`;
  const priced = q.sort === "price";
  // Each per-row expression once: the candidates' masks first, then what ranks them (CTEs, not one SELECT,
  // where PostgreSQL would work out a mask again for each column using it).
  return sql`WITH hits AS MATERIALIZED (
      SELECT ${centreColumns(q)}, ${maskOf(terms, ownHit)} AS cmask, ${smask} AS smask
      FROM centres c WHERE ${textConditions(q)}),
    masked AS (SELECT hits.*, hits.cmask | hits.smask AS mask, ${rankColumns(q)} FROM hits),
    scored AS (SELECT masked.*, ${bitsSet(raw("masked.mask"), terms.length)} AS matched FROM masked),
    ranked AS (SELECT scored.*, max(matched) OVER () AS best FROM scored),
    cand AS (
      SELECT ranked.*, (count(*) OVER ())::int AS total ${priced ? sql`, agg.matching_services, agg.from_price` : empty}
      FROM ranked ${priced ? pageAggregate(q, "ranked") : empty}
      WHERE ${enough} ${priced ? sql`AND agg.matching_services > 0` : empty}
      ORDER BY ${order} ${page(q)})
    ${
      priced
        ? sql`SELECT cand.* FROM cand ORDER BY ${order}`
        : sql`SELECT cand.*, agg.matching_services, agg.from_price FROM cand ${pageAggregate(q)} ORDER BY ${order}`
    }`;
}

/** `textStatement` for `rankedByRating`: the same rows in the same order, reading a page's worth of the rest. */
function tieredTextStatement(q: SearchQuery): Prisma.Sql {
  const order = raw(ORDER[q.sort]);
  const all = (1 << q.terms.length) - 1;
  const matching = sql`${textConditions(q)} ${everyTermThroughFilters(q)}`;
  return sql`WITH hits AS MATERIALIZED (
      SELECT ${centreColumns(q)}, ${maskOf(q.terms, ownHit)} AS cmask
      FROM centres c WHERE ${matching} AND ${ownAny(q.terms)}),
    own AS (SELECT hits.*, ${rankColumns(q)} FROM hits),
    rest AS (
      SELECT ${centreColumns(q)}, 0 AS cmask, FALSE AS exact, 0::numeric AS rel
      FROM centres c WHERE ${matching} AND NOT ${ownAny(q.terms)}
      ORDER BY ${RATING_ORDER} LIMIT ${q.limit + q.offset}::int),
    cand AS (
      SELECT both_tiers.*, ${all}::int AS mask, ${q.terms.length}::int AS matched,
        (SELECT count(*) FROM centres c WHERE ${matching})::int AS total
      FROM (SELECT * FROM own UNION ALL SELECT * FROM rest) both_tiers
      ORDER BY ${order} ${page(q)})
    SELECT cand.*, agg.matching_services, agg.from_price FROM cand ${pageAggregate(q)} ORDER BY ${order}`;
}

/**
 * One statement: filter centres, count them (window), sort, page, and aggregate services only for the page.
 * Sorting by price needs every candidate's lowest price: then one grouped pass computes it for all.
 */
export function searchStatement(q: SearchQuery): Prisma.Sql {
  if (q.terms.length > MAX_TERMS) throw new Error(`At most ${MAX_TERMS} search terms`);
  if (hasText(q)) return textStatement(q);
  const order = raw(ORDER[q.sort]);
  if (q.sort === "price" && q.requireService) {
    return sql`WITH agg AS (${groupedAggregate(q)}),
      cand AS (
        SELECT ${centreColumns(q)}, ${noRank}, 0 AS matched, agg.matching_services, agg.from_price
        FROM centres c JOIN agg ON agg.centre_id = c.id
        WHERE ${centreConditions(q, true)})
      SELECT cand.*, (count(*) OVER ())::int AS total FROM cand WHERE matching_services > 0
      ORDER BY ${order} ${page(q)}`;
  }
  // The page is picked by id and sort keys alone, which a near-me search reads from the box's index without
  // visiting each centre's row (centres_approved_location_idx); the card's columns are read for the page only.
  return sql`WITH picked AS (
      SELECT c.id, c.rating_count, c.booking_count, ${sortColumns(q)}, ${noRank}, (count(*) OVER ())::int AS total
      FROM centres c WHERE ${centreConditions(q)}
      ORDER BY ${order} ${page(q)}),
    cand AS (
      SELECT ${cardColumns}, picked.rating_avg, picked.distance_km, picked.exact, picked.rel, 0 AS matched,
        picked.total
      FROM picked JOIN centres c ON c.id = picked.id)
    SELECT cand.*, agg.matching_services, agg.from_price FROM cand ${pageAggregate(q)}
    ORDER BY ${order}`;
}

/** The total on its own, for a page past the end (where the window count has no row to ride on). */
export function countStatement(q: SearchQuery): Prisma.Sql {
  if (!hasText(q)) return sql`SELECT count(*)::int AS total FROM centres c WHERE ${centreConditions(q)}`;
  return sql`SELECT coalesce(max(r.total), 0)::int AS total FROM (${searchStatement({ ...q, limit: 1, offset: 0 })}) r`;
}
