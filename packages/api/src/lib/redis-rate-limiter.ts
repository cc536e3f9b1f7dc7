import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { MemoryRateLimiter, type RateLimiter, type RateLimitResult } from "./rate-limiter";

/**
 * One fixed window per key, counted atomically: INCR, and the window's expiry set by the hit that opened it
 * (or repaired if the key somehow has none), all in one script so no two nodes can interleave.
 * Returns { count, milliseconds left in the window }.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
const HIT_SHA = createHash("sha1").update(HIT_SCRIPT).digest("hex");

export const REDIS_RATE_LIMIT_PREFIX = "chamak:rl:";

export interface RedisRateLimiterOptions {
  redis: Redis;
  /** Put before every key; default `chamak:rl:`. */
  prefix?: string;
  /**
   * Counts hits while Redis cannot be reached, so an outage loosens limits to per-node ones instead of
   * failing every login and booking. Default: an in-memory limiter; `null` lets the error through.
   */
  fallback?: RateLimiter | null;
  /** Told about Redis failures, at most once per `errorIntervalMs` (default 10 s). */
  onError?: (error: unknown) => void;
  errorIntervalMs?: number;
}

/**
 * The same fixed windows as MemoryRateLimiter, kept in Redis so a limit holds across every node: five failed
 * logins spread over three nodes lock the account on all of them.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly fallback: RateLimiter | null;
  private readonly onError: (error: unknown) => void;
  private readonly errorIntervalMs: number;
  private lastErrorAt = Number.NEGATIVE_INFINITY;

  constructor(options: RedisRateLimiterOptions) {
    this.redis = options.redis;
    this.prefix = options.prefix ?? REDIS_RATE_LIMIT_PREFIX;
    this.fallback = options.fallback === undefined ? new MemoryRateLimiter() : options.fallback;
    this.onError = options.onError ?? (() => {});
    this.errorIntervalMs = options.errorIntervalMs ?? 10_000;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    let reply: unknown;
    try {
      reply = await this.runHit(this.prefix + key, Math.max(1, Math.round(windowMs)));
    } catch (error) {
      if (!this.fallback) throw error;
      this.report(error);
      return this.fallback.hit(key, limit, windowMs);
    }
    const [count, ttl] = parseReply(reply);
    const allowed = count <= limit;
    return { allowed, retryAfterMs: allowed ? 0 : Math.max(0, ttl) };
  }

  async reset(key: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + key);
    } catch (error) {
      if (!this.fallback) throw error;
      this.report(error);
    }
    await this.fallback?.reset(key);
  }

  private async runHit(key: string, windowMs: number): Promise<unknown> {
    try {
      return await this.redis.evalsha(HIT_SHA, 1, key, windowMs);
    } catch (error) {
      // First use on this Redis (or after SCRIPT FLUSH / a failover): send the script itself once.
      if (!(error instanceof Error) || !error.message.startsWith("NOSCRIPT")) throw error;
      return this.redis.eval(HIT_SCRIPT, 1, key, windowMs);
    }
  }

  private report(error: unknown) {
    const now = Date.now();
    if (now - this.lastErrorAt < this.errorIntervalMs) return;
    this.lastErrorAt = now;
    this.onError(error);
  }
}

function parseReply(reply: unknown): [count: number, ttlMs: number] {
  if (!Array.isArray(reply) || reply.length !== 2) {
    throw new Error(`Unexpected rate-limit script reply: ${JSON.stringify(reply)}`);
  }
  return [Number(reply[0]), Number(reply[1])];
}
