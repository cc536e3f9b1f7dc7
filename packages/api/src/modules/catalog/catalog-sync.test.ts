import type { Db } from "@chamak/db";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedRead, configureCatalogCache, invalidateCatalogCache } from "./catalog.cache";
import { type CatalogSync, syncCatalogCache } from "./catalog-sync";

const syncs: CatalogSync[] = [];
function sync(options: Parameters<typeof syncCatalogCache>[0]) {
  const started = syncCatalogCache(options);
  syncs.push(started);
  return started;
}

afterEach(() => {
  for (const started of syncs.splice(0)) started.stop();
  configureCatalogCache({ ttlMs: 0 });
  vi.useRealTimers();
});

/**
 * A cached read whose loads are counted: a load means the cache was empty. A read is kept from its key's second
 * request on, so `kept()` reads twice: two loads, then it is cached.
 */
function counter() {
  const db = {} as Db;
  const load = vi.fn(async () => "rows");
  const read = () => cachedRead(db, "search:{}", load);
  const kept = async () => {
    await read();
    await read();
  };
  return { read, kept, loads: () => load.mock.calls.length };
}

describe("invalidateCatalogCache", () => {
  it("drops reads cached for every client, so a write on the primary also clears the replica's results", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    const primary = {} as Db;
    const replica = {} as Db;
    const load = vi.fn(async () => "rows");
    for (let i = 0; i < 3; i++) await cachedRead(replica, "k", load);
    expect(load).toHaveBeenCalledTimes(2);
    invalidateCatalogCache(primary);
    await cachedRead(replica, "k", load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe("syncCatalogCache", () => {
  it("publishes each local invalidation, naming this node", async () => {
    const publish = vi.fn(async (_message: string) => 1);
    sync({ publish, nodeId: "node-a" });
    invalidateCatalogCache();
    expect(publish).toHaveBeenCalledTimes(1);
    expect(JSON.parse(publish.mock.calls[0]?.[0] ?? "")).toEqual({
      type: "catalog.invalidate",
      from: "node-a",
    });
  });

  it("drops this node's cache on another node's message, and ignores its own", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    const node = sync({ publish: async () => 1, nodeId: "node-a" });
    const cache = counter();
    await cache.kept();
    await cache.read();
    expect(cache.loads()).toBe(2);

    node.receive(JSON.stringify({ type: "catalog.invalidate", from: "node-a" }));
    await cache.read();
    expect(cache.loads()).toBe(2);

    node.receive(JSON.stringify({ type: "catalog.invalidate", from: "node-b" }));
    await cache.read();
    expect(cache.loads()).toBe(3);

    node.receive("not json from a newer version");
    await cache.read();
    expect(cache.loads()).toBe(4);
  });

  it("drops everything after a resubscription, since messages may have been missed", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    const node = sync({ publish: async () => 1 });
    const cache = counter();
    await cache.kept();
    await cache.read();
    expect(cache.loads()).toBe(2);
    node.resynced();
    await cache.read();
    expect(cache.loads()).toBe(3);
  });

  it("with a read replica, clears once more after the replica's lag", async () => {
    vi.useFakeTimers();
    configureCatalogCache({ ttlMs: 60_000 });
    sync({ replicaLagMs: 2000 });
    const cache = counter();
    invalidateCatalogCache();
    // Read from a replica that has not replayed the write yet: cached, but only until the second clear.
    await cache.kept();
    await cache.read();
    expect(cache.loads()).toBe(2);
    vi.advanceTimersByTime(2001);
    await cache.read();
    expect(cache.loads()).toBe(3);
  });

  it("logs a failed publish instead of failing the write, and stops publishing once stopped", async () => {
    const warn = vi.fn();
    const publish = vi.fn(async () => {
      throw new Error("Connection is closed.");
    });
    const node = sync({ publish, logger: { warn } });
    invalidateCatalogCache();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    node.stop();
    invalidateCatalogCache();
    expect(publish).toHaveBeenCalledTimes(1);
  });
});
