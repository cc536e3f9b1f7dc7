import type autocannon from "autocannon";
import type { DoorstepOffer } from "../data/doorstep-targets";
import type { BookableOffer } from "../data/targets";
import { indiaDate } from "../servers/workspace-code";
import { doorstepAvailabilityInput } from "./doorstep-attempts";
import { freeTextQueries } from "./free-text-mix";
import { SEARCH_MIX, type SearchRequest, toLegacySearchBody } from "./search-mix";

export interface EndpointContext {
  /** Approved centres: detail requests pick one at random each time. */
  centreIds: readonly number[];
  /** One bookable service per approved centre, for availability. */
  offers: readonly BookableOffer[];
  /** One per approved doorstep centre with washers, with addresses inside its reach. */
  doorstep: readonly DoorstepOffer[];
}

export interface Endpoint {
  name: string;
  /** What the load is, for the report. */
  description: string;
  /** Served through the catalog cache, so also measured with the cache off. */
  cached: boolean;
  /** A legacy REST route another change adds: skipped when the server answers 404. */
  optional: boolean;
  /** p99 budget at 1x, 200 connections (ms), when the issue states one. */
  p99TargetMs?: number;
  /** p95 budget (ms) by data size (1, 25), when the issue states one. */
  p95TargetMs?: Readonly<Record<number, number>>;
  /** Throughput at least this multiple of the baseline's, when the issue states one (default 0.5). */
  minThroughputRatio?: number;
  /** Requests per second at least this, by data size, when the issue states it. */
  minRequestsPerSecond?: Readonly<Record<number, number>>;
  /** Concurrent connections of this endpoint's runs instead of --connections (1: one query at a time). */
  connections?: number;
  stack(ctx: EndpointContext): autocannon.Request[];
  baseline(ctx: EndpointContext): autocannon.Request[];
}

// A new headers object per request: autocannon writes content-length into the headers a setupRequest returns,
// which, shared, gave every other POST template (and the probe at the next size) that body's length.
const json = () => ({ "content-type": "application/json" });
export const trpcPath = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
const get = (path: string): autocannon.Request => ({ method: "GET", path });
const post = (path: string, body: unknown): autocannon.Request => ({
  method: "POST",
  path,
  headers: json(),
  body: JSON.stringify(body),
});

/** One request template whose path or body is rebuilt before every send (a fresh random id). */
function eachTime(make: () => autocannon.Request): autocannon.Request[] {
  return [{ setupRequest: (request) => ({ ...request, ...make() }) }];
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A random centre's free slots for its short service, on one of the next 7 days (India's calendar). */
export function availabilityInput(ctx: EndpointContext) {
  const offer = pick(ctx.offers);
  return {
    centreId: offer.centreId,
    vehicleTypeId: offer.vehicleTypeId,
    serviceId: offer.serviceId,
    date: nextWeekDay(),
  };
}

/** One of the next 7 days, India's calendar. */
const nextWeekDay = () => indiaDate(new Date(), 1 + Math.floor(Math.random() * 7));

/** "Near me" from a random point around central Delhi: practically never the same query twice. */
export function uniqueNearMe(): SearchRequest {
  const jitter = () => Math.round((Math.random() - 0.5) * 0.2 * 1e6) / 1e6;
  return { lat: 28.6139 + jitter(), lng: 77.209 + jitter(), radiusKm: 8, sort: "distance" };
}

const FREE_TEXT =
  "service words, localities, a service in a place, Hinglish, Devanagari, 30% misspelt (free-text-mix.ts)";

/** Free text as customers type it, every request different (one generator per request list). */
function freeText(path: (input: { q: string }) => string): () => autocannon.Request[] {
  return () => {
    const next = freeTextQueries();
    return eachTime(() => get(path({ q: next() })));
  };
}
const freeTextStack = freeText((input) => trpcPath("catalog.search", input));
const freeTextBaseline = freeText(
  (input) => `/search-text?input=${encodeURIComponent(JSON.stringify(input))}`,
);

export const ENDPOINTS: readonly Endpoint[] = [
  {
    name: "catalog.search",
    description: `tRPC GET, ${SEARCH_MIX.length} fixed queries rotated: ${SEARCH_MIX.map((m) => m.label).join(", ")}`,
    cached: true,
    optional: false,
    p99TargetMs: 50,
    stack: () => SEARCH_MIX.map((m) => get(trpcPath("catalog.search", m.input))),
    baseline: () =>
      SEARCH_MIX.map((m) => get(`/search?input=${encodeURIComponent(JSON.stringify(m.input))}`)),
  },
  {
    name: "catalog.search (unique)",
    description: "tRPC GET, distance search from a random point each time: every request a cache miss",
    cached: true,
    optional: false,
    p99TargetMs: 50,
    stack: () => eachTime(() => get(trpcPath("catalog.search", uniqueNearMe()))),
    baseline: () =>
      eachTime(() => get(`/search?input=${encodeURIComponent(JSON.stringify(uniqueNearMe()))}`)),
  },
  {
    name: "catalog.search (free text)",
    description: `tRPC GET, free text, every request different: ${FREE_TEXT}; the baseline runs search.service's whole sequence of statements (answerSearch) on raw pg`,
    cached: true,
    optional: false,
    minThroughputRatio: 1,
    minRequestsPerSecond: { 1: 400 },
    stack: freeTextStack,
    baseline: freeTextBaseline,
  },
  {
    name: "catalog.search (free text), one at a time",
    description: "the same free text, one request at a time (1 connection): the whole request's latency",
    cached: true,
    optional: false,
    p95TargetMs: { 1: 25, 25: 40 },
    connections: 1,
    stack: freeTextStack,
    baseline: freeTextBaseline,
  },
  {
    name: "catalog.centre",
    description:
      "tRPC GET, a random approved centre's details each time (all approved ids: the cache fills during the run)",
    cached: true,
    optional: false,
    p99TargetMs: 50,
    stack: (ctx) => eachTime(() => get(trpcPath("catalog.centre", { id: pick(ctx.centreIds) }))),
    baseline: (ctx) => eachTime(() => get(`/centre?id=${pick(ctx.centreIds)}`)),
  },
  {
    name: "POST /api/search",
    description: "legacy REST, the same fixed queries in the legacy body",
    cached: true,
    optional: true,
    stack: () => SEARCH_MIX.map((m) => post("/api/search", toLegacySearchBody(m.input))),
    baseline: () => SEARCH_MIX.map((m) => post("/search", toLegacySearchBody(m.input))),
  },
  {
    name: "POST /api/verndorService",
    description: "legacy REST, a random approved centre's details each time",
    cached: true,
    optional: true,
    stack: (ctx) => eachTime(() => post("/api/verndorService", { id: pick(ctx.centreIds) })),
    baseline: (ctx) => eachTime(() => post("/centre", { id: pick(ctx.centreIds) })),
  },
  {
    name: "booking.availability",
    description:
      "tRPC GET, free start times of a random approved centre for one of its services, on one of the next 7 days (~10% of bookings are upcoming and hold bays there)",
    cached: false,
    optional: false,
    p99TargetMs: 30,
    stack: (ctx) =>
      eachTime(() => {
        const { serviceId, ...input } = availabilityInput(ctx);
        return get(trpcPath("booking.availability", { ...input, items: [{ serviceId, quantity: 1 }] }));
      }),
    baseline: (ctx) =>
      eachTime(() =>
        get(`/availability?input=${encodeURIComponent(JSON.stringify(availabilityInput(ctx)))}`),
      ),
  },
  {
    name: "booking.availability (doorstep)",
    description:
      "tRPC GET, a random doorstep centre's times on one of the next 7 days for an address in its area (a real PIN near it and a place of that PIN by name, a new house number each time): the address placed on the gazetteer and checked against the centre's reach, then each start planned for its washers from where they are (two jobs a day each already); the baseline runs the booking module's getAvailability on raw pg",
    cached: false,
    optional: false,
    stack: (ctx) =>
      eachTime(() => get(trpcPath("booking.availability", doorstepAvailabilityInput(ctx, nextWeekDay())))),
    baseline: (ctx) =>
      eachTime(() =>
        get(
          `/field-availability?input=${encodeURIComponent(JSON.stringify(doorstepAvailabilityInput(ctx, nextWeekDay())))}`,
        ),
      ),
  },
  {
    name: "GET /api/get-categoryProduct",
    description: "legacy REST, service categories with their service counts (the site's menu, on every page)",
    cached: true,
    optional: true,
    stack: () => [get("/api/get-categoryProduct")],
    baseline: () => [get("/categories")],
  },
  {
    name: "GET /api/vendors",
    description:
      "legacy REST, the home page's centre carousel: approved centres, most booked first (default 100)",
    cached: true,
    optional: true,
    stack: () => [get("/api/vendors")],
    baseline: () => [get("/vendors")],
  },
];
