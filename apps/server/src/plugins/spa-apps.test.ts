import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPrerendered, spaApps } from "./spa-apps";

const dist = mkdtempSync(join(tmpdir(), "chamak-spa-"));
const web = join(dist, "web");
const consoleDist = join(dist, "console");
const app = Fastify();

beforeAll(async () => {
  mkdirSync(join(web, "prerendered"), { recursive: true });
  mkdirSync(consoleDist, { recursive: true });
  writeFileSync(join(web, "index.html"), "<title>plain</title>");
  writeFileSync(join(consoleDist, "index.html"), "<title>console</title>");
  writeFileSync(join(web, "prerendered", "home.html"), "<title>home</title>");
  writeFileSync(join(web, "prerendered", "listing.html"), "<title>listing shell</title>");
  writeFileSync(join(web, "prerendered", "centre.html"), "<title>centre shell</title>");
  writeFileSync(
    join(web, "prerendered", "routes.json"),
    JSON.stringify({
      "/": "prerendered/home.html",
      "/car-wash-shopping": "prerendered/listing.html",
      "/car-wash-details/*": "prerendered/centre.html",
    }),
  );
  await app.register(spaApps, { webDist: web, consoleDist });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => (await app.inject({ url })).body;

describe("the build's own pages", () => {
  it("sends a page's own HTML for an exact path, with or without a query", async () => {
    expect(await page("/")).toBe("<title>home</title>");
    expect(await page("/car-wash-shopping")).toBe("<title>listing shell</title>");
    expect(await page("/car-wash-shopping?city=Pune&page=2")).toBe("<title>listing shell</title>");
  });

  it("matches a /* key with exactly one non-empty path segment", async () => {
    expect(await page("/car-wash-details/38")).toBe("<title>centre shell</title>");
    expect(await page("/car-wash-details/38?vehicleType=sedan")).toBe("<title>centre shell</title>");
    expect(await page("/car-wash-details/")).toBe("<title>plain</title>");
    expect(await page("/car-wash-details")).toBe("<title>plain</title>");
    expect(await page("/car-wash-details/38/more")).toBe("<title>plain</title>");
  });

  it("sends index.html for every other page, and the console its own", async () => {
    expect(await page("/about")).toBe("<title>plain</title>");
    expect(await page("/car-wash-shopping-extra")).toBe("<title>plain</title>");
    expect(await page("/console/car-wash-details/38")).toBe("<title>console</title>");
  });

  it("serves no own pages when the build wrote none", () => {
    const lookup = readPrerendered(consoleDist);
    expect(lookup("/")).toBeUndefined();
  });
});
