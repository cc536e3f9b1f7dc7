import {
  type CentreListInput,
  type CentreListOutput,
  cityNames,
  type ParsedQuery,
  parseSearchQuery,
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
import type { Place } from "../places";
import { cachedRead } from "./catalog.cache";
import { toRating } from "./catalog.mapper";
import { countStatement, type SearchQuery, type SearchRow, searchStatement } from "./search.sql";
import { correctQuery, type SearchExec } from "./search-correction";
import { PLACE_RADIUS_KM, placeOfQuery, termsBesidePlace } from "./search-place";
import { baseQuery, searchAttempts, withText } from "./search-query";

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

async function run(exec: SearchExec, query: SearchQuery): Promise<{ rows: SearchRow[]; total: number }> {
  const rows = await exec<SearchRow>(searchStatement(query));
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  if (query.offset === 0) return { rows, total: 0 };
  const [count] = await exec<{ total: number }>(countStatement(query));
  return { rows, total: count?.total ?? 0 };
}

/** The service's statements straight on the pg pool where it has one, their rows as JSON (lib/json-rows). */
const execOn =
  (db: Db): SearchExec =>
  <T>(statement: Parameters<SearchExec>[0]) =>
    queryJsonRows<T>({ pool: db }, statement);

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

function understoodOf(parsed: ParsedQuery | null, query: SearchQuery, place: Place | null): SearchUnderstood {
  return {
    cities: parsed ? parsed.cities : [],
    vehicles: parsed ? parsed.vehicleLabels : [],
    categories: parsed ? parsed.categories : [],
    features: parsed ? parsed.features : [],
    pin: parsed ? parsed.pin : null,
    nearMe: parsed?.nearMe ?? false,
    text: query.text,
    place: place && {
      kind: place.kind,
      name: place.name,
      nameHi: place.nameHi,
      pin: place.pin,
      city: place.city,
      district: place.district,
      state: place.state,
    },
  };
}

/**
 * The query read as "near a place" when its words name one (the gazetteer: a PIN, post office, locality or
 * landmark): the other terms, centres within PLACE_RADIUS_KM of it, nearest first unless the visitor chose an
 * order. A PIN is first read as before (the centres with that PIN), and as a place only when none has it.
 */
function nearPlaceQueries(input: SearchInput, parsed: ParsedQuery, place: Place): SearchQuery[] {
  const origin = { lat: place.latitude, lng: place.longitude };
  const base = {
    ...baseQuery({ ...input, lat: undefined, lng: undefined, radiusKm: undefined }),
    origin,
    originPin: place.pin,
    radiusKm: input.radiusKm ?? PLACE_RADIUS_KM,
  };
  if (input.sort === "relevance") base.sort = "distance";
  const rest = { ...parsed, terms: termsBesidePlace(parsed.terms, place) };
  const inPin = withText(base, rest, "parsed", "all");
  if (!(parsed.pin && place.phrase === parsed.pin)) return [inPin];
  return [inPin, { ...inPin, zipPattern: null }];
}

/**
 * Approved centres matching free text, vehicle type, city, category, price range, rating, pick & drop and
 * distance. The text is read by the contracts' parser (cities, vehicles, categories, features and PINs it
 * names become filters) and matched against each centre's stored search document (search.sql.ts). When
 * nothing matches, the text is tried word for word, then with misspelt words corrected against the catalogue's
 * own words (answered with `correctedQuery`), then for the closest answers; when still nothing, the answer
 * carries the nearest or most popular centres within the visitor's own filters and the correction if any.
 */
export async function searchCentres(db: Db, input: SearchInput): Promise<SearchOutput> {
  const attempts = searchAttempts(input);
  const key = `search:${JSON.stringify(attempts[0]?.query)}:${input.q ?? ""}`;
  return cachedRead(db, key, () =>
    answerSearch(execOn(db), input, async () => {
      const first = attempts[0];
      if (first && (first.query.vehicleType || first.query.category)) await checkSlugs(db, first.query);
    }),
  );
}

/**
 * The search's statements in order, run by `exec`: catalog.search's service, and the benchmark's raw-pg
 * baseline with the same statements. `whenNothing` runs before an answer without any match (the service names
 * an unknown vehicle type or category there).
 */
export async function answerSearch(
  exec: SearchExec,
  asked: SearchInput,
  whenNothing: () => Promise<void> = async () => {},
): Promise<SearchOutput> {
  const answer = { ...pageOf<SearchResult>(asked, [], 0), alternatives: [] };
  const askedText = asked.q?.trim() ? parseSearchQuery(asked.q) : null;
  const place = askedText ? await placeOfQuery(exec, asked, askedText) : null;
  const found = (
    rows: SearchRow[],
    total: number,
    parsed: ParsedQuery | null,
    query: SearchQuery,
    correctedQuery: string | null,
  ): SearchOutput => ({
    ...answer,
    items: rows.map(toResult),
    total,
    understood: asked.q ? understoodOf(parsed, query, place) : null,
    match: "all",
    didYouMean: null,
    correctedQuery,
  });
  for (const query of place && askedText ? nearPlaceQueries(asked, askedText, place) : []) {
    const { rows, total } = await run(exec, query);
    if (total > 0) return found(rows, total, askedText, query, null);
  }
  // Nothing near the place matched: the text as usual, distances (and the alternatives) from the place.
  const input = place ? { ...asked, lat: place.latitude, lng: place.longitude } : asked;
  const attempts = searchAttempts(input, askedText ?? undefined);
  for (const { query, parsed } of attempts) {
    if (query.match !== "all") continue;
    const { rows, total } = await run(exec, query);
    if (total > 0) return found(rows, total, parsed, query, null);
  }
  const corrected = input.q ? await correctQuery(exec, input.q) : null;
  if (corrected) {
    for (const { query, parsed } of searchAttempts({ ...input, q: corrected })) {
      if (query.match !== "all") continue;
      const { rows, total } = await run(exec, query);
      if (total > 0) return found(rows, total, parsed, query, corrected);
    }
  }
  // The closest answers are alternatives, shown on the first page only; items always match everything.
  if (input.page === 1) {
    for (const { query, parsed } of attempts) {
      if (query.match !== "closest") continue;
      const { rows, total } = await run(exec, query);
      if (total === 0) continue;
      return {
        ...answer,
        understood: input.q ? understoodOf(parsed, query, place) : null,
        match: "closest",
        didYouMean: corrected,
        correctedQuery: null,
        alternatives: rows.map(toResult),
      };
    }
  }
  await whenNothing();
  const first = attempts[0];
  if (!input.q || !first) {
    return { ...answer, understood: null, match: "all", didYouMean: null, correctedQuery: null };
  }
  return {
    ...answer,
    understood: understoodOf(first.parsed, first.query, place),
    match: "none",
    didYouMean: corrected,
    correctedQuery: null,
    alternatives: input.page > 1 ? [] : await alternatives(exec, input, first.parsed),
  };
}

/** The nearest (with a location) or most popular centres within the visitor's filters and the cities named. */
async function alternatives(
  exec: SearchExec,
  input: SearchInput,
  parsed: ParsedQuery | null,
): Promise<SearchResult[]> {
  const base = baseQuery({ ...input, q: undefined, page: 1, pageSize: Math.min(input.pageSize, 6) });
  if (!base.cities && parsed && parsed.cities.length > 0) base.cities = parsed.cities.flatMap(cityNames);
  base.sort = base.origin ? "distance" : "popular";
  const { rows } = await run(exec, base);
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
    const { rows, total } = await run(execOn(db), query);
    const items = rows.map(toResult).map(({ distanceKm: _d, matchingServices: _m, ...card }) => card);
    return pageOf(input, items, total);
  });
}
