import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof createTestDb>>;
const dist = mkdtempSync(join(tmpdir(), "chamak-dist-"));

function fakeBuild(name: string, title: string) {
  const dir = join(dist, name);
  mkdirSync(join(dir, "assets"), { recursive: true });
  writeFileSync(join(dir, "index.html"), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(dir, "assets", "app-abc123.js"), "console.log('hi')");
  writeFileSync(join(dir, "assets", "app-abc123.js.br"), brotliCompressSync("console.log('hi')"));
  writeFileSync(join(dir, "index.html.gz"), gzipSync(`<!doctype html><title>${title}</title>`));
  return dir;
}

beforeAll(async () => {
  database = await createTestDb();
  app = await buildApp({
    db: database.db,
    config: {
      webDist: fakeBuild("web", "customer site"),
      consoleDist: fakeBuild("console", "console"),
      corsOrigins: ["http://127.0.0.1:3000"],
    },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A tRPC mutation as the apps' client sends it. */
const postTrpc = (path: string, input: unknown) =>
  app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ json: input }),
  });

describe("server host", () => {
  it("reports a reachable database on /healthz", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers tRPC with superjson on /trpc", async () => {
    const response = await app.inject({ method: "GET", url: "/trpc/health.check" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { json: { status: "ok", database: "up" } } } });
  });

  it("answers bad tRPC input with the field's message, for forms", async () => {
    const response = await postTrpc("contact.send", { name: "Meera", email: "not-an-email", message: "Hi" });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.json.message).toBe("Enter a valid email address");
    expect(error.json.data.fieldErrors).toEqual({ email: "Enter a valid email address" });
    // The same as message ids, which the apps show in the reader's language.
    expect(error.json.data.fieldMessages).toEqual({ email: { id: "errors.invalidEmail" } });
    expect(error.json.data.error).toEqual({ id: "errors.invalidEmail" });
    expect(error.json.data.stack ?? null).toBeNull();
  });

  it("answers a refusal with its message id and values, and a label inside it", async () => {
    const response = await postTrpc("contact.send", { name: " ", email: "meera@example.com", message: "Hi" });
    expect(response.statusCode).toBe(400);
    const { data, message } = response.json().error.json;
    expect(message).toBe("Name is required");
    expect(data.fieldMessages.name).toEqual({
      id: "errors.required",
      values: { label: { id: "errors.label_name" } },
    });

    const login = await postTrpc("accounts.login", { email: "nobody@example.com", password: "Wrong-pass1" });
    expect(login.statusCode).toBe(401);
    const refused = login.json().error.json;
    expect(refused.message).toBe("Invalid email or password");
    expect(refused.data.error).toEqual({ id: "errors.invalidCredentials" });
  });

  it("serves the customer site, with client-side routes falling back to index.html", async () => {
    for (const url of ["/", "/car-wash-shopping", "/car-wash-details/12?vehicle=suv"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>customer site</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves the console under /console/", async () => {
    expect((await app.inject({ method: "GET", url: "/console" })).headers.location).toBe("/console/");
    for (const url of ["/console/", "/console/bookings"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>console</title>");
    }
  });

  it("serves hashed assets as immutable and never answers a missing asset with HTML", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await app.inject({ method: "GET", url: "/assets/gone-123.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("application/json");
  });

  it("sends the build's precompressed files to browsers that accept them", async () => {
    const brotli = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.rawPayload).toEqual(brotliCompressSync("console.log('hi')"));
    const page = await app.inject({ method: "GET", url: "/profile", headers: { "accept-encoding": "gzip" } });
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(page.rawPayload).toString()).toContain("<title>customer site</title>");
    const plain = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('hi')");
  });

  it("answers unknown API paths with the legacy JSON 404", async () => {
    const response = await app.inject({ method: "POST", url: "/api/nothing-here", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: "Not found: POST /api/nothing-here",
      requestId: response.headers["x-request-id"],
    });
  });

  it("sends security headers", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain(
      "script-src 'self' https://checkout.razorpay.com",
    );
  });
});
