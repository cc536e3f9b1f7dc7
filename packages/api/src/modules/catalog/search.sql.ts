import type { SearchSort } from "@chamak/contracts";
import { Prisma } from "@chamak/db";

/** Search input after validation: text pattern escaped, slugs lower-cased, empties removed. */
export interface SearchQuery {
  /** A lower-case LIKE pattern ("%steam%") for q, or null. */
  pattern: string | null;
  vehicleType: string | null;
  city: string | null;
  category: string | null;
  origin: { lat: number; lng: number } | null;
  radiusKm: number | null;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  minRating: number | null;
  pickDrop: boolean;
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
  total: number;
}

const { sql, empty, raw, join } = Prisma;

/** A lower-case LIKE pattern with wildcards escaped, so user text is matched literally and case-insensitively. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Order clauses use only output column names, so the same clause sorts both the inner page and the outer join. */
const ORDER: Record<SearchSort, string> = {
  relevance: "tier ASC, rating_avg DESC NULLS LAST, rating_count DESC, booking_count DESC, id ASC",
  distance: "distance_km ASC NULLS LAST, rating_avg DESC NULLS LAST, id ASC",
  price: "from_price ASC NULLS LAST, rating_avg DESC NULLS LAST, id ASC",
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

function centreTextHit(q: SearchQuery): Prisma.Sql {
  if (!q.pattern) return sql`TRUE`;
  return sql`(lower(c.name) LIKE ${q.pattern}::text OR lower(c.locality) LIKE ${q.pattern}::text OR lower(c.city) LIKE ${q.pattern}::text)`;
}

/** 0: name matches, 1: locality or city matches, 2: only a service matches. */
function relevanceTier(q: SearchQuery): Prisma.Sql {
  if (!q.pattern) return sql`0`;
  return sql`CASE WHEN lower(c.name) LIKE ${q.pattern}::text THEN 0
    WHEN lower(c.locality) LIKE ${q.pattern}::text OR lower(c.city) LIKE ${q.pattern}::text THEN 1 ELSE 2 END`;
}

const hasPriceFilter = (q: SearchQuery) =>
  q.vehicleType !== null || q.minPricePaise !== null || q.maxPricePaise !== null;

/** Conditions on a price row `p` (vehicle type and price range). */
function priceConditions(q: SearchQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (q.vehicleType) {
    parts.push(sql`p.vehicle_type_id = (SELECT vt.id FROM vehicle_types vt
      WHERE vt.slug = ${q.vehicleType}::text OR lower(vt.name) = ${q.vehicleType}::text
      ORDER BY (vt.slug = ${q.vehicleType}::text) DESC, vt.id LIMIT 1)`);
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

/** Whether service `s` itself matches the free text (sub-category or category name). */
function serviceTextHit(q: SearchQuery): Prisma.Sql {
  if (!q.pattern) return sql`TRUE`;
  return sql`(lower(s.sub_category_name) LIKE ${q.pattern}::text
    OR s.category_id IN (SELECT sc.id FROM service_categories sc
      WHERE lower(sc.name) LIKE ${q.pattern}::text OR sc.slug LIKE ${q.pattern}::text))`;
}

/**
 * Whether centre `c` has at least one matching service; `extra` narrows the services further. A correlated
 * EXISTS, one index probe per centre, rather than `c.id IN (all matching services)`: under the OR of a text
 * search PostgreSQL cannot turn either into a join, and an IN list too big to hash in work_mem (every live
 * service at 25x) was rescanned for each centre (23 s for one search).
 */
function hasMatchingService(q: SearchQuery, extra: Prisma.Sql = empty): Prisma.Sql {
  const prices = hasPriceFilter(q)
    ? sql`AND EXISTS (SELECT 1 FROM service_prices p WHERE p.service_id = s.id ${priceConditions(q)})`
    : empty;
  return sql`EXISTS (SELECT 1 FROM services s
    WHERE s.centre_id = c.id AND ${serviceConditions(q)} ${prices} ${extra})`;
}

/** Centre-level conditions, and (unless `withoutServiceCheck`) "has a matching service". */
function centreConditions(q: SearchQuery, withoutServiceCheck = false): Prisma.Sql {
  const parts: Prisma.Sql[] = [sql`c.status = 'approved'`];
  if (q.city) parts.push(sql`lower(c.city) = ${q.city}::text`);
  if (q.pickDrop) parts.push(sql`c.offers_pick_drop`);
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
  if (!q.requireService) {
    if (q.pattern) parts.push(centreTextHit(q));
  } else if (!withoutServiceCheck) {
    parts.push(
      q.pattern
        ? sql`((${centreTextHit(q)} AND ${hasMatchingService(q)})
            OR ${hasMatchingService(q, sql`AND ${serviceTextHit(q)}`)})`
        : hasMatchingService(q),
    );
  }
  return join(parts, " AND ");
}

function centreColumns(q: SearchQuery): Prisma.Sql {
  return sql`c.id, c.name, c.locality, c.address, c.city, c.state, c.profile_image_url,
    c.rating_sum, c.rating_count, c.booking_count, c.offers_pick_drop, c.offers_doorstep,
    c.rating_sum::float8 / NULLIF(c.rating_count, 0) AS rating_avg,
    ${distanceKm(q)} AS distance_km,
    ${relevanceTier(q)} AS tier`;
}

/** Services of the page row `cand` that match, and their lowest relevant price. */
function pageAggregate(q: SearchQuery): Prisma.Sql {
  const text = q.pattern ? sql`AND (cand.tier < 2 OR ${serviceTextHit(q)})` : empty;
  return sql`CROSS JOIN LATERAL (
    SELECT count(DISTINCT s.id)::int AS matching_services, min(p.price_paise)::int AS from_price
    FROM services s
    JOIN service_prices p ON p.service_id = s.id ${priceConditions(q)}
    WHERE s.centre_id = cand.id AND ${serviceConditions(q)} ${text}
  ) agg`;
}

/**
 * Per centre, in one grouped pass: matching services and lowest price, both over all its services (used when
 * the centre itself matched the text) and over the services that matched it.
 *
 * Filtered to a city or a radius, only the services of centres that pass the centre-level filters are priced,
 * each through its own index lookup: a city's price sort reads that city's prices (2-4x faster at 2,000
 * centres). Otherwise prices are reduced per service in one pass first, so both levels are plain hash
 * aggregates (looking up every service one by one would be 3x slower there).
 */
function groupedAggregate(q: SearchQuery): Prisma.Sql {
  const text = serviceTextHit(q);
  const columns = sql`s.centre_id,
      count(*)::int AS n_all, min(sp.price)::int AS p_all,
      (count(*) FILTER (WHERE ${text}))::int AS n_text,
      (min(sp.price) FILTER (WHERE ${text}))::int AS p_text`;
  if (q.city !== null || (q.origin !== null && q.radiusKm !== null)) {
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

/**
 * One statement: filter centres, count them (window), sort, page, and aggregate services only for the page.
 * Sorting by price needs every candidate's lowest price: then one grouped pass computes it for all.
 */
export function searchStatement(q: SearchQuery): Prisma.Sql {
  const order = raw(ORDER[q.sort]);
  if (q.sort === "price" && q.requireService) {
    return sql`WITH agg AS (${groupedAggregate(q)}),
      cand AS (
        SELECT ${centreColumns(q)},
          CASE WHEN ${relevanceTier(q)} < 2 THEN agg.n_all ELSE agg.n_text END AS matching_services,
          CASE WHEN ${relevanceTier(q)} < 2 THEN agg.p_all ELSE agg.p_text END AS from_price
        FROM centres c JOIN agg ON agg.centre_id = c.id
        WHERE ${centreConditions(q, true)})
      SELECT cand.*, (count(*) OVER ())::int AS total FROM cand WHERE matching_services > 0
      ORDER BY ${order} LIMIT ${q.limit}::int OFFSET ${q.offset}::int`;
  }
  return sql`WITH cand AS (
      SELECT ${centreColumns(q)}, (count(*) OVER ())::int AS total
      FROM centres c WHERE ${centreConditions(q)}
      ORDER BY ${order} LIMIT ${q.limit}::int OFFSET ${q.offset}::int)
    SELECT cand.*, agg.matching_services, agg.from_price FROM cand ${pageAggregate(q)}
    ORDER BY ${order}`;
}

/** The total on its own, for a page past the end (where the window count has no row to ride on). */
export function countStatement(q: SearchQuery): Prisma.Sql {
  return sql`SELECT count(*)::int AS total FROM centres c WHERE ${centreConditions(q)}`;
}
