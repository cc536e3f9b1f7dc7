import type { Db } from "@chamak/db";
import { LRUCache } from "lru-cache";
import { countCacheLookup } from "../../lib/metrics";
import { SecondSighting } from "../../lib/second-sighting";

/**
 * Public catalog reads are identical for everyone, so identical concurrent requests share one database
 * query (always), and, when the host enables it, results are kept for a while (a TTL). Every write the
 * catalog shows invalidates it after committing: vendor service and centre edits, admin centre decisions,
 * completed bookings (booking counts) and reviews (ratings); the TTL bounds anything missed.
 * An invalidation drops every cached read in the process (primary and read replica alike) and is announced
 * to `onCatalogInvalidated` listeners, which tell the other nodes (see catalog-sync.ts).
 */

/**
 * How many settled reads are kept. They are object graphs, which the garbage collector walks: at 2,000 the
 * uncached reads cost about a sixth more CPU with the cache on than off (`pnpm bench`, unique searches: 0.50
 * against 0.43 ms; at 200, 0.45 and 0.45). The tRPC GETs' answers are kept as bytes by the server's response
 * cache (2,000 of them), so this one needs only the recent reads of the REST API and of batches, and the ones in
 * flight.
 */
export const CATALOG_CACHE_ENTRIES = 200;
/** One per database client (primary, replica), emptied when an invalidation moved the generation on. */
interface Store {
  generation: number;
  /** Settled reads for the TTL, and reads in flight (no TTL until they settle), which callers share. */
  reads: LRUCache<string, Promise<unknown>>;
  /** Which settled reads may be kept: those asked for before. Not emptied by invalidations (it holds no data). */
  sightings: SecondSighting;
}
const stores = new WeakMap<Db, Store>();
const listeners = new Set<() => void>();
/** Bumped by every invalidation; a store from an older generation is emptied on its next use. */
let generation = 0;
let ttlMs = 0;

/** How long results are kept; 0 (the default here; apps/server sets its own) only coalesces in-flight requests. */
export function configureCatalogCache(options: { ttlMs: number }): void {
  ttlMs = Math.max(0, options.ttlMs);
}

/** After a catalog write on this node: drops every cached read here and tells the listeners (other nodes). */
export function invalidateCatalogCache(_db?: Db): void {
  clearCatalogCache();
  for (const listener of listeners) listener();
}

/** Drops every cached read in this process without telling anyone (another node's write, a missed message). */
export function clearCatalogCache(): void {
  generation += 1;
}

/** The TTL in force, in ms; 0 when results are not kept. */
export function catalogCacheTtlMs(): number {
  return ttlMs;
}

/**
 * Moves on with every invalidation, local or from another node: anything derived from cached reads (the
 * host's response cache) is stale once this differs from the value it was built under.
 */
export function catalogCacheGeneration(): number {
  return generation;
}

/** Called after each local invalidation; returns the unsubscribe function. */
export function onCatalogInvalidated(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storeFor(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = {
      generation,
      reads: new LRUCache({
        max: CATALOG_CACHE_ENTRIES,
        // Ages by the wall clock, as before lru-cache; looked up on each call, so tests' fake timers apply.
        perf: { now: () => Date.now() },
      }),
      sightings: new SecondSighting(),
    };
    stores.set(db, store);
  } else if (store.generation !== generation) {
    store.reads.clear();
    store.generation = generation;
  }
  return store;
}

/**
 * The result of `load` under `key`, shared with identical reads in flight and, with a TTL, kept that long from
 * the key's second request on (a one-off read is never kept). Full, the cache drops the least recently used
 * read. A failed load is never kept.
 */
export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const { reads, sightings } = storeFor(db);
  const hit = reads.get(key);
  countCacheLookup("catalog_reads", hit !== undefined);
  if (hit) return hit as Promise<T>;
  const keep = ttlMs > 0 && sightings.admit(key);
  const value = load();
  // No TTL while in flight: identical reads meanwhile share it, however long it takes.
  reads.set(key, value, { ttl: 0 });
  const ours = () => reads.peek(key, { allowStale: true }) === value;
  value.then(
    () => {
      if (!ours()) return; // invalidated meanwhile, or replaced
      if (keep && ttlMs > 0) reads.set(key, value, { ttl: ttlMs });
      else reads.delete(key);
    },
    () => {
      if (ours()) reads.delete(key);
    },
  );
  return value;
}
