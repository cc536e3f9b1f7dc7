/**
 * The real app's HTTP hardening: the 1 MiB body limit (413 in each door's own error shape, never 500),
 * helmet's headers with a CSP that lets in only Razorpay Checkout, CORS for the configured origins only, no
 * framework fingerprint, no cookies, and injection text answered as inert JSON.
 */

import { Readable } from "node:stream";
import { unlimited } from "@chamak/api/test-support/security-world";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";

const APP_ORIGINS = ["https://chamak.in", "https://console.chamak.in"];
const LIMIT = 1024 * 1024;

let app: FastifyInstance;
let db: Db;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  ({ db, close: closeDb } = await createTestDb());
  app = await buildApp({
    db,
    config: { webDist: "/nonexistent/web", consoleDist: "/nonexistent/console", corsOrigins: APP_ORIGINS },
    limiter: unlimited,
  });
});

afterAll(async () => {
  await app?.close();
  await closeDb?.();
});

const JSON_HEADERS = { "content-type": "application/json" };

/** A JSON body of exactly `size` bytes: one long string field. */
const bodyOfSize = (size: number, field = "email") => {
  const frame = `{"${field}":"","password":"x"}`;
  return `{"${field}":"${"a".repeat(size - frame.length)}","password":"x"}`;
};

describe("body size limit", () => {
  it.each(["/api/login", "/api/register", "/api/search", "/api/services/store", "/api/bookings/store"])(
    "POST %s over 1 MiB answers 413 in the legacy shape",
    async (url) => {
      const response = await app.inject({
        method: "POST",
        url,
        headers: JSON_HEADERS,
        payload: bodyOfSize(LIMIT + 1),
      });
      expect(response.statusCode).toBe(413);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        status: false,
        requestId: expect.any(String),
        message: expect.any(String),
      });
    },
  );

  it("answers 413 on /api even without a Content-Length (a chunked upload)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: JSON_HEADERS,
      payload: Readable.from([Buffer.alloc(LIMIT / 2, "["), Buffer.alloc(LIMIT / 2 + 10, "]")]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: false, requestId: expect.any(String) });
  });

  it("reads a body just under the limit and refuses it on its merits, not its size", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: JSON_HEADERS,
      payload: bodyOfSize(LIMIT - 10),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, requestId: expect.any(String), field: "email" });
  });

  it.each(["accounts.login", "contact.send", "booking.create"])(
    "POST /trpc/%s over 1 MiB answers 413 as a tRPC error",
    async (path) => {
      const payload = `{"json":${bodyOfSize(LIMIT + 1)}}`;
      const response = await app.inject({
        method: "POST",
        url: `/trpc/${path}`,
        headers: JSON_HEADERS,
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        error: {
          json: { message: expect.any(String), data: { code: "PAYLOAD_TOO_LARGE", httpStatus: 413 } },
        },
      });
    },
  );

  it("answers an oversized tRPC batch with an error the batch client can read", async () => {
    const payload = `{"0":{"json":${bodyOfSize(LIMIT + 1)}}}`;
    const response = await app.inject({
      method: "POST",
      url: "/trpc/accounts.login,contact.send?batch=1",
      headers: JSON_HEADERS,
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(JSON.stringify(response.json())).toContain("PAYLOAD_TOO_LARGE");
  });

  it("leaves nothing behind", async () => {
    expect(await db.user.count()).toBe(0);
    expect(await db.contactMessage.count()).toBe(0);
  });
});

function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const ALLOWED_EXTERNAL = /^https:\/\/(checkout|api|lumberjack)\.razorpay\.com$/;

describe("security headers", () => {
  const probes: [string, () => Promise<LightMyRequestResponse>][] = [
    ["legacy data", () => app.inject({ method: "GET", url: "/api/vendors" })],
    ["legacy 401", () => app.inject({ method: "GET", url: "/api/profile" })],
    ["legacy 404", () => app.inject({ method: "GET", url: "/api/no-such-path" })],
    [
      "legacy 413",
      () =>
        app.inject({
          method: "POST",
          url: "/api/login",
          headers: JSON_HEADERS,
          payload: bodyOfSize(LIMIT + 1),
        }),
    ],
    ["tRPC query", () => app.inject({ method: "GET", url: "/trpc/health.check" })],
    ["tRPC error", () => app.inject({ method: "GET", url: "/trpc/accounts.me" })],
    ["health", () => app.inject({ method: "GET", url: "/healthz" })],
    ["site", () => app.inject({ method: "GET", url: "/" })],
    ["console", () => app.inject({ method: "GET", url: "/console/" })],
    ["OpenAPI", () => app.inject({ method: "GET", url: "/api/openapi.json" })],
  ];

  it.each(probes)("%s carries helmet's headers and no fingerprint", async (_name, probe) => {
    const response = await probe();
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "no-referrer",
      "cross-origin-opener-policy": "same-origin",
      "x-permitted-cross-domain-policies": "none",
    });
    const hsts = String(response.headers["strict-transport-security"]);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    expect(hsts).toContain("includeSubDomains");
    expect(response.headers["x-powered-by"]).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("has a CSP that lets in Razorpay Checkout and nothing else from outside", async () => {
    const csp = cspOf(await app.inject({ method: "GET", url: "/api/vendors" }));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "https://checkout.razorpay.com"]);
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual([
      "'self'",
      "https://api.razorpay.com",
      "https://checkout.razorpay.com",
    ]);
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "https://api.razorpay.com",
      "https://lumberjack.razorpay.com",
    ]);
    for (const [directive, sources] of csp) {
      for (const source of sources) {
        const ok =
          source.startsWith("'") ||
          ["data:", "blob:"].includes(source) ||
          ALLOWED_EXTERNAL.test(source) ||
          (directive === "font-src" && source === "https:");
        expect(ok, `${directive} allows ${source}`).toBe(true);
        expect(source, `${directive}`).not.toBe("'unsafe-eval'");
        if (directive.startsWith("script-src")) expect(source).not.toBe("'unsafe-inline'");
      }
    }
  });
});

describe("CORS", () => {
  const preflight = (origin: string) =>
    app.inject({
      method: "OPTIONS",
      url: "/trpc/booking.create",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization",
      },
    });

  it.each(APP_ORIGINS)("lets the app origin %s read answers and send credentials headers", async (origin) => {
    const simple = await app.inject({ method: "GET", url: "/api/vendors", headers: { origin } });
    expect(simple.headers["access-control-allow-origin"]).toBe(origin);
    expect(simple.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(String(simple.headers.vary)).toMatch(/origin/i);
    const options = await preflight(origin);
    expect(options.statusCode).toBeLessThan(300);
    expect(options.headers["access-control-allow-origin"]).toBe(origin);
    expect(String(options.headers["access-control-allow-methods"])).toContain("POST");
  });

  it.each([
    "https://evil.example",
    "null",
    "http://chamak.in",
    "https://chamak.in.evil.example",
    "https://evilchamak.in",
    "https://chamak.in:8443",
    "https://CHAMAK.in.",
  ])("gives the foreign origin %s no Access-Control-Allow-Origin", async (origin) => {
    for (const response of [
      await app.inject({ method: "GET", url: "/api/vendors", headers: { origin } }),
      await app.inject({ method: "GET", url: "/trpc/health.check", headers: { origin } }),
      await preflight(origin),
    ]) {
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    }
  });
});

describe("injection text comes back as inert JSON", () => {
  const SCRIPT = "<script>alert(document.cookie)</script>";
  const SQL = "'; DROP TABLE users; --";

  it("stores a legacy sign-up verbatim and answers it as JSON, never HTML", async () => {
    // Markup is refused in every free-text field a person types (and nothing is written); SQL is stored as typed.
    const refused = await app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        name: SCRIPT,
        email: "xss-http-name@test.chamak.in",
        mobile_no: "9876543210",
        state: "Delhi",
        city: "New Delhi",
        address: "12 Ring Road",
        zip: "110001",
        password: "injection1",
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    expect(await db.user.count({ where: { email: "xss-http-name@test.chamak.in" } })).toBe(0);

    const registered = await app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        name: SQL,
        email: "xss-http@test.chamak.in",
        mobile_no: "9876543210",
        state: "Delhi",
        city: SQL,
        address: `"quoted" ${SQL}`,
        zip: "110001",
        password: "injection1",
      },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.headers["set-cookie"]).toBeUndefined();
    const { token } = registered.json() as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    const profile = await app.inject({ method: "GET", url: "/api/profile", headers });
    expect(profile.headers["content-type"]).toMatch(/^application\/json/);
    expect(profile.headers["x-content-type-options"]).toBe("nosniff");
    expect(profile.json()).toMatchObject({
      user: { name: SQL, city: SQL, address: `"quoted" ${SQL}` },
    });

    const me = await app.inject({ method: "GET", url: "/trpc/accounts.me", headers });
    expect(me.headers["content-type"]).toMatch(/^application\/json/);
    expect(me.json()).toMatchObject({ result: { data: { json: { name: SQL, city: SQL } } } });

    expect(await db.user.count()).toBeGreaterThan(0);
  });

  it("answers errors that echo input as JSON too", async () => {
    for (const url of [`/api/${encodeURIComponent(SCRIPT)}`, `/trpc/${encodeURIComponent(SCRIPT)}`]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
    }
    const search = await app.inject({
      method: "POST",
      url: "/api/search",
      payload: { vehicle_type: SCRIPT },
    });
    expect(search.statusCode).toBe(400);
    expect(search.headers["content-type"]).toMatch(/^application\/json/);
  });
});
