import { ABBREVIATIONS, DEVANAGARI_WORDS, ROMAN_NUMERALS, SEARCH_CITIES } from "./vocabulary";

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;

/** Nukta and chandrabindu folded (ड़ -> ड, ँ -> ं), so the spellings people type compare equal. */
export function foldDevanagari(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .normalize("NFC");
}

const devanagariWords = new Map<string, string>();
for (const [hindi, latin] of Object.entries(DEVANAGARI_WORDS))
  devanagariWords.set(foldDevanagari(hindi), latin);
for (const city of SEARCH_CITIES) {
  const words = city.hi.split(" ");
  const latin = city.name.toLowerCase().split(" ");
  // "ग्रेटर नोएडा" spells "greater noida" word for word; single words are what is looked up.
  if (words.length === latin.length) {
    words.forEach((word, i) => {
      const key = foldDevanagari(word);
      if (!devanagariWords.has(key)) devanagariWords.set(key, latin[i] ?? "");
    });
  }
}

/** A Devanagari word in the Latin spelling of the data, or the word itself when it is not one we know. */
function spellDevanagari(word: string): string {
  return devanagariWords.get(foldDevanagari(word)) ?? word;
}

/**
 * The query as words in normal form: lower case, Devanagari digits and known words in Latin, punctuation
 * gone, letters and digits split ("sector62" -> "sector 62", "sec-62" -> "sector 62"), short forms spelt
 * out ("ngr" -> "nagar", "ph ii" -> "phase 2").
 */
export function normaliseWords(query: string): string[] {
  const text = query
    .normalize("NFC")
    .toLowerCase()
    .replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/&/g, " and ")
    // Letters (Latin or Devanagari with its marks) and digits are words; everything else separates them.
    .replace(/[^a-z0-9\u0900-\u097F]+/g, " ")
    .replace(/([a-z])([0-9])/g, "$1 $2")
    .replace(/([0-9])([a-z])/g, "$1 $2");
  const words: string[] = [];
  for (const raw of text.split(" ")) {
    if (!raw) continue;
    const word = DEVANAGARI.test(raw) ? spellDevanagari(raw) : raw;
    for (const part of word.split(" ")) {
      const previous = words[words.length - 1];
      if ((previous === "phase" || previous === "sector") && ROMAN_NUMERALS[part]) {
        words.push(ROMAN_NUMERALS[part]);
      } else if (ABBREVIATIONS[part] && (part.length > 1 || previous !== undefined)) {
        // A lone "w" or "e" is a direction only after a place ("andheri w").
        words.push(ABBREVIATIONS[part]);
      } else {
        words.push(part);
      }
    }
  }
  return words;
}

/** Three rows of the distance table, reused by every call (words are short; longer ones grow them). */
let rowBuffers = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edit distance with adjacent transpositions counted as one edit ("nodia" is one edit from "noida"), stopping
 * early once it exceeds `max`. Three rolling rows, allocated once: the parser and search's correction weigh
 * hundreds of words per query.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > (rowBuffers[0]?.length ?? 0)) {
    rowBuffers = [0, 1, 2].map(() => new Int32Array(b.length + 1));
  }
  let [before, previous, current] = rowBuffers as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? max + 1;
}
