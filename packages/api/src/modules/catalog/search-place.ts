import type { ParsedQuery, SearchInput, SearchTerm } from "@chamak/contracts";
import { type Place, placeNamed } from "../places";
import type { SearchExec } from "./search-correction";

/** The longest run of a query's words looked up as a place ("car wash near indira gandhi international airport"). */
const MAX_PLACE_WORDS = 5;
/** How far from a named place a centre is near it: a metro area's side. Further ones are alternatives. */
export const PLACE_RADIUS_KM = 20;

/** What the parser read as something other than a place: a city, vehicle, category, service, feature. */
const NOT_PLACES = new Set(["city", "vehicle", "category", "service", "feature", "nearMe"]);

/** Each run of the query's words that may name a place: not one the parser read as a city, service and so on. */
export function placePhrases(parsed: ParsedQuery): string[] {
  const words = parsed.normalised.split(" ").filter((word) => word !== "");
  const taken = new Set(parsed.recognised.filter((r) => NOT_PLACES.has(r.kind)).map((r) => r.phrase));
  const phrases: string[] = [];
  for (let length = Math.min(MAX_PLACE_WORDS, words.length); length > 0; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const phrase = words.slice(start, start + length).join(" ");
      if (!taken.has(phrase) && !phrases.includes(phrase)) phrases.push(phrase);
    }
  }
  return phrases;
}

/** The place the query names (see `placeNamed`), within the cities the visitor chose or the query named. */
export function placeOfQuery(
  exec: SearchExec,
  input: SearchInput,
  parsed: ParsedQuery,
): Promise<Place | null> {
  const cities = input.city?.trim() ? [input.city.trim()] : parsed.cities;
  return placeNamed(exec, placePhrases(parsed), cities.length > 0 ? cities : null);
}

/** The query's terms without the words that named the place: "foam wash pitampura" -> "foam". */
export function termsBesidePlace(terms: readonly SearchTerm[], place: Place): SearchTerm[] {
  const placeWords = new Set(place.phrase.split(" "));
  return terms.filter((term) => !term.text.split(" ").every((word) => placeWords.has(word)));
}
