import type {
  CentreListInput,
  CentreListOutput,
  SearchInput,
  SearchOutput,
  SearchResult,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { queryJsonRows } from "../../lib/json-rows";
import { likeLiteral } from "../../lib/like-literal";
import { cachedRead } from "./catalog.cache";
import { toRating } from "./catalog.mapper";
import { countStatement, likePattern, type SearchQuery, type SearchRow, searchStatement } from "./search.sql";

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

const blankToNull = (text: string | undefined) => (text && text.length > 0 ? text : null);

function toQuery(input: SearchInput): SearchQuery {
  const { lat, lng } = input;
  if (lat !== undefined && lng === undefined) throw new DomainError("BAD_INPUT", "lngWithoutLat", "lng");
  if (lng !== undefined && lat === undefined) throw new DomainError("BAD_INPUT", "latWithoutLng", "lat");
  const origin = lat !== undefined && lng !== undefined ? { lat, lng } : null;
  if (input.sort === "distance" && !origin) {
    throw new DomainError("BAD_INPUT", "distanceNeedsLocation", "lat");
  }
  if (input.radiusKm !== undefined && !origin) {
    throw new DomainError("BAD_INPUT", "radiusNeedsLocation", "lat");
  }
  const { minPricePaise, maxPricePaise } = input;
  if (minPricePaise !== undefined && maxPricePaise !== undefined && minPricePaise > maxPricePaise) {
    throw new DomainError("BAD_INPUT", "priceRangeReversed", "maxPricePaise");
  }
  const q = blankToNull(input.q);
  return {
    pattern: q ? likePattern(q) : null,
    vehicleType: blankToNull(input.vehicleType?.toLowerCase()),
    city: blankToNull(input.city?.toLowerCase()),
    category: blankToNull(input.category?.toLowerCase()),
    origin,
    radiusKm: input.radiusKm ?? null,
    minPricePaise: minPricePaise ?? null,
    maxPricePaise: maxPricePaise ?? null,
    minRating: input.minRating ?? null,
    pickDrop: input.pickDrop === true,
    requireService: true,
    sort: input.sort,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
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

/**
 * Approved centres matching free text, vehicle type, city, category, price range, rating, pick & drop and
 * distance; one SQL statement (plus a count only for pages past the end).
 */
export async function searchCentres(db: Db, input: SearchInput): Promise<SearchOutput> {
  const query = toQuery(input);
  return cachedRead(db, `search:${JSON.stringify(query)}`, async () => {
    const { rows, total } = await run(db, query);
    if (total === 0 && (query.vehicleType || query.category)) await checkSlugs(db, query);
    return { items: rows.map(toResult), total, page: input.page, pageSize: input.pageSize };
  });
}

/** The plain list of approved centres (home carousel, "most searched" / "most rated"). */
export async function listCentres(db: Db, input: CentreListInput): Promise<CentreListOutput> {
  const query: SearchQuery = {
    ...toQuery({ page: input.page, pageSize: input.pageSize, sort: input.sort }),
    city: blankToNull(input.city?.toLowerCase()),
    requireService: false,
  };
  return cachedRead(db, `centres:${JSON.stringify(query)}`, async () => {
    const { rows, total } = await run(db, query);
    const items = rows.map(toResult).map(({ distanceKm: _d, matchingServices: _m, ...card }) => card);
    return { items, total, page: input.page, pageSize: input.pageSize };
  });
}
