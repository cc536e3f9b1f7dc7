import { Writable } from "node:stream";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";

/** Every log line the app wrote (pino's JSON), to find a request's lines by its id. */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  database = await createTestDb();
  app = await buildApp({
    db: database.db,
    config: { webDist: "/nonexistent/web", consoleDist: "/nonexistent/console", corsOrigins: [] },
    logger: { level: "info", stream: logStream },
  });
  // A route that fails unexpectedly, as a bug in any non-API route would: the host's own error answer.
  app.get("/__test/boom", async () => {
    throw new Error("connection string postgres://secret@db leaked into a message");
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("gives every answer a new id, and each request its own", async () => {
    const first = await app.inject({ method: "GET", url: "/healthz" });
    const second = await app.inject({ method: "GET", url: "/healthz" });
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).toMatch(UUID);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it("keeps a well-formed incoming X-Request-Id and replaces one that could forge log lines", async () => {
    const kept = await app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "lb-7f3a:42" },
    });
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a:42");
    for (const hostile of ['x" "level":60', "a".repeat(129), "two words"]) {
      const replaced = await app.inject({
        method: "GET",
        url: "/healthz",
        headers: { "x-request-id": hostile },
      });
      expect(replaced.headers["x-request-id"]).toMatch(UUID);
    }
  });

  it("is in every log line of the request", async () => {
    const id = "support-case-1001";
    await app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": id } });
    const ours = lines.filter((line) => line.reqId === id);
    expect(ours.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    // No line of the app mentions the request without its id.
    const unlabelled = lines.filter((line) => JSON.stringify(line).includes(id) && line.reqId !== id);
    expect(unlabelled).toEqual([]);
  });

  it("is in a tRPC error's data, matching the header", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/trpc/accounts.login",
      headers: { "content-type": "application/json", "x-request-id": "trpc-failure-1" },
      payload: JSON.stringify({ json: { email: "not an email", password: "" } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["x-request-id"]).toBe("trpc-failure-1");
    expect(response.json().error.json.data.requestId).toBe("trpc-failure-1");
  });

  it("is in the tRPC shape of a request refused before tRPC reads it", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/trpc/accounts.login",
      headers: { "content-type": "application/json", "x-request-id": "too-big-1" },
      payload: JSON.stringify({ json: { email: "a".repeat(2 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.json.data.requestId).toBe("too-big-1");
  });

  it("is in the legacy REST API's error JSON", async () => {
    const refused = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "x-request-id": "rest-failure-1" },
      payload: { email: "not an email" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: false, requestId: "rest-failure-1" });
    const missing = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().requestId).toBe(missing.headers["x-request-id"]);
  });

  it("is in a 500 answer and its error log line, and the error's own text is not", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/__test/boom",
      headers: { "x-request-id": "boom-1" },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      message: "Something went wrong on our side; please try again.",
      requestId: "boom-1",
    });
    const errorLine = lines.find((line) => line.reqId === "boom-1" && line.level === 50);
    expect(errorLine?.msg).toBe("request failed");
    expect(JSON.stringify(errorLine)).toContain("leaked into a message");
  });
});
