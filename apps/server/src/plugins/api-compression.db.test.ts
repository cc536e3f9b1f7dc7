import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { configureCatalogCache, invalidateCatalogCache } from "@chamak/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyCentre } from "../../test/support/legacy-fixtures";
import { createTestApp } from "../../test/support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let centreId: number;
let centreUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const { centre } = await legacyCentre(t.db, { name: "Compressed Shine" });
  centreId = centre.id;
  centreUrl = `/trpc/catalog.centre?input=${encodeURIComponent(JSON.stringify({ json: { id: centre.id } }))}`;
});
afterAll(async () => {
  configureCatalogCache({ ttlMs: 0 });
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const decoded = (response: Awaited<ReturnType<typeof get>>) => {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString();
  return response.body;
};

describe("API answers compressed for clients that accept it", () => {
  it("sends a centre's details as brotli, or gzip, the same JSON as uncompressed and under half its size", async () => {
    configureCatalogCache({ ttlMs: 0 });
    const plain = await get(centreUrl);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("Compressed Shine");

    const br = await get(centreUrl, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(decoded(br)).toBe(plain.body);
    expect(br.rawPayload.length * 2).toBeLessThan(plain.rawPayload.length);

    const gzip = await get(centreUrl, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(plain.body);
  });

  it("honours q=0 and identity", async () => {
    configureCatalogCache({ ttlMs: 0 });
    const noBrotli = await get(centreUrl, { "accept-encoding": "br;q=0, gzip;q=0.5" });
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
    const identity = await get(centreUrl, { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toContain("Compressed Shine");
  });

  it("serves the catalog cache's hits compressed, the same bytes each time, and plain to a client that asks so", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    invalidateCatalogCache();
    const accept = { "accept-encoding": "br" };
    await get(centreUrl, accept); // a URL's answer is kept from its second request on
    const first = await get(centreUrl, accept);
    const second = await get(centreUrl, accept);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await get(centreUrl);
    expect(plain.headers["x-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(decoded(second));
  });

  it("compresses the legacy REST answers too", async () => {
    const details = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: "POST", url: "/api/verndorService", payload: { id: centreId }, headers });
    const plain = await details();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await details({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(plain.body);
  });

  it("leaves small answers and streaming tRPC clients alone", async () => {
    configureCatalogCache({ ttlMs: 0 });
    const missing = `/trpc/catalog.centre?input=${encodeURIComponent(JSON.stringify({ json: { id: 999_999 } }))}`;
    const small = await get(missing, { "accept-encoding": "br" });
    expect(small.statusCode).toBe(404);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body)).toHaveProperty("error");
    const batch = encodeURIComponent(JSON.stringify({ 0: { json: { id: centreId } } }));
    const streaming = await get(`/trpc/catalog.centre?batch=1&input=${batch}`, {
      "accept-encoding": "br",
      "trpc-accept": "application/jsonl",
    });
    expect(streaming.statusCode).toBe(200);
    expect(streaming.headers["content-encoding"]).toBeUndefined();
    expect(streaming.body).toContain("Compressed Shine");
  });
});
