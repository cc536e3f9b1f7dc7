import type { Db } from "@chamak/db";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CATALOG_CACHE_ENTRIES,
  cachedRead,
  configureCatalogCache,
  invalidateCatalogCache,
} from "./catalog.cache";

const FULL = CATALOG_CACHE_ENTRIES;

const fakeDb = () => ({}) as Db;
/** Reads `key` twice: a read is kept from its key's second request on. */
async function readTwice(db: Db, key: string, load: () => Promise<unknown>) {
  await cachedRead(db, key, load);
  await cachedRead(db, key, load);
}

afterEach(() => {
  configureCatalogCache({ ttlMs: 0 });
  vi.useRealTimers();
});

describe("cachedRead", () => {
  it("shares one load between identical concurrent reads, and reloads once settled (TTL 0)", async () => {
    const db = fakeDb();
    const load = vi.fn(async () => ({ n: Math.random() }));
    const [a, b] = await Promise.all([cachedRead(db, "k", load), cachedRead(db, "k", load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await cachedRead(db, "k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps a read from its key's second request on: a one-off read costs no entry, yet shares its load", async () => {
    configureCatalogCache({ ttlMs: 5_000 });
    const db = fakeDb();
    const load = vi.fn(async () => ({ n: Math.random() }));
    const [a, b] = await Promise.all([cachedRead(db, "once", load), cachedRead(db, "once", load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await cachedRead(db, "twice", load);
    await cachedRead(db, "twice", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cachedRead(db, "twice", load);
    expect(load).toHaveBeenCalledTimes(3);
    // "once" was seen (its concurrent reads shared one request), so this second request is kept.
    await cachedRead(db, "once", load);
    await cachedRead(db, "once", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("keeps results for the TTL, per database, until invalidated", async () => {
    vi.useFakeTimers();
    configureCatalogCache({ ttlMs: 5_000 });
    const db = fakeDb();
    const other = fakeDb();
    const load = vi.fn(async () => "value");
    await readTwice(db, "k", load);
    await cachedRead(db, "k", load);
    expect(load).toHaveBeenCalledTimes(2);
    await readTwice(other, "k", load);
    expect(load).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(5_001);
    await cachedRead(db, "k", load);
    await cachedRead(db, "k", load);
    expect(load).toHaveBeenCalledTimes(5);
    invalidateCatalogCache(db);
    await cachedRead(db, "k", load);
    await cachedRead(db, "k", load);
    expect(load).toHaveBeenCalledTimes(6);
  });

  it("when full, drops only the oldest entry", async () => {
    configureCatalogCache({ ttlMs: 5_000 });
    const db = fakeDb();
    const load = vi.fn(async () => "value");
    for (let i = 0; i <= FULL; i++) await readTwice(db, `k${i}`, load);
    expect(load).toHaveBeenCalledTimes(2 * (FULL + 1));
    await cachedRead(db, `k${FULL}`, load);
    await cachedRead(db, "k1", load);
    expect(load).toHaveBeenCalledTimes(2 * (FULL + 1));
    await cachedRead(db, "k0", load);
    expect(load).toHaveBeenCalledTimes(2 * (FULL + 1) + 1);
  });

  it("keeps popular reads through any number of one-off reads", async () => {
    configureCatalogCache({ ttlMs: 5_000 });
    const db = fakeDb();
    const load = vi.fn(async () => "value");
    await readTwice(db, "popular", load);
    for (let i = 0; i < 5 * FULL; i++) await cachedRead(db, `one-off ${i}`, load);
    expect(load).toHaveBeenCalledTimes(2 + 5 * FULL);
    await cachedRead(db, "popular", load);
    expect(load).toHaveBeenCalledTimes(2 + 5 * FULL);
  });

  it("when full, drops the least recently read entry, so popular reads stay", async () => {
    configureCatalogCache({ ttlMs: 5_000 });
    const db = fakeDb();
    const load = vi.fn(async () => "value");
    for (let i = 0; i < FULL; i++) await readTwice(db, `k${i}`, load);
    await cachedRead(db, "k0", load);
    await readTwice(db, `k${FULL}`, load);
    expect(load).toHaveBeenCalledTimes(2 * (FULL + 1));
    await cachedRead(db, "k0", load);
    expect(load).toHaveBeenCalledTimes(2 * (FULL + 1));
    await cachedRead(db, "k1", load);
    expect(load).toHaveBeenCalledTimes(2 * (FULL + 1) + 1);
  });

  it("does not keep a read that was in flight when the catalog was invalidated", async () => {
    configureCatalogCache({ ttlMs: 5_000 });
    const db = fakeDb();
    await cachedRead(db, "k", async () => "seen once");
    let finish: (value: string) => void = () => {};
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cachedRead(db, "k", slow);
    invalidateCatalogCache(db);
    const fresh = vi.fn(async () => "after the write");
    await expect(cachedRead(db, "k", fresh)).resolves.toBe("after the write");
    finish("before the write");
    await expect(first).resolves.toBe("before the write");
    await expect(cachedRead(db, "k", fresh)).resolves.toBe("after the write");
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it("never keeps a failure", async () => {
    configureCatalogCache({ ttlMs: 5_000 });
    const db = fakeDb();
    const load = vi.fn().mockRejectedValueOnce(new Error("boom")).mockResolvedValueOnce("ok");
    await expect(cachedRead(db, "k", load)).rejects.toThrow("boom");
    await expect(cachedRead(db, "k", load)).resolves.toBe("ok");
  });
});
