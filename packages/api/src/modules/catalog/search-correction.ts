import { editDistance, parseSearchQuery, spelledQuery, VOCABULARY_WORDS } from "@chamak/contracts";
import { Prisma } from "@chamak/db";

const { sql } = Prisma;

/** Runs a statement and gives its rows (the service's pool or Prisma, or the benchmark's plain pool). */
export type SearchExec = <T>(statement: Prisma.Sql) => Promise<T[]>;

/** The parser's words by first letter: a typo seldom hits the first letter, and 600 edit distances cost 3 ms. */
const VOCABULARY_BY_LETTER = new Map<string, string[]>();
for (const word of VOCABULARY_WORDS) {
  const bucket = VOCABULARY_BY_LETTER.get(word[0] ?? "") ?? [];
  bucket.push(word);
  VOCABULARY_BY_LETTER.set(word[0] ?? "", bucket);
}

/** How many of the nearest dictionary words (by trigram distance) are weighed for a misspelt word. */
const NEAREST = 8;

/** Edits allowed for a word of this length: one up to 4 letters ("wsh" -> "wash"), two up to 7, three beyond. */
const editsAllowed = (word: string) => (word.length <= 4 ? 1 : word.length <= 7 ? 2 : 3);

interface WordRow {
  input: string;
  kind: "known" | "joined" | "near";
  word: string | null;
  spaced: string | null;
}

/**
 * From the catalogue's dictionary (`search_words`, kept by triggers: migration `search_documents`), for the
 * query's words: which some word of the catalogue begins with (known), which adjacent pairs run together are a
 * word of it ("aqua shine", "shine aqua" -> "aquashine"), and the nearest words to the others (GiST KNN on trigrams).
 */
function dictionaryStatement(words: string[], pairs: string[]): Prisma.Sql {
  return sql`WITH t AS (SELECT DISTINCT w FROM unnest(${words}::text[]) AS u(w))
    SELECT t.w AS input, 'known' AS kind, NULL::text AS word, NULL::text AS spaced FROM t
    WHERE EXISTS (SELECT 1 FROM search_words sw
      WHERE sw.word >= t.w AND sw.word < t.w || '~' AND sw.spaced IS NULL)
    UNION ALL
    SELECT p.w, 'joined', sw.word, sw.spaced FROM unnest(${pairs}::text[]) AS p(w)
    JOIN search_words sw ON sw.word = p.w AND sw.spaced IS NULL
    UNION ALL
    SELECT t.w, 'near', n.word, n.spaced FROM t CROSS JOIN LATERAL (
      SELECT sw.word, sw.spaced FROM search_words sw WHERE length(t.w) >= 3
      ORDER BY sw.word <-> t.w LIMIT ${NEAREST}::int) n`;
}

/**
 * The nearest word within the edits allowed: the fewest edits; among equals, the catalogue's nearer by trigrams,
 * then the parser's own words ("safia" -> "safai", a filler word the catalogue does not hold).
 */
function nearest(word: string, candidates: WordRow[]): string | null {
  if (/[0-9]/.test(word)) return null;
  const max = editsAllowed(word);
  let best: { text: string; distance: number } | null = null;
  const weigh = (candidate: string, text: string) => {
    const distance = editDistance(word, candidate, max);
    if (distance <= max && (!best || distance < best.distance)) best = { text, distance };
  };
  for (const row of candidates) {
    if (row.word && !(row.word === word && !row.spaced)) weigh(row.word, row.spaced ?? row.word);
  }
  for (const known of VOCABULARY_BY_LETTER.get(word[0] ?? "") ?? []) {
    if (known !== word && Math.abs(known.length - word.length) <= max) weigh(known, known);
  }
  return (best as { text: string } | null)?.text ?? null;
}

/**
 * The query with its text words read against the catalogue's own words, or null when none changes: a word no
 * word of the catalogue begins with becomes the nearest one within a few edits ("cermic coting" -> "ceramic
 * coating") or the words it runs together ("foamfactory" -> "foam factory"), and two words that are one word of
 * the catalogue are joined ("aqua shine" -> "aquashine"). Cities, vehicles and categories the parser
 * read are as it read them ("noeda" -> "noida"). Asked only when the query as typed matches nothing.
 */
export async function correctQuery(exec: SearchExec, query: string): Promise<string | null> {
  const parsed = parseSearchQuery(query);
  const textWords = new Set(
    parsed.terms.flatMap((term) => (term.kind === "word" && term.text.length >= 2 ? [term.text] : [])),
  );
  // Words the parser read as a city, vehicle or category it already spelled its way ("noeda" -> "noida").
  const words = (spelledQuery(parsed) ?? parsed.normalised).split(" ");
  const asTyped = () => {
    const spelled = words.join(" ");
    return spelled === parsed.normalised ? null : spelled;
  };
  if (textWords.size === 0) return asTyped();
  const pairs: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i] ?? "", words[i + 1] ?? ""];
    if (textWords.has(a) && textWords.has(b)) pairs.push(a + b, b + a);
  }
  const rows = await exec<WordRow>(dictionaryStatement([...textWords], pairs));
  const known = new Set(rows.flatMap((row) => (row.kind === "known" ? [row.input] : [])));
  const joined = new Set(rows.flatMap((row) => (row.kind === "joined" ? [row.input] : [])));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    const next = words[i + 1];
    // Two words of one name, in either order ("shine aqua" -> "aquashine").
    const pair = [word + next, `${next}${word}`].find((w) => joined.has(w));
    if (next !== undefined && textWords.has(word) && textWords.has(next) && pair) {
      out.push(pair);
      i += 1;
      continue;
    }
    if (!textWords.has(word) || known.has(word)) {
      out.push(word);
      continue;
    }
    out.push(
      nearest(
        word,
        rows.filter((row) => row.kind === "near" && row.input === word),
      ) ?? word,
    );
  }
  const corrected = out.join(" ");
  return corrected === parsed.normalised ? null : corrected;
}
