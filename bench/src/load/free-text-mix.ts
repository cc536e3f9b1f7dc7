import { SEARCH_CITIES } from "@chamak/contracts";
import { CITIES } from "../data/places";
import { TEMPLATES } from "../data/service-templates";

/**
 * What customers type in the search box, every query different: service words, localities, a service in a
 * city or locality, Hinglish, Devanagari, and misspellings of each, drawn from the generated catalogue's own
 * services and places (bench/src/data). A query is drawn as service (15 in 70), place (15), service and place
 * (20), Hinglish (10) or Devanagari (10); then three in ten get a typo, in one word or (one time in three) in
 * every word of four letters or more.
 */
/** What people call the services, besides the templates' names (lower case). */
const SERVICE_PHRASES = [
  ...new Set([
    ...TEMPLATES.map((t) => t.name.toLowerCase().replace(/ & /g, " ")),
    "foam",
    "foam wash",
    "snow foam",
    "ceramic coating",
    "ceramic",
    "teflon coating",
    "interior cleaning",
    "detailing",
    "car detailing",
    "steam wash",
    "steam cleaning",
    "wax polish",
    "rubbing polishing",
    "headlight restoration",
    "underbody wash",
    "waterless wash",
    "eco wash",
    "engine cleaning",
    "seat shampoo",
    "ac vent cleaning",
    "odour removal",
    "upholstery cleaning",
    "dashboard polish",
  ]),
];

interface Place {
  locality: string;
  city: string;
}
const PLACES: Place[] = CITIES.flatMap((city) =>
  city.localities.map((l) => ({ locality: l.name.toLowerCase(), city: city.name.toLowerCase() })),
);
const CITY_NAMES = CITIES.map((c) => c.name.toLowerCase());
const CITY_HI = new Map(SEARCH_CITIES.map((c) => [c.name.toLowerCase(), c.hi]));

/** Services in Devanagari as people type them (the words normalise.ts knows, and a few it does not). */
const SERVICES_HI = [
  "फोम वॉश",
  "फोम",
  "सिरेमिक कोटिंग",
  "टेफ्लॉन कोटिंग",
  "कार धुलाई",
  "बाइक वॉश",
  "स्टीम वॉश",
  "इंटीरियर सफाई",
  "कार डिटेलिंग",
  "पॉलिश",
  "गाड़ी की धुलाई",
  "डीलक्स वॉश",
  "इको वॉश",
];

const HINGLISH = [
  (s: string, p: string) => `${s} ${p} mein`,
  (s: string, p: string) => `sasta ${s} ${p}`,
  (s: string, p: string) => `gaadi ki ${s} ${p}`,
  (s: string, p: string) => `bike ${s} ${p} ke paas`,
  (s: string, p: string) => `accha ${s} wala ${p}`,
  (_s: string, p: string) => `${p} mein car ki safai`,
  (s: string, p: string) => `${s} karwana hai ${p}`,
  (s: string, p: string) => `${p} wala ${s} centre`,
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const LETTERS = [..."abcdefghijklmnopqrstuvwxyz"];

/** One typo: a letter dropped, doubled, swapped with the next, or replaced by a neighbour's. */
function misspell(word: string): string {
  if (word.length < 4 || /[^a-z]/.test(word)) return word;
  const i = 1 + Math.floor(Math.random() * (word.length - 2));
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + (word[i] ?? "") + word.slice(i);
    case 2:
      return word.slice(0, i) + (word[i + 1] ?? "") + (word[i] ?? "") + word.slice(i + 2);
    default:
      return word.slice(0, i) + pick(LETTERS) + word.slice(i + 1);
  }
}

function misspellQuery(query: string, everyWord: boolean): string {
  const words = query.split(" ");
  const candidates = words
    .map((w, i) => (w.length >= 4 && /^[a-z]+$/.test(w) ? i : -1))
    .filter((i) => i >= 0);
  if (candidates.length === 0) return query;
  const chosen = everyWord ? new Set(candidates) : new Set([pick(candidates)]);
  return words.map((w, i) => (chosen.has(i) ? misspell(w) : w)).join(" ");
}

/** A place as people name it: a locality, a locality and its city, or a city. */
function placeText(): string {
  const place = pick(PLACES);
  const r = Math.random();
  return r < 0.45 ? place.locality : r < 0.75 ? `${place.locality} ${place.city}` : place.city;
}

function correctQuery(): string {
  const r = Math.random() * 70;
  if (r < 15) return pick(SERVICE_PHRASES);
  if (r < 30) return placeText();
  if (r < 50) {
    const service = pick(SERVICE_PHRASES);
    const place = placeText();
    return Math.random() < 0.7 ? `${service} ${place}` : `${service} in ${place}`;
  }
  if (r < 60) return pick(HINGLISH)(pick(SERVICE_PHRASES), placeText());
  const city = pick(CITY_NAMES);
  const hi = CITY_HI.get(city) ?? city;
  const service = pick(SERVICES_HI);
  return Math.random() < 0.5 ? `${service} ${hi}` : `${hi} में ${service}`;
}

/**
 * A query unlike any this generator gave before (a set of those given, per generator): drawn again on a
 * repeat, then varied by a place or a typo until new.
 */
export function freeTextQueries(): () => string {
  const given = new Set<string>();
  return () => {
    for (let attempt = 0; ; attempt++) {
      let query = correctQuery();
      if (Math.random() < 0.3) query = misspellQuery(query, Math.random() < 1 / 3);
      if (attempt >= 20) query = `${misspellQuery(query, false)} ${placeText()}`;
      if (!given.has(query)) {
        given.add(query);
        return query;
      }
    }
  };
}
