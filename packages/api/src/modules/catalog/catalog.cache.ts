import type { Db } from "@chamak/db";

/**
 * Public catalog reads are identical for everyone, so identical concurrent requests share one database
 * query (always), and, when the host enables it, results are kept for a while (a TTL). Every write the
 * catalog shows invalidates it after committing: vendor service and centre edits, admin centre decisions,
 * completed bookings (booking counts) and reviews (ratings); the TTL bounds anything missed.
 * An invalidation drops every cached read in the process (primary and read replica alike) and is announced
 * to `onCatalogInvalidated` listeners, which tell the other nodes (see catalog-sync.ts).
 */
interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

const MAX_ENTRIES = 2_000;
const stores = new WeakMap<Db, { generation: number; entries: Map<string, Entry> }>();
const listeners = new Set<() => void>();
/** Bumped by every invalidation; a store from an older generation is dropped on its next use. */
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

function storeFor(db: Db): Map<string, Entry> {
  let store = stores.get(db);
  if (!store || store.generation !== generation) {
    store = { generation, entries: new Map() };
    stores.set(db, store);
  }
  return store.entries;
}

export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const store = storeFor(db);
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  // Full: drop the oldest entry, not everything, so a run of one-off searches does not flush the popular ones.
  if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value as string);
  const value = load();
  const entry: Entry = { expiresAt: Number.POSITIVE_INFINITY, value };
  store.set(key, entry);
  const settled = () => {
    if (ttlMs > 0) entry.expiresAt = Date.now() + ttlMs;
    else if (store.get(key) === entry) store.delete(key);
  };
  value.then(settled, () => {
    if (store.get(key) === entry) store.delete(key);
  });
  return value;
}
