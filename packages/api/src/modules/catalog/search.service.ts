import {
  type CentreListInput,
  type CentreListOutput,
  cityNames,
  type ParsedQuery,
  type SearchInput,
  type SearchOutput,
  type SearchResult,
  type SearchUnderstood,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { queryJsonRows } from "../../lib/json-rows";
import { likeLiteral } from "../../lib/like-literal";
import { pageOf } from "../../lib/page";
import { cachedRead } from "./catalog.cache";
import { toRating } from "./catalog.mapper";
import { countStatement, type SearchQuery, type SearchRow, searchStatement } from "./search.sql";
import { didYouMean } from "./search-did-you-mean";
import { baseQuery, searchAttempts } from "./search-query";

function toResult(row: SearchRow): SearchResult {
  return {
    id: row.id,
    name: row.name,
    locality: row.locality,
    address: row.address,
    city: row.city,
    state: row.state,
    profileImageUrl: row.profile_image_url,
    rating: toRating(row.rating_sum, row.rating_count),
    bookingCount: row.booking_count,
    offersPickDrop: row.offers_pick_drop,
    offersDoorstep: row.offers_doorstep,
    fromPricePaise: row.from_price,
    distanceKm: row.distance_km === null ? null : Math.round(row.distance_km * 100) / 100,
    matchingServices: row.matching_services,
  };
}

async function run(db: Db, query: SearchQuery): Promise<{ rows: SearchRow[]; total: number }> {
  const rows = await queryJsonRows<SearchRow>(db, searchStatement(query));
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  if (query.offset === 0) return { rows, total: 0 };
  const [count] = await db.$queryRaw<{ total: number }[]>(countStatement(query));
  return { rows, total: count?.total ?? 0 };
}

/** An unknown vehicle type or category is a mistake worth naming, not just "no results". Checked only then. */
async function checkSlugs(db: Db, query: SearchQuery): Promise<void> {
  const [vehicleType, category] = await Promise.all([
    query.vehicleType
      ? db.vehicleType.findFirst({
          where: {
            OR: [
              { slug: query.vehicleType },
              { name: { equals: likeLiteral(query.vehicleType), mode: "insensitive" } },
            ],
          },
          select: { id: true },
        })
      : true,
    query.category
      ? db.serviceCategory.findFirst({
          where: {
            OR: [
              { slug: query.category },
              { name: { equals: likeLiteral(query.category), mode: "insensitive" } },
            ],
          },
          select: { id: true },
        })
      : true,
  ]);
  if (!vehicleType)
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.unknownVehicleType", values: { slug: query.vehicleType ?? "" } },
      "vehicleType",
    );
  if (!category)
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.unknownCategory", values: { slug: query.category ?? "" } },
      "category",
    );
}

function understoodOf(parsed: ParsedQuery | null, query: SearchQuery): SearchUnderstood {
  return {
    cities: parsed ? parsed.cities : [],
    vehicles: parsed ? parsed.vehicleLabels : [],
    categories: parsed ? parsed.categories : [],
    features: parsed ? parsed.features : [],
    pin: parsed ? parsed.pin : null,
    nearMe: parsed?.nearMe ?? false,
    text: query.text,
  };
}

/**
 * Approved centres matching free text, vehicle type, city, category, price range, rating, pick & drop and
 * distance. The text is read by the contracts' parser (cities, vehicles, categories, features and PINs it
 * names become filters) and matched by full text and trigram similarity (search.sql.ts). When nothing matches,
 * the text is tried word for word, then for the closest answers; when still nothing, the answer carries the
 * nearest or most popular centres within the visitor's own filters and a corrected query if one is near.
 */
export async function searchCentres(db: Db, input: SearchInput): Promise<SearchOutput> {
  const attempts = searchAttempts(input);
  const key = `search:${JSON.stringify(attempts[0]?.query)}:${input.q ?? ""}`;
  return cachedRead(db, key, async () => {
    const answer = { ...pageOf<SearchResult>(input, [], 0), alternatives: [] };
    for (const { query, parsed } of attempts) {
      // The closest answers are alternatives, shown on the first page only; items always match everything.
      if (query.match === "closest" && input.page > 1) continue;
      const { rows, total } = await run(db, query);
      if (total === 0) continue;
      const understood = input.q ? understoodOf(parsed, query) : null;
      if (query.match === "all") {
        return { ...answer, items: rows.map(toResult), total, understood, match: "all", didYouMean: null };
      }
      const didYouMeanText = await didYouMean(db, input.q ?? "");
      return {
        ...answer,
        understood,
        match: "closest",
        didYouMean: didYouMeanText,
        alternatives: rows.map(toResult),
      };
    }
    const first = attempts[0];
    if (first && (first.query.vehicleType || first.query.category)) await checkSlugs(db, first.query);
    if (!input.q || !first) return { ...answer, understood: null, match: "all", didYouMean: null };
    return {
      ...answer,
      understood: understoodOf(first.parsed, first.query),
      match: "none",
      didYouMean: await didYouMean(db, input.q),
      alternatives: input.page > 1 ? [] : await alternatives(db, input, first.parsed),
    };
  });
}

/** The nearest (with a location) or most popular centres within the visitor's filters and the cities named. */
async function alternatives(db: Db, input: SearchInput, parsed: ParsedQuery | null): Promise<SearchResult[]> {
  const base = baseQuery({ ...input, q: undefined, page: 1, pageSize: Math.min(input.pageSize, 6) });
  if (!base.cities && parsed && parsed.cities.length > 0) base.cities = parsed.cities.flatMap(cityNames);
  base.sort = base.origin ? "distance" : "popular";
  const { rows } = await run(db, base);
  return rows.map(toResult);
}

/** The plain list of approved centres (home carousel, "most searched" / "most rated"). */
export async function listCentres(db: Db, input: CentreListInput): Promise<CentreListOutput> {
  const query: SearchQuery = {
    ...baseQuery({ page: input.page, pageSize: input.pageSize, sort: input.sort }),
    cities: input.city?.trim() ? cityNames(input.city.trim()) : null,
    requireService: false,
  };
  return cachedRead(db, `centres:${JSON.stringify(query)}`, async () => {
    const { rows, total } = await run(db, query);
    const items = rows.map(toResult).map(({ distanceKm: _d, matchingServices: _m, ...card }) => card);
    return pageOf(input, items, total);
  });
}
