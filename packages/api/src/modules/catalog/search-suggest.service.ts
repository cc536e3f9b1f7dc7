import {
  cityNames,
  FILLER_PHRASES,
  foldDevanagari,
  normaliseWords,
  parseSearchQuery,
  SEARCH_CITIES,
  type SearchSuggestInput,
  type SearchSuggestion,
  type SearchSuggestOutput,
} from "@chamak/contracts";
import { type Db, Prisma } from "@chamak/db";
import { likeLiteral } from "../../lib/like-literal";
import { cachedRead } from "./catalog.cache";
import { CENTRE_TRGM, CENTRE_TSV } from "./search-text.sql";

const { sql, empty, join } = Prisma;

/** Cities whose name, other names or Hindi name start with what was typed, or that the parser read in it. */
function citySuggestions(query: string, named: readonly string[]): SearchSuggestion[] {
  const typed = normaliseWords(query).join(" ");
  const typedHi = foldDevanagari(query.trim());
  return SEARCH_CITIES.filter(
    (city) =>
      named.includes(city.name) ||
      (typed.length >= 2 &&
        [city.name.toLowerCase(), ...city.aliases].some((name) => name.startsWith(typed))) ||
      (typedHi.length >= 2 && foldDevanagari(city.hi).startsWith(typedHi)),
  ).map((city) => ({
    kind: "city",
    label: city.name,
    labelHi: city.hi,
    detail: null,
    query: city.name,
    centreId: null,
  }));
}

/** Each word a prefix: "foam fac" -> 'foam':* & 'fac':*. */
const prefixQuery = (words: readonly string[]) => words.map((w) => `'${w}':*`).join(" & ");

/**
 * What the search box offers as the visitor types: cities (from the vocabulary, in English and Hindi), then
 * localities, centres and services of the catalog whose words start with the words typed or are near them
 * (trigram similarity, for typos). Words naming a city narrow the rest to it.
 */
export async function suggest(db: Db, input: SearchSuggestInput): Promise<SearchSuggestOutput> {
  const parsed = parseSearchQuery(input.q);
  const cityWords = new Set(
    parsed.recognised.filter((r) => r.kind === "city").flatMap((r) => r.phrase.split(" ")),
  );
  const words = normaliseWords(input.q).filter((w) => !cityWords.has(w) && !FILLER_PHRASES.includes(w));
  const cities = citySuggestions(input.q, parsed.cities);
  const cityFilter =
    parsed.cities.length > 0
      ? sql`AND lower(c.city) = ANY(${parsed.cities.flatMap(cityNames)}::text[])`
      : empty;
  const key = `suggest:${JSON.stringify([words, parsed.cities, input.limit])}`;
  const fromCatalog = await cachedRead(db, key, async () => {
    if (words.length === 0) return localitiesOf(db, cityFilter, input.limit);
    const text = words.join(" ");
    const tsq = sql`to_tsquery('simple'::regconfig, ${prefixQuery(words)}::text)`;
    const fuzzy = text.length >= 4 ? sql` OR ${text}::text <% ${CENTRE_TRGM}` : empty;
    const [localities, centres, services] = await Promise.all([
      db.$queryRaw<{ locality: string; city: string }[]>(sql`
        SELECT c.locality, c.city FROM centres c
        WHERE c.status = 'approved' ${cityFilter}
          AND ((${CENTRE_TSV} @@ ${tsq} AND to_tsvector('simple'::regconfig, c.locality) @@ ${tsq})
            ${text.length >= 4 ? sql`OR (${text}::text <% ${CENTRE_TRGM} AND ${text}::text <% c.locality)` : empty})
        GROUP BY c.locality, c.city
        ORDER BY max(word_similarity(${text}::text, c.locality)) DESC, count(*) DESC, c.locality LIMIT 4`),
      db.$queryRaw<{ id: number; name: string; city: string }[]>(sql`
        SELECT c.id, c.name, c.city FROM centres c
        WHERE c.status = 'approved' ${cityFilter} AND (${CENTRE_TSV} @@ ${tsq}${fuzzy})
        ORDER BY word_similarity(${text}::text, c.name) DESC, c.booking_count DESC, c.id LIMIT 4`),
      db.$queryRaw<{ name: string; category: string }[]>(sql`
        SELECT s.sub_category_name AS name, sc.name AS category
        FROM services s JOIN service_categories sc ON sc.id = s.category_id
        WHERE s.deleted_at IS NULL AND (${join(
          words.map((w) => sql`s.sub_category_name ILIKE ${`%${likeLiteral(w)}%`}::text`),
          " AND ",
        )}${text.length >= 4 ? sql` OR ${text}::text <% s.sub_category_name` : empty})
        GROUP BY s.sub_category_name, sc.name
        ORDER BY max(word_similarity(${text}::text, s.sub_category_name)) DESC, count(*) DESC LIMIT 3`),
    ]);
    return [
      ...localities.map((row) => locality(row)),
      ...centres.map(
        (row): SearchSuggestion => ({
          kind: "centre",
          label: row.name,
          labelHi: null,
          detail: row.city,
          query: row.name,
          centreId: row.id,
        }),
      ),
      ...services.map(
        (row): SearchSuggestion => ({
          kind: "service",
          label: row.name,
          labelHi: null,
          detail: row.category,
          query: parsed.cities[0] ? `${row.name}, ${parsed.cities[0]}` : row.name,
          centreId: null,
        }),
      ),
    ];
  });
  return { suggestions: [...cities, ...fromCatalog].slice(0, input.limit) };
}

const locality = (row: { locality: string; city: string }): SearchSuggestion => ({
  kind: "locality",
  label: row.locality,
  labelHi: null,
  detail: row.city,
  query: `${row.locality}, ${row.city}`,
  centreId: null,
});

/** Only a city typed: its busiest localities. */
async function localitiesOf(db: Db, cityFilter: Prisma.Sql, limit: number): Promise<SearchSuggestion[]> {
  if (cityFilter === empty) return [];
  const rows = await db.$queryRaw<{ locality: string; city: string }[]>(sql`
    SELECT c.locality, c.city FROM centres c WHERE c.status = 'approved' ${cityFilter}
    GROUP BY c.locality, c.city ORDER BY sum(c.booking_count) DESC, c.locality LIMIT ${limit}::int`);
  return rows.map(locality);
}
