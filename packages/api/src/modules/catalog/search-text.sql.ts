import type { SearchTerm } from "@chamak/contracts";
import { Prisma } from "@chamak/db";

const { sql, raw, join } = Prisma;

/**
 * The documents search matches, written exactly as the migration `search_text_indexes` indexes them (GIN), so
 * PostgreSQL uses those indexes: full text ('simple': no stemming, any language) over a centre's name, locality,
 * city, PIN and address and over a service's name and description; trigrams (pg_trgm) over a centre's name,
 * locality and address and over a service's name.
 */
export const CENTRE_TSV = raw(
  "to_tsvector('simple'::regconfig, c.name || ' ' || c.locality || ' ' || c.city || ' ' || c.zip || ' ' || c.address)",
);
export const CENTRE_TRGM = raw("(c.name || ' ' || c.locality || ' ' || c.address)");
/** The name and locality without spaces, for words typed run together ("jetspray", "karolbagh"). */
export const CENTRE_JOINED_TRGM = raw("replace(c.name || c.locality, ' ', '')");
export const SERVICE_TSV = raw(
  "to_tsvector('simple'::regconfig, s.sub_category_name || ' ' || s.description)",
);

/** At most this many terms take part (bits of a mask); longer queries keep their first ones. */
export const MAX_TERMS = 8;

/**
 * A term as SQL inputs: the tsquery text (prefix for words, exact for numbers, adjacent for phrases), the word
 * for trigram similarity (words of 4 letters or more only: shorter ones share too few trigrams to mean
 * anything), and the category slug for category words.
 */
export interface SqlTerm {
  tsquery: string;
  fuzzy: string | null;
  categorySlug: string | null;
}

/** tsquery syntax is built by us from words of letters and digits only (the parser drops everything else). */
const lexeme = (word: string) => `'${word.replace(/'/g, "")}'`;

export function toSqlTerm(term: SearchTerm): SqlTerm {
  switch (term.kind) {
    case "number":
      return { tsquery: lexeme(term.text), fuzzy: null, categorySlug: null };
    case "phrase":
      return { tsquery: term.words.map(lexeme).join(" <-> "), fuzzy: null, categorySlug: null };
    case "category":
      return { tsquery: `${lexeme(term.text)}:*`, fuzzy: term.text, categorySlug: term.slug };
    case "word":
      return {
        tsquery: term.text.length >= 2 ? `${lexeme(term.text)}:*` : lexeme(term.text),
        fuzzy: term.text.length >= 4 ? term.text : null,
        categorySlug: null,
      };
  }
}

const tsq = (term: SqlTerm) => sql`to_tsquery('simple'::regconfig, ${term.tsquery}::text)`;

/** Whether centre `c` itself (name, locality, city, PIN, address) matches the term. */
export function centreHit(term: SqlTerm): Prisma.Sql {
  const fuzzy = term.fuzzy
    ? sql` OR ${term.fuzzy}::text <% ${CENTRE_TRGM} OR ${term.fuzzy}::text <% ${CENTRE_JOINED_TRGM}`
    : sql``;
  return sql`(${CENTRE_TSV} @@ ${tsq(term)}${fuzzy})`;
}

/** Whether service `s` matches the term: its name or description, its category's name, or the category named. */
export function serviceHit(term: SqlTerm): Prisma.Sql {
  const parts: Prisma.Sql[] = [sql`${SERVICE_TSV} @@ ${tsq(term)}`];
  if (term.fuzzy) parts.push(sql`${term.fuzzy}::text <% s.sub_category_name`);
  const categoryText = term.fuzzy
    ? sql`to_tsvector('simple'::regconfig, sc.name) @@ ${tsq(term)} OR ${term.fuzzy}::text <% sc.name`
    : sql`to_tsvector('simple'::regconfig, sc.name) @@ ${tsq(term)}`;
  const slug = term.categorySlug ? sql` OR sc.slug = ${term.categorySlug}::text` : sql``;
  // An uncorrelated ARRAY(...) is worked out once, and `= ANY` of it keeps the OR indexable: with `IN (SELECT ...)`
  // PostgreSQL scanned every service and built its tsvector (155 ms at 1x for a word no service has; 9 ms now).
  parts.push(
    sql`s.category_id = ANY(ARRAY(SELECT sc.id FROM service_categories sc WHERE ${categoryText}${slug}))`,
  );
  return sql`(${join(parts, " OR ")})`;
}

/** A bit mask of the terms `hit` says match: bit i for term i. */
export function maskOf(terms: readonly SqlTerm[], hit: (term: SqlTerm) => Prisma.Sql): Prisma.Sql {
  return join(
    terms.map((term, i) => sql`(CASE WHEN ${hit(term)} THEN ${1 << i}::int ELSE 0 END)`),
    " | ",
  );
}

/** How many bits of `mask` (an SQL int expression) are set, among the first `count`. */
export function bitsSet(mask: Prisma.Sql, count: number): Prisma.Sql {
  return join(
    Array.from(
      { length: count },
      (_, i) => sql`(CASE WHEN (${mask}) & ${1 << i}::int <> 0 THEN 1 ELSE 0 END)`,
    ),
    " + ",
  );
}

/** Whether any term matches (`hit` for each, OR-ed), so an index on each document can find the rows. */
export function anyHit(terms: readonly SqlTerm[], hit: (term: SqlTerm) => Prisma.Sql): Prisma.Sql {
  return sql`(${join(terms.map(hit), " OR ")})`;
}
