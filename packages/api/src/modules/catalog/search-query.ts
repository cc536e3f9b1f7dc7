import {
  cityNames,
  type ParsedQuery,
  parseSearchQuery,
  type SearchInput,
  type SearchTerm,
} from "@chamak/contracts";
import { DomainError } from "../../errors";
import { pageWindow } from "../../lib/page";
import type { SearchQuery } from "./search.sql";
import { MAX_TERMS, toSqlTerm } from "./search-text.sql";

const blankToNull = (text: string | undefined) => (text && text.length > 0 ? text : null);

/** The filters the visitor set (never dropped), checked; text and what it says are added by `withText`. */
export function baseQuery(input: SearchInput): SearchQuery {
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
  const city = blankToNull(input.city);
  const { skip, take } = pageWindow(input);
  return {
    terms: [],
    text: "",
    normalised: "",
    match: "all",
    vehicleType: blankToNull(input.vehicleType?.toLowerCase()),
    vehicleSlugs: null,
    cities: city ? cityNames(city) : null,
    category: blankToNull(input.category?.toLowerCase()),
    literal: null,
    zipPattern: null,
    origin,
    originPin: null,
    radiusKm: input.radiusKm ?? null,
    minPricePaise: minPricePaise ?? null,
    maxPricePaise: maxPricePaise ?? null,
    minRating: input.minRating ?? null,
    pickDrop: input.pickDrop === true,
    doorstep: false,
    requireService: true,
    sort: input.sort,
    limit: take,
    offset: skip,
  };
}

/** Characters no place or service name is written with; a query holding one is also matched as it is. */
const UNUSUAL = /[%_\\<>{}[\]|^~*=;:"@#$!?+]/;

/** How a query was read: its filters applied ("parsed"), or every word as text ("literal"). */
export type Reading = "parsed" | "literal";

/**
 * The words behind recognised cities, vehicles and features as plain text terms: "Sparkle Auto Spa" is a
 * centre's name before it is a search for autos.
 */
function literalTerms(parsed: ParsedQuery): SearchTerm[] {
  const terms: SearchTerm[] = [...parsed.terms];
  if (parsed.pin) terms.push({ kind: "number", text: parsed.pin });
  for (const recognised of parsed.recognised) {
    if (recognised.kind !== "city" && recognised.kind !== "vehicle" && recognised.kind !== "feature")
      continue;
    for (const word of recognised.phrase.split(" ")) {
      if (word.length > 1 && !terms.some((t) => t.text === word)) terms.push({ kind: "word", text: word });
    }
  }
  return terms;
}

/**
 * The query with the text's terms and, read "parsed", the filters the text names: its cities (within the
 * visitor's city, if one was set), vehicles, features and PIN (exact, or for "closest" the same district).
 */
export function withText(
  base: SearchQuery,
  parsed: ParsedQuery,
  reading: Reading,
  match: SearchQuery["match"],
): SearchQuery {
  const terms = (reading === "parsed" ? parsed.terms : literalTerms(parsed)).slice(0, MAX_TERMS);
  const query: SearchQuery = {
    ...base,
    terms: terms.map(toSqlTerm),
    text: terms.map((term) => term.text).join(" "),
    normalised: parsed.normalised,
    match,
  };
  if (reading === "literal") return query;
  if (parsed.cities.length > 0 && !base.cities) query.cities = parsed.cities.flatMap(cityNames);
  if (parsed.vehicleSlugs.length > 0) query.vehicleSlugs = [...parsed.vehicleSlugs];
  if (parsed.features.includes("pickDrop")) query.pickDrop = true;
  if (parsed.features.includes("doorstep")) query.doorstep = true;
  if (parsed.pin) query.zipPattern = match === "all" ? parsed.pin : `${parsed.pin.slice(0, 3)}%`;
  return query;
}

/** Whether reading the text literally could differ from reading it parsed. */
export const hasDerivedFilters = (parsed: ParsedQuery) =>
  parsed.cities.length > 0 ||
  parsed.vehicleSlugs.length > 0 ||
  parsed.features.length > 0 ||
  parsed.pin !== null;

/**
 * The search's attempts in order, for a query with text: every term with the filters it names; every word as
 * text; then the closest answers both ways. The first that finds something is the answer. Without text there
 * is one attempt.
 */
export function searchAttempts(
  input: SearchInput,
  /** `input.q` as the parser read it, when the caller has it already. */
  read?: ParsedQuery,
): { query: SearchQuery; parsed: ParsedQuery | null }[] {
  const base = baseQuery(input);
  const q = blankToNull(input.q);
  if (!q) return [{ query: base, parsed: null }];
  const parsed = read ?? parseSearchQuery(q);
  if (UNUSUAL.test(q) || parsed.normalised === "") base.literal = q.toLowerCase();
  const attempts: { query: SearchQuery; parsed: ParsedQuery | null }[] = [
    { query: withText(base, parsed, "parsed", "all"), parsed },
  ];
  // Read literally, the words behind the filters become text: worth a try only when there are such words.
  const derived = hasDerivedFilters(parsed) && literalTerms(parsed).length > parsed.terms.length;
  if (derived) attempts.push({ query: withText(base, parsed, "literal", "all"), parsed: null });
  if (parsed.terms.length > 0 || parsed.pin) {
    attempts.push({ query: withText(base, parsed, "parsed", "closest"), parsed });
  }
  if (derived) attempts.push({ query: withText(base, parsed, "literal", "closest"), parsed: null });
  return attempts;
}
