import type { SearchTerm } from "@chamak/contracts";
import { Prisma } from "@chamak/db";

const { sql, raw, join } = Prisma;

/**
 * The documents search matches, kept by the migration `search_documents` (generated columns and triggers) and
 * indexed with GIN: `centres.search_own`, a centre's own text (name, locality, city, PIN, address);
 * `centres.search_doc`, that and the words of its live services with a `category=<slug>` word per category it
 * serves; `services.search_doc`, a service's name and description. The full-text and trigram expressions
 * below are the autocomplete's (search-suggest.service.ts, migration `search_text_indexes`).
 */
export const CENTRE_TSV = raw(
  "to_tsvector('simple'::regconfig, c.name || ' ' || c.locality || ' ' || c.city || ' ' || c.zip || ' ' || c.address)",
);
export const CENTRE_TRGM = raw("(c.name || ' ' || c.locality || ' ' || c.address)");

/** At most this many terms take part (bits of a mask); longer queries keep their first ones. */
export const MAX_TERMS = 8;

/**
 * A term as tsquery texts ('simple' lexemes: the parser leaves letters and digits only): for a centre's whole
 * document (a category word also matches the category's own word) and for text (a centre's own, a service's).
 * Words match by prefix, numbers exactly, phrases as adjacent words.
 */
export interface SqlTerm {
  doc: string;
  text: string;
  categorySlug: string | null;
}

const lexeme = (word: string) => `'${word.replace(/'/g, "")}'`;

function textQuery(term: SearchTerm): string {
  switch (term.kind) {
    case "number":
      return lexeme(term.text);
    case "phrase":
      return term.words.map(lexeme).join(" <-> ");
    case "category":
    case "word":
      return term.text.length >= 2 ? `${lexeme(term.text)}:*` : lexeme(term.text);
  }
}

export function toSqlTerm(term: SearchTerm): SqlTerm {
  const text = `(${textQuery(term)})`;
  const categorySlug = term.kind === "category" ? term.slug : null;
  return {
    doc: categorySlug ? `(${textQuery(term)} | ${lexeme(`category=${categorySlug}`)})` : text,
    text,
    categorySlug,
  };
}

const tsquery = (text: string) => sql`${text}::tsquery`;

/**
 * A city's names as a tsquery a centre's document must match, or null when a name is not plain words: for each
 * name one of its words (the longest: "new delhi" -> "delhi"), which every centre stored under it has. Single
 * words, not phrases: the planner keeps to the GIN index for those (the city itself is checked exactly besides).
 */
export function cityQuery(cities: readonly string[]): string | null {
  if (!cities.every((name) => /^[a-z0-9]+( [a-z0-9]+)*$/.test(name))) return null;
  const words = cities.map((name) => name.split(" ").reduce((a, b) => (b.length > a.length ? b : a)));
  return [...new Set(words)].map(lexeme).join(" | ");
}

/** Vehicle types (any of them) as the `vehicle=<slug>` words of a centre's document. */
export const vehicleQuery = (slugs: readonly string[]) =>
  slugs.map((slug) => lexeme(`vehicle=${slug}`)).join(" | ");

/**
 * Every term (match "all") or any of them ("closest"), and `also` (the city's names, the vehicle types: each
 * must match too): what a centre's `search_doc` must match, a GIN lookup.
 */
export function docQuery(
  terms: readonly SqlTerm[],
  match: "all" | "closest",
  also: readonly string[],
): Prisma.Sql {
  const text = terms.map((term) => term.doc).join(match === "all" ? " & " : " | ");
  return tsquery([text, ...also].map((part) => `(${part})`).join(" & "));
}

/** Whether centre `c`'s document matches every one of `parts` (tsquery texts). */
export const docMatches = (parts: readonly string[]) =>
  sql`c.search_doc @@ ${tsquery(parts.map((part) => `(${part})`).join(" & "))}`;

/** Whether centre `c`'s own text matches any of the terms (GIN on `search_own`). */
export const ownAny = (terms: readonly SqlTerm[]) =>
  sql`c.search_own @@ ${tsquery(terms.map((term) => term.text).join(" | "))}`;

/** Whether centre `c`'s document (its own text or its services') matches the term. */
export const docHit = (term: SqlTerm) => sql`c.search_doc @@ ${tsquery(term.doc)}`;

/** Whether centre `c`'s own text (name, locality, city, PIN, address) matches the term. */
export const ownHit = (term: SqlTerm) => sql`c.search_own @@ ${tsquery(term.text)}`;

/** Whether service `s` matches the term: its name or description, its category's name, or the category named. */
export function serviceHit(term: SqlTerm): Prisma.Sql {
  const slug = term.categorySlug ? sql` OR sc.slug = ${term.categorySlug}::text` : sql``;
  // An uncorrelated ARRAY(...) is worked out once per statement (a handful of categories).
  return sql`(s.search_doc @@ ${tsquery(term.text)} OR s.category_id = ANY(ARRAY(
    SELECT sc.id FROM service_categories sc
    WHERE to_tsvector('simple'::regconfig, sc.name) @@ ${tsquery(term.text)}${slug})))`;
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

/** Whether any term matches (`hit` for each, OR-ed). */
export function anyHit(terms: readonly SqlTerm[], hit: (term: SqlTerm) => Prisma.Sql): Prisma.Sql {
  return sql`(${join(terms.map(hit), " OR ")})`;
}
