import { randomBytes } from "node:crypto";
import {
  configureCatalogCache,
  invalidateCatalogCache,
  listVehicleTypes,
  MemoryRateLimiter,
  RedisRateLimiter,
} from "@chamak/api";
import type { Db } from "@chamak/db";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { RedisUnavailableError } from "./redis";
import { createSharedState, type SharedState } from "./shared-state";

// Needs the Redis this machine kind runs (REDIS_URL or 127.0.0.1:6379); keys and channels use this run's prefix.
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `chamak-test-${randomBytes(6).toString("hex")}:`;
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const available = await redisAnswers();

const started: SharedState[] = [];
const raw: Redis[] = [];
async function startShared(redisUrl: string | undefined) {
  const state = createSharedState(
    { redisUrl, redisKeyPrefix: prefix, databaseReplicaUrl: undefined },
    () => logger,
  );
  started.push(state);
  await state.start();
  return state;
}

afterEach(async () => {
  for (const state of started.splice(0)) await state.close();
  configureCatalogCache({ ttlMs: 0 });
});
afterAll(async () => {
  if (!available) return;
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  for (const client of raw) client.disconnect();
});

/** A stand-in database whose vehicle-type loads are counted: a load means the catalog cache was empty. */
function countingDb() {
  const findMany = vi.fn(async () => []);
  return { db: { vehicleType: { findMany } } as unknown as Db, loads: () => findMany.mock.calls.length };
}

describe("shared state without REDIS_URL", () => {
  it("keeps rate limits in this process and reports no shared services", async () => {
    const state = await startShared(undefined);
    expect(state.limiter).toBeInstanceOf(MemoryRateLimiter);
    expect(state.checks).toEqual({});
  });

  it("refuses to start when REDIS_URL does not answer, naming it without its password", async () => {
    const state = createSharedState(
      { redisUrl: "redis://:hunter2@127.0.0.1:9", redisKeyPrefix: prefix, databaseReplicaUrl: undefined },
      () => logger,
    );
    const failure = state.start();
    await expect(failure).rejects.toThrow(RedisUnavailableError);
    await expect(failure).rejects.toThrow(/redis:\/\/:\*\*\*@127\.0\.0\.1:9/);
    await state.close();
  });
});

describe.skipIf(!available)(`shared state on ${REDIS_URL}`, () => {
  it("counts rate limits in Redis, shared by every node, and reports Redis to /readyz", async () => {
    const [nodeA, nodeB] = [await startShared(REDIS_URL), await startShared(REDIS_URL)];
    expect(nodeA?.limiter).toBeInstanceOf(RedisRateLimiter);
    expect(await nodeA?.checks.redis?.()).toBe(true);
    await nodeA?.limiter.hit("login:account:a@b.in", 2, 60_000);
    await nodeB?.limiter.hit("login:account:a@b.in", 2, 60_000);
    expect((await nodeA?.limiter.hit("login:account:a@b.in", 2, 60_000))?.allowed).toBe(false);
    const redis = new Redis(REDIS_URL);
    raw.push(redis);
    expect(await redis.get(`${prefix}rl:login:account:a@b.in`)).toBe("3");
  });

  it("publishes this node's catalog invalidations and drops its cache on other nodes' messages", async () => {
    configureCatalogCache({ ttlMs: 60_000 });
    await startShared(REDIS_URL);
    const channel = `${prefix}catalog:invalidate`;
    const listener = new Redis(REDIS_URL);
    const publisher = new Redis(REDIS_URL);
    raw.push(listener, publisher);
    const heard: string[] = [];
    listener.on("message", (_channel, message) => heard.push(message));
    await listener.subscribe(channel);

    invalidateCatalogCache();
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(JSON.parse(heard[0] ?? "")).toMatchObject({
      type: "catalog.invalidate",
      from: expect.any(String),
    });

    const { db, loads } = countingDb();
    // Kept from its second request on: two loads, then cached.
    for (let i = 0; i < 3; i++) await listVehicleTypes(db);
    expect(loads()).toBe(2);
    await publisher.publish(channel, JSON.stringify({ type: "catalog.invalidate", from: "another-node" }));
    await vi.waitFor(
      async () => {
        await listVehicleTypes(db);
        expect(loads()).toBeGreaterThanOrEqual(3);
      },
      { timeout: 5000, interval: 50 },
    );
  });
});
