import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { consume, LimiterPerRule, type RateLimiter, type RateLimitResult } from "./rate-limiter";

export const REDIS_RATE_LIMIT_PREFIX = "chamak:rl:";

export interface RedisRateLimiterOptions {
  /** An ioredis client (rate-limiter-flexible's `storeClient`). */
  redis: Redis;
  /** Put before every key; default `chamak:rl:`. */
  prefix?: string;
  /**
   * Count in this node's memory while Redis cannot be reached (rate-limiter-flexible's insuranceLimiter), so
   * an outage loosens limits to per-node ones instead of failing every login and booking. Default true;
   * false lets the error through.
   */
  fallback?: boolean;
  /** Told that Redis failed and memory answered instead, at most once per `reportIntervalMs` (default 10 s). */
  onFallback?: () => void;
  reportIntervalMs?: number;
}

/**
 * RateLimiterMemory as RateLimiterRedis's insuranceLimiter: rate-limiter-flexible only asks it when Redis
 * failed, so each use is reported.
 */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: { points: number; duration: number },
    private readonly report: () => void,
  ) {
    super({ ...options, keyPrefix: "" });
  }

  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.report();
    return super.consume(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory["delete"]>) {
    this.report();
    return super.delete(...args);
  }

  /** Drops a key's count here, Redis or not (a reset). */
  forget(key: string) {
    return super.delete(key);
  }
}

/**
 * The same fixed windows as MemoryRateLimiter, kept in Redis by rate-limiter-flexible's RateLimiterRedis (one
 * atomic script per hit), so a limit holds across every node: an address guessing a password over three nodes
 * waits the same on all of them. A key's count lives at `<prefix><key>`, whatever the rule counting it.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly prefix: string;
  private readonly insurance: InsuranceLimiter[] = [];
  private readonly limiters: LimiterPerRule<RateLimiterRedis>;

  constructor(options: RedisRateLimiterOptions) {
    this.prefix = options.prefix ?? REDIS_RATE_LIMIT_PREFIX;
    const interval = options.reportIntervalMs ?? 10_000;
    let lastReport = Number.NEGATIVE_INFINITY;
    const report = () => {
      const now = Date.now();
      if (now - lastReport < interval) return;
      lastReport = now;
      options.onFallback?.();
    };
    this.limiters = new LimiterPerRule((points, duration) => {
      let insuranceLimiter: InsuranceLimiter | undefined;
      if (options.fallback !== false) {
        insuranceLimiter = new InsuranceLimiter({ points, duration }, report);
        this.insurance.push(insuranceLimiter);
      }
      return new RateLimiterRedis({
        storeClient: options.redis,
        points,
        duration,
        keyPrefix: "",
        // ioredis fails fast while disconnected (no offline queue in apps/server); this skips even trying.
        rejectIfRedisNotReady: true,
        ...(insuranceLimiter ? { insuranceLimiter } : {}),
      });
    });
  }

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    return consume(this.limiters.get(limit, windowMs), this.prefix + key);
  }

  async giveBack(key: string, limit: number, windowMs: number): Promise<void> {
    await this.limiters.get(limit, windowMs).reward(this.prefix + key, 1);
  }

  async reset(key: string): Promise<void> {
    // One count per key in Redis, whichever rule counted it: deleting through any limiter clears it (or, Redis
    // being down, that limiter's memory). Every rule's memory is cleared too, for the next outage.
    const [any] = this.limiters.all();
    await (any ?? this.limiters.get(1, 1000)).delete(this.prefix + key);
    await Promise.all(this.insurance.map((limiter) => limiter.forget(this.prefix + key)));
  }
}
