import { tokenFor } from "@chamak/api/test-support/security-world";
import { indiaDate } from "@chamak/contracts";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/support/test-app";
import { useWorldApp } from "../../test/support/world-app";

const env = useWorldApp();

interface Case {
  name: string;
  path: string;
  input: unknown;
  mutation?: boolean;
  as?: "customerA";
  /** One of the hot calls, answered alone or as a batch of one without tRPC's HTTP adapter. */
  hot?: boolean;
}

/**
 * The same call three ways: alone, as a batch of one (for a hot call both answered by our route) and as a
 * batch of two (always tRPC's handler).
 */
async function threeWays({ path, input, mutation, as }: Case) {
  const headers = as ? bearer((await tokenFor(env.world, as)) ?? "") : {};
  const envelope = superjson.serialize(input);
  const send = (url: string, body?: unknown) =>
    mutation
      ? env.app.inject({
          method: "POST",
          url,
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify(body),
        })
      : env.app.inject({
          method: "GET",
          url: `${url}${url.includes("?") ? "&" : "?"}input=${encodeURIComponent(JSON.stringify(body))}`,
          headers,
        });
  const alone = await send(`/trpc/${path}`, envelope);
  const batchOfOne = await send(`/trpc/${path}?batch=1`, { 0: envelope });
  const batchOfTwo = await send(`/trpc/${path},${path}?batch=1`, { 0: envelope, 1: envelope });
  return { alone, batchOfOne, batchOfTwo };
}

/** The answer without what differs per request (the request id in an error). */
function comparable(body: string): unknown {
  return JSON.parse(body, (key, value) => (key === "requestId" ? "<id>" : value));
}

describe("the hot calls, answered without tRPC's HTTP adapter", () => {
  const tomorrow = indiaDate(new Date(), 1);
  const cases = (): Case[] => {
    const { a } = env.world;
    return [
      { name: "a centre's details", path: "catalog.centre", input: { id: a.centre.id }, hot: true },
      {
        name: "a centre that does not exist (NOT_FOUND)",
        path: "catalog.centre",
        input: { id: 987_654 },
        hot: true,
      },
      { name: "a search", path: "catalog.search", input: { q: "foam wash" }, hot: true },
      {
        name: "a search with a bad page (zod's BAD_REQUEST)",
        path: "catalog.search",
        input: { page: 0 },
        hot: true,
      },
      { name: "text PostgreSQL cannot store", path: "catalog.search", input: { q: "foam\u0000" }, hot: true },
      {
        name: "free slots, whose Dates travel in the meta",
        path: "booking.availability",
        input: {
          centreId: a.centre.id,
          vehicleTypeId: a.vehicleType.id,
          items: [{ serviceId: a.wash.id, quantity: 1 }],
          date: tomorrow,
        },
        hot: true,
      },
      { name: "a customer's own bookings", path: "booking.mine", input: { page: 1 }, as: "customerA" },
      { name: "a customer's bookings, signed out (UNAUTHORIZED)", path: "booking.mine", input: { page: 1 } },
      {
        name: "a centre's page, asked by a customer (FORBIDDEN)",
        path: "vendor.centre.get",
        input: undefined,
        as: "customerA",
      },
      {
        name: "a payment confirmed without its fields (zod's BAD_REQUEST)",
        path: "booking.confirmPayment",
        input: {},
        mutation: true,
        as: "customerA",
        hot: true,
      },
      {
        name: "a mutation refused (sign-in to an unknown address)",
        path: "accounts.login",
        input: { email: "nobody-here@test.chamak.in", password: "Not-the-password-1" },
        mutation: true,
      },
    ];
  };

  it("answers exactly what tRPC's own handler answers for the same call, status and body", async () => {
    const seen = new Set<number>();
    for (const call of cases()) {
      const { alone, batchOfOne, batchOfTwo } = await threeWays(call);
      const [first, second] = comparable(batchOfTwo.body) as unknown[];
      expect(second, call.name).toEqual(first);
      expect(comparable(alone.body), call.name).toEqual(first);
      expect(comparable(batchOfOne.body), call.name).toEqual([first]);
      expect(alone.statusCode, call.name).toBe(batchOfTwo.statusCode);
      expect(batchOfOne.statusCode, call.name).toBe(batchOfTwo.statusCode);
      for (const answer of [alone, batchOfOne]) {
        expect(answer.headers["content-type"], call.name).toBe("application/json");
        expect(answer.headers.vary, call.name).toBe(batchOfTwo.headers.vary);
        // A hot call is sent whole by our route; tRPC's handler streams its fetch Response.
        if (call.hot) expect(answer.headers["content-length"], call.name).toBeDefined();
        else expect(answer.headers["content-length"], call.name).toBeUndefined();
      }
      expect(batchOfTwo.headers["content-length"], call.name).toBeUndefined();
      seen.add(alone.statusCode);
    }
    // The cases cover success and every kind of refusal above.
    expect([...seen].sort()).toEqual([200, 400, 401, 403, 404]);
  });

  it("leaves to tRPC what it must refuse itself: a wrong method, an unknown path, input that is not JSON", async () => {
    const wrongMethod = await env.app.inject({
      method: "POST",
      url: "/trpc/catalog.categories",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(wrongMethod.statusCode).toBe(405);
    expect(JSON.parse(wrongMethod.body).error.json.data.code).toBe("METHOD_NOT_SUPPORTED");
    const unknown = await env.app.inject({ method: "GET", url: "/trpc/catalog.nothing" });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body).error.json.data.code).toBe("NOT_FOUND");
    const notJson = await env.app.inject({ method: "GET", url: "/trpc/catalog.centre?input=%7Bnot-json" });
    expect(notJson.statusCode).toBe(400);
    expect(JSON.parse(notJson.body).error.json.data.code).toBe("BAD_REQUEST");
    // Each answered by tRPC's handler, which streams.
    for (const answer of [wrongMethod, unknown, notJson])
      expect(answer.headers["content-length"]).toBeUndefined();
  });
});
