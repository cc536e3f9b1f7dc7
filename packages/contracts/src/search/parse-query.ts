import type { VehicleTypeSlug } from "../vehicles";
import { editDistance, normaliseWords } from "./normalise";
import {
  FILLER_PHRASES,
  NEAR_ME_PHRASES,
  SEARCH_CATEGORIES,
  SEARCH_CITIES,
  SEARCH_FEATURES,
  SEARCH_VEHICLES,
  SERVICE_WORDS,
  type SearchFeature,
} from "./vocabulary";

/** A piece of the query that must match a centre's text (name, locality, address, PIN, its services). */
export type SearchTerm =
  /** One word, matched by prefix and, from 3 letters, by trigram similarity (typos, words run together). */
  | { kind: "word"; text: string }
  /** A number ("18" of "Sector 18"), matched exactly. */
  | { kind: "number"; text: string }
  /** "sector 62", "phase 2": the words next to each other, exactly. */
  | { kind: "phrase"; text: string; words: string[] }
  /** A category word: a service in the category, or the word itself in the text. */
  | { kind: "category"; text: string; slug: string };

export type RecognisedKind =
  | "city"
  | "vehicle"
  | "category"
  | "service"
  | "feature"
  | "locality"
  | "pin"
  | "nearMe";

/** What the parser made of a stretch of the query, for labels ("Noida", "Motorcycle") and the benchmark. */
export interface Recognised {
  kind: RecognisedKind;
  /** The words of the query it came from, in normal form. */
  phrase: string;
  /** The city's name, vehicle label, category slug, feature, locality or PIN. */
  value: string;
  /** For a misspelt word read as a city, vehicle or category ("noeda"): the word it was read as ("noida"). */
  spelled?: string;
}

export interface ParsedQuery {
  /** The whole query in normal form. */
  normalised: string;
  /** What must match as text (all of it, or as much as any centre matches when nothing matches it all). */
  terms: SearchTerm[];
  /** The terms' words joined, for ranking by similarity ("" when only filters were typed). */
  text: string;
  /** Cities named (canonical names); a centre must be in one of them. */
  cities: string[];
  /** Vehicle types named: a centre must price a service for one of them. */
  vehicleSlugs: VehicleTypeSlug[];
  vehicleLabels: VehicleTypeSlug[];
  /** Category slugs named (also present as `category` terms). */
  categories: string[];
  features: SearchFeature[];
  pin: string | null;
  nearMe: boolean;
  recognised: Recognised[];
}

type Meaning =
  | { kind: "city"; value: string }
  | { kind: "vehicle"; value: VehicleTypeSlug; slugs: readonly VehicleTypeSlug[] }
  | { kind: "category"; value: string }
  | { kind: "service"; value: string }
  | { kind: "feature"; value: SearchFeature }
  | { kind: "nearMe" }
  | { kind: "filler" };

/** Every known phrase -> its meaning. Earlier entries win over later ones for the same phrase. */
const PHRASES = new Map<string, Meaning>();
const add = (phrase: string, meaning: Meaning) => {
  if (!PHRASES.has(phrase)) PHRASES.set(phrase, meaning);
};
for (const city of SEARCH_CITIES) {
  add(city.name.toLowerCase(), { kind: "city", value: city.name });
  for (const alias of city.aliases) add(alias, { kind: "city", value: city.name });
}
for (const feature of SEARCH_FEATURES) {
  for (const phrase of feature.phrases) add(phrase, { kind: "feature", value: feature.feature });
}
for (const phrase of NEAR_ME_PHRASES) add(phrase, { kind: "nearMe" });
for (const category of SEARCH_CATEGORIES) {
  for (const phrase of category.phrases) add(phrase, { kind: "category", value: category.slug });
}
for (const phrase of FILLER_PHRASES) if (phrase.includes(" ")) add(phrase, { kind: "filler" });
for (const vehicle of SEARCH_VEHICLES) {
  for (const phrase of vehicle.phrases)
    add(phrase, { kind: "vehicle", value: vehicle.label, slugs: vehicle.slugs });
}
for (const phrase of SERVICE_WORDS) add(phrase, { kind: "service", value: phrase });
for (const phrase of FILLER_PHRASES) add(phrase, { kind: "filler" });
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((phrase) => phrase.split(" ").length));

/**
 * Every word of the parser's phrases (cities and their other names, vehicles, categories, service words,
 * features, filler): what a misspelt word may also be corrected to besides the catalogue's words.
 */
export const VOCABULARY_WORDS: readonly string[] = [
  ...new Set([...PHRASES.keys()].flatMap((phrase) => phrase.split(" ")).filter((w) => /^[a-z]{3,}$/.test(w))),
];

/** One-word cities, vehicles and categories, the only vocabulary a typo is corrected to. */
const FUZZY_TARGETS = [...PHRASES.entries()].filter(
  ([phrase, meaning]) =>
    !phrase.includes(" ") &&
    (meaning.kind === "city" || meaning.kind === "vehicle" || meaning.kind === "category"),
);

/** A misspelt city, vehicle or category word ("noeda", "gurgon", "detailng"): one edit from 5 letters, two from 8. */
function fuzzyMeaning(word: string): { meaning: Meaning; phrase: string } | undefined {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return undefined;
  const max = word.length >= 8 ? 2 : 1;
  let best: { meaning: Meaning; phrase: string; distance: number } | undefined;
  for (const [phrase, meaning] of FUZZY_TARGETS) {
    if (phrase.length < 4) continue;
    const distance = editDistance(word, phrase, max);
    if (distance <= max && (!best || distance < best.distance)) best = { meaning, phrase, distance };
  }
  return best;
}

const PIN = /^[1-9][0-9]{5}$/;
const NUMBER = /^[0-9]+$/;
const LOCALITY_HEADS = new Set(["sector", "phase", "block", "pocket", "stage", "gate"]);

/**
 * Reads a search box query: cities (and their other names), vehicles, categories, features, PIN codes,
 * sectors and phases become filters or exact phrases; filler is dropped; the rest is text to match.
 */
export function parseSearchQuery(query: string): ParsedQuery {
  const words = normaliseWords(query);
  const parsed: ParsedQuery = {
    normalised: words.join(" "),
    terms: [],
    text: "",
    cities: [],
    vehicleSlugs: [],
    vehicleLabels: [],
    categories: [],
    features: [],
    pin: null,
    nearMe: false,
    recognised: [],
  };
  const pushUnique = <T>(list: T[], value: T) => {
    if (!list.includes(value)) list.push(value);
  };
  let i = 0;
  while (i < words.length) {
    const word = words[i] ?? "";
    const next = words[i + 1];
    if (PIN.test(word)) {
      parsed.pin ??= word;
      parsed.recognised.push({ kind: "pin", phrase: word, value: word });
      i += 1;
      continue;
    }
    if (LOCALITY_HEADS.has(word) && next !== undefined && /^[0-9]+[a-z]?$|^[a-z]$/.test(next)) {
      const phrase = `${word} ${next}`;
      parsed.terms.push({ kind: "phrase", text: phrase, words: [word, next] });
      parsed.recognised.push({ kind: "locality", phrase, value: phrase });
      i += 2;
      continue;
    }
    let matched: { meaning: Meaning; length: number } | undefined;
    for (let length = Math.min(LONGEST_PHRASE, words.length - i); length >= 1; length--) {
      const meaning = PHRASES.get(words.slice(i, i + length).join(" "));
      if (meaning) {
        matched = { meaning, length };
        break;
      }
    }
    const fuzzy = matched ? undefined : fuzzyMeaning(word);
    const meaning = matched?.meaning ?? fuzzy?.meaning;
    const length = matched?.length ?? 1;
    const phrase = words.slice(i, i + length).join(" ");
    const spelled = fuzzy ? { spelled: fuzzy.phrase } : {};
    i += length;
    if (!meaning) {
      if (NUMBER.test(word)) parsed.terms.push({ kind: "number", text: word });
      else if (word.length > 1) parsed.terms.push({ kind: "word", text: word });
      continue;
    }
    switch (meaning.kind) {
      case "city":
        pushUnique(parsed.cities, meaning.value);
        parsed.recognised.push({ kind: "city", phrase, value: meaning.value, ...spelled });
        break;
      case "vehicle":
        for (const slug of meaning.slugs) pushUnique(parsed.vehicleSlugs, slug);
        pushUnique(parsed.vehicleLabels, meaning.value);
        parsed.recognised.push({ kind: "vehicle", phrase, value: meaning.value, ...spelled });
        break;
      case "category":
        if (!parsed.categories.includes(meaning.value)) {
          parsed.categories.push(meaning.value);
          // The category's own word ("steam" of "steam wash") is what a name or service would contain.
          const read = fuzzy?.phrase ?? phrase;
          const text = read.split(" ").find((w) => !FILLER_PHRASES.includes(w)) ?? read;
          parsed.terms.push({ kind: "category", text, slug: meaning.value });
        }
        parsed.recognised.push({ kind: "category", phrase, value: meaning.value, ...spelled });
        break;
      case "service":
        for (const w of phrase.split(" ")) parsed.terms.push({ kind: "word", text: w });
        parsed.recognised.push({ kind: "service", phrase, value: meaning.value });
        break;
      case "feature":
        pushUnique(parsed.features, meaning.value);
        parsed.recognised.push({ kind: "feature", phrase, value: meaning.value });
        break;
      case "nearMe":
        parsed.nearMe = true;
        parsed.recognised.push({ kind: "nearMe", phrase, value: "nearMe" });
        break;
      case "filler":
        break;
    }
  }
  parsed.text = parsed.terms.map((term) => term.text).join(" ");
  return parsed;
}

/**
 * The query in normal form with each misspelt word the parser read as a city, vehicle or category spelled as
 * it read it ("foam wash noeda" -> "foam wash noida"), or null when it read none that way.
 */
export function spelledQuery(parsed: ParsedQuery): string | null {
  const spelled = new Map(
    parsed.recognised.flatMap((r) => (r.spelled ? [[r.phrase, r.spelled] as const] : [])),
  );
  if (spelled.size === 0) return null;
  return parsed.normalised
    .split(" ")
    .map((word) => spelled.get(word) ?? word)
    .join(" ");
}

/** The canonical city for a name or any of its other names ("Gurgaon" -> "Gurugram"), or undefined. */
export function canonicalCity(name: string): string | undefined {
  const meaning = PHRASES.get(normaliseWords(name).join(" "));
  return meaning?.kind === "city" ? meaning.value : undefined;
}

/** Every lower-case name a city's centres may be stored under (its name and other names). */
export function cityNames(city: string): string[] {
  const entry = SEARCH_CITIES.find((c) => c.name === (canonicalCity(city) ?? city));
  if (!entry) return [city.trim().toLowerCase()];
  return [entry.name.toLowerCase(), ...entry.aliases];
}
