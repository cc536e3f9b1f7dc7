import { searchAttempts } from "@chamak/api/search-query";
import { answerSearch } from "@chamak/api/search-service";
import { type SearchQuery, searchStatement } from "@chamak/api/search-sql";
import type { SearchInput } from "@chamak/contracts";
import type pg from "pg";

type Input = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const num = (value: unknown) => (typeof value === "number" ? value : undefined);

/**
 * Search input (tRPC field names, or the legacy body's) to the search service's first query: the same parser
 * and the same SQL, without the zod validation.
 */
function toSearchInput(input: Input): SearchInput {
  const pageSize = num(input.pageSize ?? input.limit) ?? 12;
  return {
    q: text(input.q ?? input.search),
    vehicleType: text(input.vehicleType ?? input.vehicle_type),
    city: text(input.city),
    category: text(input.category),
    lat: num(input.lat),
    lng: num(input.lng),
    radiusKm: num(input.radiusKm ?? input.radius_km),
    minPricePaise: num(input.minPricePaise),
    maxPricePaise: num(input.maxPricePaise),
    minRating: num(input.minRating ?? input.rating),
    pickDrop: input.pickDrop === true || input.pick_drop === true ? true : undefined,
    sort: (text(input.sort) ?? "relevance") as SearchInput["sort"],
    page: num(input.page) ?? 1,
    pageSize,
  };
}

export function toSearchQuery(input: Input, requireService = true): SearchQuery {
  const [first] = searchAttempts(toSearchInput(input));
  if (!first) throw new Error("A search has at least one attempt");
  return { ...first.query, requireService };
}

/** The service's own search statement, run on a plain pg pool. */
export async function runSearch(pool: pg.Pool, input: Input, requireService = true) {
  const statement = searchStatement(toSearchQuery(input, requireService));
  const { rows } = await pool.query(statement.text, statement.values as unknown[]);
  return { items: rows, total: (rows[0]?.total as number | undefined) ?? 0 };
}

/**
 * catalog.search's whole sequence of statements for a text (every reading, the correction against the
 * catalogue's words, the closest answers, the alternatives: search.service.ts's `answerSearch`), each run on
 * the plain pg pool.
 */
export function runTextSearch(pool: pg.Pool, input: Input) {
  return answerSearch(async <T>(statement: { text: string; values: unknown[] }) => {
    const { rows } = await pool.query(statement.text, statement.values);
    return rows as T[];
  }, toSearchInput(input));
}

/** Everything the centre details page shows, in one hand-written statement (JSON built by PostgreSQL). */
const CENTRE_SQL = `
SELECT c.id, c.name, c.address, c.locality, c.city, c.state, c.zip, c.gstin, c.mobile, c.description,
  c.profile_image_url, c.latitude, c.longitude, c.rating_sum, c.rating_count, c.booking_count, c.slot_minutes,
  c.bays, c.offers_pick_drop, c.offers_doorstep, c.pick_drop_fee_paise,
  (SELECT coalesce(json_agg(h ORDER BY h.weekday), '[]') FROM
    (SELECT weekday, opens_at, closes_at, closed FROM opening_hours WHERE centre_id = c.id) h) AS opening_hours,
  (SELECT coalesce(json_agg(ph ORDER BY ph.position, ph.id), '[]') FROM
    (SELECT id, url, caption, position FROM centre_photos WHERE centre_id = c.id) ph) AS photos,
  (SELECT coalesce(json_agg(sv ORDER BY sv.category_position, sv.id), '[]') FROM (
    SELECT s.id, s.category_id, sc.name AS category_name, sc.slug AS category_slug, sc.position AS category_position,
      s.sub_category_name, s.description, s.duration_minutes, s.driver_fee_paise, s.rating_sum, s.rating_count,
      s.booking_count,
      (SELECT coalesce(json_agg(pr ORDER BY pr.position), '[]') FROM (
        SELECT p.vehicle_type_id, vt.slug, vt.name, vt.position, p.price_paise
        FROM service_prices p JOIN vehicle_types vt ON vt.id = p.vehicle_type_id WHERE p.service_id = s.id) pr) AS prices
    FROM services s JOIN service_categories sc ON sc.id = s.category_id
    WHERE s.centre_id = c.id AND s.deleted_at IS NULL) sv) AS services
FROM centres c WHERE c.id = $1 AND c.status = 'approved'`;

export async function runCentre(pool: pg.Pool, id: number) {
  const { rows } = await pool.query(CENTRE_SQL, [id]);
  return rows[0] ?? null;
}

/** GET /api/vendors (listCentres): approved centres, most booked first, services not required. */
export const runCentreList = (pool: pg.Pool, input: Input) =>
  runSearch(pool, { sort: "popular", limit: 100, ...input }, false);

/** GET /api/get-categoryProduct (listCategories): categories with their listed services counted. */
export async function runCategories(pool: pg.Pool) {
  const { rows } = await pool.query(`
    SELECT sc.id, sc.slug, sc.name, sc.description,
      (SELECT count(*)::int FROM services s JOIN centres c ON c.id = s.centre_id
       WHERE s.category_id = sc.id AND s.deleted_at IS NULL AND c.status = 'approved') AS service_count
    FROM service_categories sc ORDER BY sc.position, sc.id`);
  return { status: true, data: rows };
}
