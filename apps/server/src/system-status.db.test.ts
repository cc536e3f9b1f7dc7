import { randomBytes } from "node:crypto";
import { signedInUser } from "@chamak/api/test-support/caller";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { createSharedState, type SharedState } from "./infra/shared-state";

// The Redis this machine kind runs (REDIS_URL or 127.0.0.1:6379), as the server's shared state opens it.
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const logger = { info: () => {}, warn: () => {}, error: () => {} };

let database: Awaited<ReturnType<typeof createTestDb>>;
let shared: SharedState;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDb();
  shared = createSharedState(
    {
      redisUrl: REDIS_URL,
      redisKeyPrefix: `chamak-test-${randomBytes(6).toString("hex")}:`,
      databaseReplicaUrl: undefined,
    },
    () => logger,
  );
  await shared.start();
  app = await buildApp({
    db: database.db,
    config: {
      webDist: "/nonexistent/web",
      consoleDist: "/nonexistent/console",
      corsOrigins: [],
      // A real SMTP server is configured; Razorpay and the phones are the built-in stand-ins.
      smtpUrl: "smtp://127.0.0.1:2525",
      stuckPaymentMinutes: 45,
    },
    limiter: shared.limiter,
    readinessChecks: shared.checks,
  });
});

afterAll(async () => {
  await app?.close();
  await shared?.close();
  await database?.close();
});

const systemAs = (token: string | null) =>
  app.inject({
    method: "GET",
    url: "/trpc/admin.system",
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("the System page's answer through the server", () => {
  it("pings the real Redis and says which providers this server's configuration makes live", async () => {
    const admin = await signedInUser(database.db, "admin");
    const response = await systemAs(admin.token);
    expect(response.statusCode).toBe(200);
    const status = response.json().result.data.json;
    expect(status.database.up).toBe(true);
    expect(status.redis.up).toBe(true);
    expect(status.redis.latencyMs).toBeGreaterThanOrEqual(0);
    expect(status.stuckPayments.thresholdMinutes).toBe(45);
    expect(status.providers).toEqual([
      { provider: "razorpay", mode: "standin" },
      { provider: "sms", mode: "standin" },
      { provider: "whatsapp", mode: "standin" },
      { provider: "email", mode: "live" },
      { provider: "callMasking", mode: "standin" },
    ]);
  });

  it("is refused to anyone but an admin, with the request id to quote", async () => {
    const vendor = await signedInUser(database.db, "vendor");
    const refused = await systemAs(vendor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.json.data.requestId).toBe(refused.headers["x-request-id"]);
    expect((await systemAs(null)).statusCode).toBe(401);
  });
});
