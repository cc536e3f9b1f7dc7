import { createServer, type Server } from "node:net";
import { createDb, type DbHandle } from "@chamak/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";

// A database server that accepts connections and never answers: requests fail fast with a clear 503 that
// says to try again, not a generic 500.
let silentServer: Server;
let database: DbHandle;
let app: FastifyInstance;
beforeAll(async () => {
  silentServer = createServer(() => {});
  await new Promise<void>((resolve) => silentServer.listen(0, "127.0.0.1", resolve));
  const { port } = silentServer.address() as { port: number };
  database = await createDb({
    databaseUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    connectTimeoutMs: 300,
  });
  app = await buildApp({
    db: database.db,
    config: { webDist: "/nonexistent/web", consoleDist: "/nonexistent/console", corsOrigins: [] },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  silentServer?.close();
});

const MESSAGE = "Chamak is briefly unavailable; please try again in a moment.";

describe("while the database cannot be reached", () => {
  it("tRPC answers 503 with a message to try again", async () => {
    const response = await app.inject({ method: "GET", url: "/trpc/catalog.categories" });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.json).toMatchObject({
      message: MESSAGE,
      data: { code: "SERVICE_UNAVAILABLE" },
    });
  });

  it("the legacy REST paths answer 503 in their own shape", async () => {
    const response = await app.inject({ method: "POST", url: "/api/search", payload: {} });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: false, requestId: expect.any(String), message: MESSAGE });
  });
});
