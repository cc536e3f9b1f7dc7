/**
 * superjson's `meta` comes from the client and tells the server what to rebuild and where. A malformed one is
 * a 400 that names the problem, checked before superjson reads any of it (it recursed once per character of
 * a string `values` until the stack overflowed, and answered with that text); what the libraries reading a
 * request say never reaches the client; the real tRPC client's meta (undefined, Dates, Maps, shared objects)
 * still works.
 */
import { appRouter } from "@chamak/api";
import type { FastifyInstance } from "fastify";
import superjson from "superjson";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, trpcClient } from "../support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

interface TrpcErrorBody {
  error: {
    json: {
      message: string;
      data: {
        code: string;
        httpStatus: number;
        error: { id: string; values?: Record<string, unknown> } | null;
      };
    };
  };
}

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;

function send(app: FastifyInstance, path: string, payload: string) {
  return procedures[path]?._def.type === "query"
    ? app.inject({ method: "GET", url: `/trpc/${path}?input=${encodeURIComponent(payload)}` })
    : app.inject({
        method: "POST",
        url: `/trpc/${path}`,
        headers: { "content-type": "application/json" },
        payload,
      });
}

describe("superjson meta from the client", () => {
  it.each(["contact.send", "catalog.search", "accounts.login", "accounts.logout", "health.check"])(
    "%s: a string where meta.values belongs is a 400 naming the problem, in our words",
    async (path) => {
      const response = await send(t.app, path, '{"json":{},"meta":{"values":"x"}}');
      expect(response.statusCode).toBe(400);
      const { message, data } = (response.json() as TrpcErrorBody).error.json;
      expect(message).toBe(
        "This request could not be read: its superjson metadata is not valid (meta.values must be an object or an array).",
      );
      expect(data).toMatchObject({
        code: "BAD_REQUEST",
        error: {
          id: "errors.invalidSuperjsonMeta",
          values: { problem: "meta.values must be an object or an array" },
        },
      });
      expect(response.body).not.toMatch(/call stack/i);
    },
  );

  it("refuses a hostile meta of 900 kB at once, without superjson reading any of it", async () => {
    const deserialize = vi.spyOn(superjson, "deserialize");
    const asText = `{"json":{},"meta":{"values":"${"x".repeat(900_000)}"}}`;
    const manyPaths = JSON.stringify({
      json: {},
      meta: { values: Object.fromEntries(Array.from({ length: 52_000 }, (_, i) => [`k${i}`, ["Date"]])) },
    });
    expect(manyPaths.length).toBeGreaterThan(850_000);
    expect(manyPaths.length).toBeLessThan(1024 * 1024);
    const answers = await Promise.all([
      send(t.app, "contact.send", asText),
      send(t.app, "contact.send", manyPaths),
      t.app.inject({ method: "GET", url: "/healthz" }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 200]);
    expect(answers.slice(0, 2).map((answer) => (answer.json() as TrpcErrorBody).error.json.message)).toEqual([
      "This request could not be read: its superjson metadata is not valid (meta.values must be an object or an array).",
      "This request could not be read: its superjson metadata is not valid (meta.values has more than 1000 annotations).",
    ]);
    expect(deserialize).not.toHaveBeenCalled();
    expect(await t.db.contactMessage.count()).toBe(0);
  });

  it("answers what the JSON parser, superjson or the body limit say with our own message", async () => {
    const answers = [
      await send(t.app, "contact.send", "{"),
      await send(t.app, "contact.send", '{"json":{"m":5},"meta":{"values":{"m":["map"]},"v":1}}'),
      await send(t.app, "contact.send", `{"json":"${"a".repeat(1024 * 1024)}"}`),
    ];
    expect(
      answers.map((answer) => {
        const { message, data } = (answer.json() as TrpcErrorBody).error.json;
        return [answer.statusCode, message, data.error?.id];
      }),
    ).toEqual([
      [400, "This request could not be read.", "errors.unreadableRequest"],
      [
        400,
        "This request could not be read: its superjson metadata is not valid (its types do not fit the values at their paths).",
        "errors.invalidSuperjsonMeta",
      ],
      [413, "This request is too large.", "errors.requestTooLarge"],
    ]);
  });

  it("still reads what the apps' tRPC client sends: no input, undefined, Dates, Maps and shared objects", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    const client = trpcClient(`http://127.0.0.1:${address.port}`, "no-session");
    const shared = { note: "same object twice" };
    // Fields the schema does not know are dropped after parsing; they still go through the transformer.
    const search = {
      q: undefined,
      city: "New Delhi",
      page: 1,
      at: new Date(),
      byId: new Map([[1, new Date()]]),
    };
    // Procedures without input: the client sends superjson's envelope of undefined.
    await expect(client.health.check.query()).resolves.toMatchObject({ database: "up" });
    await expect(client.catalog.vehicleTypes.query()).resolves.toEqual(expect.any(Array));
    const page = await client.catalog.search.query({ ...search, a: shared, b: shared } as never);
    expect(page).toMatchObject({ page: 1, items: expect.any(Array) });
    await expect(
      client.contact.send.mutate({
        name: "Anil",
        email: "anil@test.chamak.in",
        message: "Do you wash tractors?",
        sentAt: new Date(),
      } as never),
    ).resolves.toMatchObject({ id: expect.any(Number) });
  });
});
