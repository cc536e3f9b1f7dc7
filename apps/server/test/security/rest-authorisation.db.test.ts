/**
 * Every legacy REST route × every role through the real app: 401 without a (live) token, 403 for the wrong
 * role or a suspended account, 404 for another centre's ids, no refused call changes a row, and every answer
 * to a caller with a token says `Cache-Control: no-store`.
 */
import { changedTables, dbFingerprint } from "@chamak/api/test-support/db-fingerprint";
import {
  buildWorld,
  freshBooking,
  ROLE_NAMES,
  type RoleName,
  roleMayCall,
  tokenFor,
  type World,
} from "@chamak/api/test-support/security-world";
import type { Db } from "@chamak/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyRoute } from "../../src/rest/legacy-route";
import { createTestApp } from "../support/test-app";
import {
  authHeader,
  mountedRoutes,
  queryStringOf,
  REST_ROUTES,
  type RestFixture,
  routeAt,
  routeLevel,
} from "./rest-fixtures";

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let world: World;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp());
  world = await buildWorld(db);
});

afterAll(async () => {
  await world?.close();
  await close?.();
});

function expectedStatus(route: LegacyRoute, fixture: RestFixture, role: RoleName): number {
  if (!roleMayCall(role, fixture.level)) return role === "anonymous" ? 401 : 403;
  if (fixture.owner === "centreA" && role === "vendorB") return 404;
  return route.successStatus ?? 200;
}

function send(route: LegacyRoute, body: unknown, headers: Record<string, string>) {
  return route.method === "GET"
    ? app.inject({ method: "GET", url: `/api${route.path}${queryStringOf(body)}`, headers })
    : app.inject({
        method: "POST",
        url: `/api${route.path}`,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
}

const keys = mountedRoutes();

describe("authorisation matrix (legacy REST)", () => {
  it("has a fixture for exactly the routes the adapter mounts", () => {
    const missing = keys.filter((key) => !REST_ROUTES[key]);
    const stale = Object.keys(REST_ROUTES).filter((key) => !keys.includes(key));
    expect({ missing, stale }, "add each new route to REST_ROUTES in rest-fixtures.ts").toEqual({
      missing: [],
      stale: [],
    });
  });

  it("declares on each route the access level the table expects", () => {
    const declared = Object.fromEntries(keys.map((key) => [key, routeLevel(routeAt(key) as LegacyRoute)]));
    const expected = Object.fromEntries(keys.map((key) => [key, REST_ROUTES[key]?.level]));
    expect(declared).toEqual(expected);
  });

  it.each(keys)("%s: each role gets its expected status and a refused call writes nothing", async (key) => {
    const route = routeAt(key);
    const fixture = REST_ROUTES[key];
    if (!route || !fixture) throw new Error(`no route or fixture for ${key}`);
    const mismatches: string[] = [];
    for (const role of ROLE_NAMES) {
      const body = await fixture.body?.(world, role);
      const headers = await authHeader(world, role);
      const before = await dbFingerprint(db);
      const response = await send(route, body, headers);
      const changed = changedTables(before, await dbFingerprint(db));
      const answer = response.json() as { status?: boolean; message?: unknown };
      const expected = expectedStatus(route, fixture, role);
      const ok = response.statusCode < 300 && answer.status === true;
      if (response.statusCode !== expected)
        mismatches.push(
          `${role}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      if (response.statusCode >= 400 && (answer.status !== false || typeof answer.message !== "string"))
        mismatches.push(`${role}: error not in the legacy shape: ${response.body.slice(0, 200)}`);
      if (!ok && changed.length > 0) mismatches.push(`${role}: refused, yet wrote ${changed}`);
      if (headers.authorization && response.headers["cache-control"] !== "no-store")
        mismatches.push(`${role}: a signed-in answer without Cache-Control: no-store`);
      if (ok && route.method === "GET" && changed.length > 0)
        mismatches.push(`${role}: a GET wrote ${changed}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe("who the legacy API thinks is calling", () => {
  it("lists only the caller's own bookings", async () => {
    const mine = await freshBooking(world, { customer: "customerB" });
    const response = await app.inject({
      method: "GET",
      url: "/api/getBookings",
      headers: await authHeader(world, "customerB"),
    });
    const ids = (response.json() as { data: { id: number }[] }).data.map((booking) => booking.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(world.bookingA.id);
  });

  it("reads the token only from a Bearer Authorization header", async () => {
    const token = (await tokenFor(world, "customerA")) as string;
    const attempts: { headers?: Record<string, string>; query?: string }[] = [
      { headers: { authorization: "Bearer null" } },
      { headers: { authorization: "Bearer undefined" } },
      { headers: { authorization: `Basic ${token}` } },
      { headers: { authorization: token } },
      { headers: { authorization: `Bearer ${token} extra` } },
      { headers: { authorization: `Bearer ${"A".repeat(8_000)}` } },
      { headers: { cookie: `token=${token}` } },
      { query: `?token=${token}` },
      { query: `?authorization=Bearer%20${token}` },
    ];
    const statuses: string[] = [];
    for (const attempt of attempts) {
      const response = await app.inject({
        method: "GET",
        url: `/api/profile${attempt.query ?? ""}`,
        headers: attempt.headers ?? {},
      });
      if (response.statusCode !== 401)
        statuses.push(`${JSON.stringify(attempt).slice(0, 80)}: ${response.statusCode}`);
    }
    expect(statuses).toEqual([]);
    const real = await app.inject({
      method: "GET",
      url: "/api/profile",
      headers: { authorization: `bearer ${token}` },
    });
    expect(real.statusCode).toBe(200);
  });

  it("refuses a suspended account on every door, even with a live token", async () => {
    const headers = await authHeader(world, "suspended");
    const rest = await app.inject({ method: "GET", url: "/api/profile", headers });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toMatchObject({
      status: false,
      requestId: expect.any(String),
      message: expect.stringContaining("suspended"),
    });
    const trpc = await app.inject({ method: "GET", url: "/trpc/accounts.me", headers });
    expect(trpc.statusCode).toBe(403);
  });
});
