import { parseSearchQuery } from "@chamak/contracts";
import { type Db, Prisma } from "@chamak/db";

const { sql } = Prisma;

/**
 * For each word, the most similar word (pg_trgm similarity, at least 0.3) of the catalog's own vocabulary: the
 * words of approved centres' names, localities and cities, of live services' names and of categories. Run
 * only when a search found nothing whole, so its full pass over the words is rare.
 */
async function nearestWords(db: Db, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const rows = await db.$queryRaw<{ term: string; word: string }[]>(sql`
    WITH vocabulary AS (
      SELECT DISTINCT w FROM (
        SELECT regexp_split_to_table(lower(c.name || ' ' || c.locality || ' ' || c.city), '[^a-z0-9]+') AS w
        FROM centres c WHERE c.status = 'approved'
        UNION ALL
        SELECT regexp_split_to_table(lower(n.name), '[^a-z0-9]+')
        FROM (SELECT DISTINCT s.sub_category_name AS name FROM services s WHERE s.deleted_at IS NULL) n
        UNION ALL
        SELECT regexp_split_to_table(lower(sc.name), '[^a-z0-9]+') FROM service_categories sc
      ) x WHERE length(w) >= 3)
    SELECT t.term, best.w AS word FROM unnest(${words}::text[]) AS t(term)
    CROSS JOIN LATERAL (
      SELECT v.w FROM vocabulary v WHERE similarity(v.w, t.term) >= 0.3
      ORDER BY similarity(v.w, t.term) DESC, v.w LIMIT 1) best`);
  return new Map(rows.map((row) => [row.term, row.word]));
}

/**
 * The query with each word the catalog does not know replaced by the nearest one it does ("ceramc coating"
 * -> "ceramic coating"), or null when no word changes. Words the parser read as a city, vehicle, category or
 * filler are kept as they are.
 */
export async function didYouMean(db: Db, query: string): Promise<string | null> {
  const parsed = parseSearchQuery(query);
  const words = parsed.terms.flatMap((term) =>
    term.kind === "word" && term.text.length >= 3 ? [term.text] : [],
  );
  const nearest = await nearestWords(db, [...new Set(words)]);
  let changed = false;
  const corrected = parsed.normalised
    .split(" ")
    .map((word) => {
      const better = nearest.get(word);
      if (!better || better === word) return word;
      changed = true;
      return better;
    })
    .join(" ");
  return changed ? corrected : null;
}
