import { configureCatalogCache, invalidateCatalogCache } from "@chamak/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyCentre } from "../../test/support/legacy-fixtures";
import { createTestApp } from "../../test/support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let shine: Awaited<ReturnType<typeof legacyCentre>>;

beforeAll(async () => {
  t = await createTestApp();
  shine = await legacyCentre(t.db, { name: "Cache Shine" });
});
afterAll(async () => {
  configureCatalogCache({ ttlMs: 0 });
  await t?.close();
});

const trpcGet = (paths: string, input: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: `/trpc/${paths}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers,
  });
const centreUrlInput = () => ({ json: { id: shine.centre.id } });
const nameOf = (body: string) =>
  (JSON.parse(body) as { result: { data: { json: { name: string } } } }).result.data.json.name;
/** Renames the centre behind the caches' back (no invalidation), as a write that skipped it would. */
const renameQuietly = (name: string) =>
  t.db.centre.update({ where: { id: shine.centre.id }, data: { name } });

describe("the catalog response cache", () => {
  it("keeps nothing while the catalog cache TTL is 0", async () => {
    configureCatalogCache({ ttlMs: 0 });
    await trpcGet("catalog.centre", centreUrlInput());
    const again = await trpcGet("catalog.centre", centreUrlInput());
    expect(again.statusCode).toBe(200);
    expect(again.headers["x-cache"]).toBeUndefined();
  });

  it("answers a URL's first request and forgets it, and keeps the answer from its second request on", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    const askedOnce = await legacyCentre(t.db, { name: "Asked Once" });
    const input = { json: { id: askedOnce.centre.id } };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await trpcGet("catalog.centre", input));
    expect(answers.map((r) => `${r.statusCode} ${r.headers["x-cache"] ?? "miss"}`)).toEqual([
      "200 miss",
      "200 miss",
      "200 hit",
    ]);
  });

  it("answers a repeated public catalog GET from the cache, same body and headers, until an invalidation", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    invalidateCatalogCache();
    await trpcGet("catalog.centre", centreUrlInput()); // its first sighting, if no earlier test asked
    const first = await trpcGet("catalog.centre", centreUrlInput());
    const second = await trpcGet("catalog.centre", centreUrlInput());
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(nameOf(second.body)).toBe("Cache Shine");
    for (const header of ["content-type", "vary", "x-content-type-options", "content-security-policy"]) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }

    await renameQuietly("Cache Shine Renamed");
    expect(nameOf((await trpcGet("catalog.centre", centreUrlInput())).body)).toBe("Cache Shine");
    invalidateCatalogCache();
    const fresh = await trpcGet("catalog.centre", centreUrlInput());
    expect(fresh.headers["x-cache"]).toBeUndefined();
    expect(nameOf(fresh.body)).toBe("Cache Shine Renamed");
  });

  it("once expired, lets one request rebuild the answer while the others still get the previous one", async () => {
    // Long enough that the rebuilt answer is still fresh for the last request on a busy CI machine.
    configureCatalogCache({ ttlMs: 2_000 });
    invalidateCatalogCache();
    await renameQuietly("Before Expiry");
    await trpcGet("catalog.centre", centreUrlInput()); // its first sighting, if no earlier test asked
    expect(nameOf((await trpcGet("catalog.centre", centreUrlInput())).body)).toBe("Before Expiry");
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await renameQuietly("After Expiry");
    const [a, b] = await Promise.all([
      trpcGet("catalog.centre", centreUrlInput()),
      trpcGet("catalog.centre", centreUrlInput()),
    ]);
    const answers = [a, b].map((r) => `${r.headers["x-cache"] ?? "miss"} ${nameOf(r.body)}`).sort();
    expect(answers).toEqual(["hit Before Expiry", "miss After Expiry"]);
    const after = await trpcGet("catalog.centre", centreUrlInput());
    expect(`${after.headers["x-cache"]} ${nameOf(after.body)}`).toBe("hit After Expiry");
  });

  it("never keeps an error", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    const pending = await legacyCentre(t.db, { name: "Awaiting Approval", status: "pending" });
    const input = { json: { id: pending.centre.id } };
    expect((await trpcGet("catalog.centre", input)).statusCode).toBe(404);
    expect((await trpcGet("catalog.centre", input)).headers["x-cache"]).toBeUndefined();
    await t.db.centre.update({ where: { id: pending.centre.id }, data: { status: "approved" } });
    expect((await trpcGet("catalog.centre", input)).statusCode).toBe(200);
  });

  it("leaves reviews, batches that include them, and streaming clients alone", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    const reviews = { json: { centreId: shine.centre.id } };
    await trpcGet("catalog.reviews", reviews);
    expect((await trpcGet("catalog.reviews", reviews)).headers["x-cache"]).toBeUndefined();
    const batch = { 0: centreUrlInput(), 1: reviews };
    const url = `/trpc/catalog.centre,catalog.reviews?batch=1&input=${encodeURIComponent(JSON.stringify(batch))}`;
    await t.app.inject({ method: "GET", url });
    expect((await t.app.inject({ method: "GET", url })).headers["x-cache"]).toBeUndefined();
    const streaming = { "trpc-accept": "application/jsonl" };
    await trpcGet("catalog.centre", centreUrlInput(), streaming);
    expect((await trpcGet("catalog.centre", centreUrlInput(), streaming)).headers["x-cache"]).toBeUndefined();
  });

  it("serves a batch of cacheable reads as one entry", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    const batch = { 0: centreUrlInput(), 1: { json: {} } };
    const url = `/trpc/catalog.centre,catalog.search?batch=1&input=${encodeURIComponent(JSON.stringify(batch))}`;
    await t.app.inject({ method: "GET", url }); // its first sighting
    const first = await t.app.inject({ method: "GET", url });
    const second = await t.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
  });
});
