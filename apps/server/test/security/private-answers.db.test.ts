/**
 * Answers that are one person's own (anything asked with a session, and the answers that hand out a new
 * session's token) carry `Cache-Control: no-store`, on tRPC and the legacy REST API alike, errors included, so
 * no browser, proxy or CDN keeps them. The public catalog asked anonymously keeps its caching, and the server's
 * own cache of catalog answers never hands the header to anyone else.
 */
import { configureCatalogCache, invalidateCatalogCache } from "@chamak/api";
import { signedInUser } from "@chamak/api/test-support/caller";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyCentre } from "../support/legacy-fixtures";
import { bearer, createTestApp } from "../support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let centreId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signedInUser(t.db));
  centreId = (await legacyCentre(t.db, { name: "Private Shine" })).centre.id;
});
afterAll(async () => {
  configureCatalogCache({ ttlMs: 0 });
  await t?.close();
});

const trpcGet = (paths: string, input: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: `/trpc/${paths}${paths.includes(",") ? "?batch=1&" : "?"}input=${encodeURIComponent(JSON.stringify(input))}`,
    headers,
  });
const trpcPost = (path: string, input: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { ...headers, "content-type": "application/json" },
    payload: JSON.stringify(input),
  });

const cacheControl = (response: LightMyRequestResponse) => response.headers["cache-control"];

const strongPassword = "Backwaters-Kochi7";
const signUp = (email: string) => ({
  name: "Meera Nair",
  email,
  mobile: "9876543210",
  state: "Kerala",
  city: "Kochi",
  address: "MG Road",
  zip: "682001",
  password: strongPassword,
});

describe("Cache-Control: no-store", () => {
  it("is on every tRPC answer to a signed-in caller, public procedures and errors included", async () => {
    const answers = [
      await trpcGet("accounts.me", { json: null }, bearer(token)),
      await trpcGet("booking.mine", { json: { page: 1, pageSize: 5 } }, bearer(token)),
      await trpcGet("accounts.me,booking.mine", { 0: { json: null }, 1: { json: {} } }, bearer(token)),
      await trpcGet("catalog.centre", { json: { id: centreId } }, bearer(token)),
      await trpcGet("vendor.centre.get", { json: null }, bearer(token)),
      await trpcGet("accounts.me", { json: null }, bearer("forged-token")),
      await trpcPost(
        "accounts.updateProfile",
        {
          json: {
            name: "Ravi Kumar",
            mobile: "9876500000",
            state: "Delhi",
            city: "New Delhi",
            address: "C-4 Vasant Kunj",
            zip: "110070",
            version: 1,
          },
        },
        bearer(token),
      ),
    ];
    expect(answers.map((answer) => [answer.statusCode, cacheControl(answer)])).toEqual([
      [200, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
      [403, "no-store"],
      [401, "no-store"],
      [200, "no-store"],
    ]);
  });

  it("is on every legacy REST answer to a caller with a token", async () => {
    const answers = [
      await t.app.inject({ method: "GET", url: "/api/profile", headers: bearer(token) }),
      await t.app.inject({ method: "GET", url: "/api/getBookings?page=1&limit=5", headers: bearer(token) }),
      await t.app.inject({ method: "GET", url: "/api/vendors", headers: bearer(token) }),
      await t.app.inject({ method: "GET", url: "/api/profile", headers: bearer("forged-token") }),
    ];
    expect(answers.map((answer) => [answer.statusCode, cacheControl(answer)])).toEqual([
      [200, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
      [401, "no-store"],
    ]);
  });

  it("is on the answers that sign someone in, on both APIs, refusals included", async () => {
    const registered = await trpcPost("accounts.register", { json: signUp("private-trpc@test.chamak.in") });
    const login = { email: "private-trpc@test.chamak.in", password: strongPassword };
    const answers = [
      registered,
      await trpcPost("accounts.login", { json: login }),
      await t.app.inject({
        method: "POST",
        url: "/trpc/accounts.login?batch=1",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ 0: { json: login } }),
      }),
      await trpcPost("accounts.login", { json: { ...login, password: "wrong-pass1" } }),
      await t.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { ...signUp("private-rest@test.chamak.in"), mobile_no: "9876543210" },
      }),
      await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: "private-rest@test.chamak.in", password: strongPassword },
      }),
    ];
    expect(answers.map((answer) => [answer.statusCode, cacheControl(answer)])).toEqual([
      [200, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
      [401, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
    ]);
    expect(registered.body).toContain('"token"');
  });

  it("is not on the public catalog asked anonymously, even from the server's cache after a signed-in caller", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    invalidateCatalogCache();
    const input = { json: { id: centreId } };
    await trpcGet("catalog.centre", input, bearer(token)); // kept from the URL's second request on: this one
    const signedIn = await trpcGet("catalog.centre", input, bearer(token));
    const anonymous = await trpcGet("catalog.centre", input);
    const signedInAgain = await trpcGet("catalog.centre", input, bearer(token));
    expect(anonymous.headers["x-cache"]).toBe("hit");
    expect(signedInAgain.headers["x-cache"]).toBe("hit");
    expect([signedIn, anonymous, signedInAgain].map(cacheControl)).toEqual([
      "no-store",
      undefined,
      "no-store",
    ]);
    const publicAnswers = [
      await trpcGet("catalog.search", { json: { q: "wash" } }),
      await trpcGet("catalog.vehicleTypes", { json: null }),
      await t.app.inject({ method: "GET", url: "/api/vendors" }),
      await t.app.inject({ method: "POST", url: "/api/search", payload: { search: "wash" } }),
    ];
    expect(publicAnswers.map((answer) => [answer.statusCode, cacheControl(answer)])).toEqual([
      [200, undefined],
      [200, undefined],
      [200, undefined],
      [200, undefined],
    ]);
  });
});
