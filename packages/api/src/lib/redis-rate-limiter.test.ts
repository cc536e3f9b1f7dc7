import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { MemoryRateLimiter } from "./rate-limiter";
import { RedisRateLimiter } from "./redis-rate-limiter";

// Needs the Redis this machine kind runs (REDIS_URL or 127.0.0.1:6379); every key lives under a prefix of
// this run's own, removed afterwards.
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `chamak-test:${randomBytes(6).toString("hex")}:rl:`;

function connect(url = REDIS_URL) {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
}

async function redisAnswers(): Promise<boolean> {
  const probe = connect();
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
const clients: Redis[] = [];

async function client() {
  const redis = connect();
  await redis.connect();
  clients.push(redis);
  return redis;
}

afterAll(async () => {
  const [first] = clients;
  if (first) {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length > 0) await first.del(...keys);
  }
  for (const redis of clients) redis.disconnect();
});

describe.skipIf(!available)(`RedisRateLimiter against ${REDIS_URL}`, () => {
  it("counts hits in fixed windows, as MemoryRateLimiter does", async () => {
    const limiter = new RedisRateLimiter({ redis: await client(), prefix });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("fixed", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[0]?.retryAfterMs).toBe(0);
    expect(results[3]?.retryAfterMs).toBeGreaterThan(55_000);
    expect(results[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("opens a new window once the old one has passed", async () => {
    const limiter = new RedisRateLimiter({ redis: await client(), prefix });
    expect((await limiter.hit("short", 1, 150)).allowed).toBe(true);
    expect((await limiter.hit("short", 1, 150)).allowed).toBe(false);
    await vi.waitFor(async () => expect((await limiter.hit("short", 1, 150)).allowed).toBe(true), {
      timeout: 5000,
      interval: 50,
    });
  });

  it("shares counts between nodes (separate connections) and reset clears them for all", async () => {
    const nodeA = new RedisRateLimiter({ redis: await client(), prefix });
    const nodeB = new RedisRateLimiter({ redis: await client(), prefix });
    await nodeA.hit("shared", 2, 60_000);
    await nodeB.hit("shared", 2, 60_000);
    expect((await nodeA.hit("shared", 2, 60_000)).allowed).toBe(false);
    await nodeB.reset("shared");
    expect((await nodeA.hit("shared", 2, 60_000)).allowed).toBe(true);
  });

  it("is atomic: 50 hits at once over 5 connections allow exactly the limit", async () => {
    const nodes = await Promise.all(
      Array.from({ length: 5 }, async () => new RedisRateLimiter({ redis: await client(), prefix })),
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => nodes[i % nodes.length]?.hit("burst", 10, 60_000)),
    );
    expect(results.filter((r) => r?.allowed)).toHaveLength(10);
  });

  it("keeps keys under its prefix, each with the window as its expiry, and repairs a key without one", async () => {
    const redis = await client();
    const limiter = new RedisRateLimiter({ redis, prefix });
    await limiter.hit("ttl", 5, 30_000);
    const ttl = await redis.pttl(`${prefix}ttl`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);

    await redis.set(`${prefix}stuck`, "7");
    const stuck = await limiter.hit("stuck", 5, 30_000);
    expect(stuck.allowed).toBe(false);
    expect(stuck.retryAfterMs).toBe(30_000);
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });

  it("loads its script again after Redis forgot it (SCRIPT FLUSH, failover)", async () => {
    const redis = await client();
    const limiter = new RedisRateLimiter({ redis, prefix });
    await limiter.hit("flush", 5, 60_000);
    await redis.script("FLUSH");
    expect(await limiter.hit("flush", 5, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await redis.get(`${prefix}flush`)).toBe("2");
  });
});

describe("RedisRateLimiter while Redis cannot be reached", () => {
  const unreachable = () => {
    const redis = connect("redis://127.0.0.1:9");
    redis.on("error", () => {});
    clients.push(redis);
    return redis;
  };

  it("falls back to counting in memory, and reports the failure once per interval", async () => {
    const onError = vi.fn();
    const fallback = new MemoryRateLimiter();
    const limiter = new RedisRateLimiter({ redis: unreachable(), prefix, fallback, onError });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await limiter.hit("down", 2, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    await limiter.reset("down");
    expect((await limiter.hit("down", 2, 60_000)).allowed).toBe(true);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("lets the error through when told to have no fallback", async () => {
    const limiter = new RedisRateLimiter({ redis: unreachable(), prefix, fallback: null });
    await expect(limiter.hit("down", 2, 60_000)).rejects.toThrow();
  });
});
