import { catalogCacheGeneration, catalogCacheTtlMs, countCacheLookup, SecondSighting } from "@chamak/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { bufferedResponse } from "./buffered-response";
import { TRPC_JSON_HEADERS } from "./trpc-hot-calls";

/**
 * The public catalog reads whose results the catalog cache already keeps (same for every caller, stale by at
 * most its TTL). Reviews are left out on purpose: a customer must see the review they just posted.
 */
const CACHEABLE = new Set([
  "catalog.search",
  "catalog.centres",
  "catalog.centre",
  "catalog.vehicleTypes",
  "catalog.categories",
]);
const PREFIX = "/trpc/";
const MAX_ENTRIES = 2_000;

interface Entry {
  /** Encoded once; a Buffer is also sent with its content-type untouched. */
  body: Buffer;
  headers: [string, string][];
  generation: number;
  expiresAt: number;
  /** Past expiresAt, one request is rebuilding it; the others get this answer meanwhile (for one more TTL). */
  refreshing: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set when this request's response may be kept: under which key and catalog cache generation. */
    catalogResponseKey?: { key: string; generation: number };
  }
}

async function cacheableAnswer(reply: FastifyReply, payload: unknown) {
  if (payload instanceof Response) {
    if (payload.status !== 200) return null;
    const headers = [...payload.headers] as [string, string][];
    return { headers, body: await bufferedResponse(reply, payload) };
  }
  if (Buffer.isBuffer(payload) && reply.statusCode === 200)
    return { headers: [...TRPC_JSON_HEADERS], body: payload };
  return null;
}

/** The cache key (the URL) of a cacheable request, or null. */
function cacheKey(request: FastifyRequest): string | null {
  if (request.method !== "GET" || !request.url.startsWith(PREFIX)) return null;
  // A streaming client (httpBatchStreamLink, subscriptions) asks for another format.
  if (request.headers["trpc-accept"] !== undefined) return null;
  const end = request.url.indexOf("?");
  const paths = request.url
    .slice(PREFIX.length, end < 0 ? undefined : end)
    .replaceAll("%2C", ",")
    .split(",");
  return paths.every((path) => CACHEABLE.has(path)) ? request.url : null;
}

/**
 * Keeps the serialized answers of the public catalog's tRPC GETs for the catalog cache's TTL, so a repeated
 * search or centre page skips tRPC, validation and serialization (1-2 ms of CPU per request, measured by
 * `pnpm bench`) as well as the database. Entries die with the catalog cache: any invalidation (a vendor edit,
 * an admin decision, a completed booking, a review, another node's write) moves its generation on, so such a
 * write shows at once. An answer is kept from a URL's second request on (SecondSighting): a one-off search is
 * answered and forgotten, costing no entry and pushing out no popular one. When an entry expires, one request
 * rebuilds it while the others still get it (so expiries do not send every waiting request through tRPC at
 * once); a write that skipped invalidation therefore shows within three TTLs at worst. With a TTL of 0 nothing
 * is kept.
 * Installed on the root instance, before the tRPC routes.
 */
export function catalogResponseCache(app: FastifyInstance): void {
  // Bounded, least recently used out first, so a run of one-off searches does not flush the popular ones.
  // Freshness is ours (generation, TTL, one rebuilder while the others get the previous answer), so the
  // entries carry no lru-cache TTL.
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  const sightings = new SecondSighting();

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const ttlMs = catalogCacheTtlMs();
    if (ttlMs === 0) return;
    const key = cacheKey(request);
    if (key === null) return;
    const generation = catalogCacheGeneration();
    const hit = entries.get(key);
    if (hit && hit.generation === generation) {
      const now = Date.now();
      // Fresh; or expired with a rebuild under way: the previous answer rather than a queue of rebuilds.
      if (hit.expiresAt > now || (hit.refreshing && hit.expiresAt + ttlMs > now)) {
        countCacheLookup("catalog_responses", true);
        for (const [name, value] of hit.headers) reply.header(name, value);
        return reply.code(200).header("x-cache", "hit").send(hit.body);
      }
      // This request rebuilds it (if that fails the entry is dropped; if it never answers, after one TTL
      // another request does).
      hit.refreshing = true;
      hit.expiresAt = now;
    }
    countCacheLookup("catalog_responses", false);
    if (!hit && !sightings.admit(key)) return;
    request.catalogResponseKey = { key, generation };
  });

  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pending = request.catalogResponseKey;
    if (!pending) return payload;
    // A hot call's Buffer (trpc-hot-calls.ts) or tRPC's adapter's fetch Response (a batch); anything else
    // (an error, a hook's reply) is left alone.
    const answer = await cacheableAnswer(reply, payload);
    if (!answer) {
      entries.delete(pending.key);
      return payload;
    }
    const { headers, body } = answer;
    // Built under `pending.generation`: if an invalidation came meanwhile, the entry is never served.
    entries.set(pending.key, {
      body,
      headers,
      generation: pending.generation,
      expiresAt: Date.now() + catalogCacheTtlMs(),
      refreshing: false,
    });
    return body;
  });
}
