import type { Db } from "@chamak/db";

/**
 * Public catalog reads are identical for everyone, so identical concurrent requests share one database
 * query (always), and, when the host enables it, results are kept for a few seconds. Vendor changes
 * invalidate it; other writers (admin approvals, booking counters) are seen within the TTL.
 */
interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

const MAX_ENTRIES = 2_000;
const stores = new WeakMap<Db, Map<string, Entry>>();
let ttlMs = 0;

/** Seconds-level staleness is fine for search listings; 0 (the default) only coalesces in-flight requests. */
export function configureCatalogCache(options: { ttlMs: number }): void {
  ttlMs = Math.max(0, options.ttlMs);
}

export function invalidateCatalogCache(db: Db): void {
  stores.get(db)?.clear();
}

export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (store.size >= MAX_ENTRIES) store.clear();
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
