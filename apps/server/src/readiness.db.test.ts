import { MemoryRateLimiter } from "@chamak/api";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";

let database: TestDb;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

const config = { webDist: "/nonexistent/web", consoleDist: "/nonexistent/console", corsOrigins: [] };

describe("/readyz", () => {
  it("is 200 with the database up, reporting shared services without depending on them", async () => {
    const app = await buildApp({
      db: database.db,
      readDb: database.db,
      config,
      readinessChecks: { redis: async () => false },
    });
    try {
      const response = await app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ready", database: "up", replica: "up", redis: "down" });
    } finally {
      await app.close();
    }
  });

  it("is 503 without the primary database; /healthz says the same", async () => {
    const closed = await createTestDb();
    await closed.close();
    const app = await buildApp({ db: closed.db, config });
    try {
      const ready = await app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "unavailable", database: "down" });
      expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });

  it("is 503 while draining, while other requests are still served and asked to close their connection", async () => {
    const app = await buildApp({ db: database.db, config });
    try {
      app.readiness.draining = true;
      const ready = await app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "draining" });
      const health = await app.inject({ method: "GET", url: "/healthz" });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe("close");
      const trpc = await app.inject({ method: "GET", url: "/trpc/catalog.vehicleTypes" });
      expect(trpc.statusCode).toBe(200);
      expect(trpc.headers.connection).toBe("close");
    } finally {
      await app.close();
    }
  });
});

describe("TRUST_PROXY", () => {
  /** The address the login limit counts under, for a request that came through a proxy at 10.0.0.5. */
  async function countedAddress(trustProxy: boolean | string[] | number) {
    const keys: string[] = [];
    const limiter = new MemoryRateLimiter();
    const spy = Object.assign(Object.create(limiter), {
      hit(key: string, limit: number, windowMs: number) {
        keys.push(key);
        return limiter.hit(key, limit, windowMs);
      },
    });
    const app = await buildApp({ db: database.db, config: { ...config, trustProxy }, limiter: spy });
    try {
      await app.inject({
        method: "POST",
        url: "/trpc/accounts.login",
        remoteAddress: "10.0.0.5",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
        payload: { json: { email: "nobody@test.chamak.in", password: "whatever" } },
      });
    } finally {
      await app.close();
    }
    return keys.find((key) => key.startsWith("login:ip:"));
  }

  it("counts the client behind a trusted load balancer, not the balancer", async () => {
    expect(await countedAddress(["10.0.0.0/8"])).toBe("login:ip:203.0.113.9");
    expect(await countedAddress(1)).toBe("login:ip:203.0.113.9");
  });

  it("ignores X-Forwarded-For from anyone when no proxy is trusted (it could be forged)", async () => {
    expect(await countedAddress(false)).toBe("login:ip:10.0.0.5");
  });
});
