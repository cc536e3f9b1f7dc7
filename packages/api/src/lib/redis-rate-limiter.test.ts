import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { RedisRateLimiter, type RedisRateLimiterOptions } from "./redis-rate-limiter";

// Needs the Redis this machine kind runs (REDIS_URL or 127.0.0.1:6379); every test counts under a prefix of its
// own, removed afterwards.
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const runPrefix = `chamak-test:${randomBytes(6).toString("hex")}:`;
let tests = 0;
/** A key prefix no other test (or run) uses. */
const uniquePrefix = () => `${runPrefix}${++tests}:rl:`;

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

/** A limiter as one node would have it: its own connection, under `prefix`. */
async function node(prefix: string, options: Partial<RedisRateLimiterOptions> = {}) {
  return new RedisRateLimiter({ redis: await client(), prefix, ...options });
}

afterAll(async () => {
  const [first] = clients;
  if (first) {
    const keys = await first.keys(`${runPrefix}*`);
    if (keys.length > 0) await first.del(...keys);
  }
  for (const redis of clients) redis.disconnect();
});

describe.skipIf(!available)(`RedisRateLimiter against ${REDIS_URL}`, () => {
  it("counts hits in fixed windows, as MemoryRateLimiter does", async () => {
    const limiter = await node(uniquePrefix());
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("fixed", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[0]?.retryAfterMs).toBe(0);
    expect(results[3]?.retryAfterMs).toBeGreaterThan(55_000);
    expect(results[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("opens a new window once the old one has passed", async () => {
    const limiter = await node(uniquePrefix());
    expect((await limiter.hit("short", 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit("short", 1, 1000)).allowed).toBe(false);
    await vi.waitFor(async () => expect((await limiter.hit("short", 1, 1000)).allowed).toBe(true), {
      timeout: 5000,
      interval: 100,
    });
  });

  it("shares counts between nodes (separate connections) and reset clears them for all", async () => {
    const prefix = uniquePrefix();
    const [nodeA, nodeB] = [await node(prefix), await node(prefix)];
    await nodeA.hit("shared", 2, 60_000);
    await nodeB.hit("shared", 2, 60_000);
    expect((await nodeA.hit("shared", 2, 60_000)).allowed).toBe(false);
    await nodeB.reset("shared");
    expect((await nodeA.hit("shared", 2, 60_000)).allowed).toBe(true);
  });

  it("resets a key on a node that has not counted anything yet", async () => {
    const prefix = uniquePrefix();
    const counting = await node(prefix);
    await counting.hit("login", 1, 60_000);
    expect((await counting.hit("login", 1, 60_000)).allowed).toBe(false);
    await (await node(prefix)).reset("login");
    expect((await counting.hit("login", 1, 60_000)).allowed).toBe(true);
  });

  it("is atomic: 50 hits at once over 5 connections allow exactly the limit", async () => {
    const prefix = uniquePrefix();
    const nodes = await Promise.all(Array.from({ length: 5 }, () => node(prefix)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => nodes[i % nodes.length]?.hit("burst", 10, 60_000)),
    );
    expect(results.filter((r) => r?.allowed)).toHaveLength(10);
  });

  it("keeps keys under its prefix, each with the window as its expiry, and repairs a key without one", async () => {
    const prefix = uniquePrefix();
    const redis = await client();
    const limiter = new RedisRateLimiter({ redis, prefix });
    await limiter.hit("ttl", 5, 30_000);
    expect(await redis.get(`${prefix}ttl`)).toBe("1");
    const ttl = await redis.pttl(`${prefix}ttl`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);

    await redis.set(`${prefix}stuck`, "7");
    const stuck = await limiter.hit("stuck", 5, 30_000);
    expect(stuck.allowed).toBe(false);
    expect(stuck.retryAfterMs).toBe(30_000);
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });

  it("counts a window shorter than a second as one second", async () => {
    const prefix = uniquePrefix();
    const redis = await client();
    await new RedisRateLimiter({ redis, prefix }).hit("tiny", 5, 150);
    const ttl = await redis.pttl(`${prefix}tiny`);
    expect(ttl).toBeGreaterThan(500);
    expect(ttl).toBeLessThanOrEqual(1000);
  });

  it("loads its script again after Redis forgot it (SCRIPT FLUSH, failover)", async () => {
    const prefix = uniquePrefix();
    const redis = await client();
    const limiter = new RedisRateLimiter({ redis, prefix });
    await limiter.hit("flush", 5, 60_000);
    await redis.script("FLUSH");
    expect(await limiter.hit("flush", 5, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await redis.get(`${prefix}flush`)).toBe("2");
  });

  it("counts in memory while its connection is down, and in Redis again once it is back", async () => {
    const prefix = uniquePrefix();
    const redis = await client();
    const onFallback = vi.fn();
    const limiter = new RedisRateLimiter({ redis, prefix, onFallback });
    await limiter.hit("flaky", 3, 60_000);
    const ended = new Promise((resolve) => redis.once("end", resolve));
    redis.disconnect();
    await ended;
    expect((await limiter.hit("flaky", 3, 60_000)).allowed).toBe(true);
    expect(onFallback).toHaveBeenCalledTimes(1);
    await redis.connect();
    expect((await limiter.hit("flaky", 3, 60_000)).allowed).toBe(true);
    expect(await redis.get(`${prefix}flaky`)).toBe("2");
  });
});

describe("RedisRateLimiter while Redis cannot be reached", () => {
  const unreachable = () => {
    const redis = connect("redis://127.0.0.1:9");
    redis.on("error", () => {});
    clients.push(redis);
    return redis;
  };

  it("falls back to counting in memory, and reports it once per interval", async () => {
    const onFallback = vi.fn();
    const limiter = new RedisRateLimiter({ redis: unreachable(), prefix: uniquePrefix(), onFallback });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await limiter.hit("down", 2, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(results[2]?.retryAfterMs).toBeGreaterThan(55_000);
    await limiter.reset("down");
    expect((await limiter.hit("down", 2, 60_000)).allowed).toBe(true);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it("reports again after the interval", async () => {
    const onFallback = vi.fn();
    const limiter = new RedisRateLimiter({
      redis: unreachable(),
      prefix: uniquePrefix(),
      onFallback,
      reportIntervalMs: 50,
    });
    await limiter.hit("down", 2, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await limiter.hit("down", 2, 60_000);
    expect(onFallback).toHaveBeenCalledTimes(2);
  });

  it("lets the error through when told to have no fallback", async () => {
    const limiter = new RedisRateLimiter({ redis: unreachable(), prefix: uniquePrefix(), fallback: false });
    await expect(limiter.hit("down", 2, 60_000)).rejects.toThrow("Redis connection is not ready");
    await expect(limiter.reset("down")).rejects.toThrow();
  });
});
