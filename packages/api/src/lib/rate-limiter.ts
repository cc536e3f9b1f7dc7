import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export interface RateLimitResult {
  allowed: boolean;
  /** How long until the window resets, when not allowed. */
  retryAfterMs: number;
}

/**
 * Counts hits per key in fixed windows (whole seconds, rounded up). One process by default; a shared store
 * (RedisRateLimiter) makes it hold across nodes.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Takes back one hit on `key` under that rule (it should not have counted, e.g. a successful sign-in). */
  giveBack(key: string, limit: number, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/** rate-limiter-flexible counts in whole seconds; a window is never shorter than asked. */
export function windowSeconds(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / 1000));
}

/**
 * rate-limiter-flexible's limiters each have one limit and duration, and the callers' rules vary: one limiter
 * per (limit, window) pair, made on first use. The rules are a handful of constants, so this stays small.
 */
export class LimiterPerRule<L extends RateLimiterAbstract> {
  private readonly limiters = new Map<string, L>();

  constructor(private readonly create: (points: number, durationSeconds: number) => L) {}

  get(limit: number, windowMs: number): L {
    const seconds = windowSeconds(windowMs);
    const rule = `${limit}/${seconds}`;
    let limiter = this.limiters.get(rule);
    if (!limiter) {
      limiter = this.create(limit, seconds);
      this.limiters.set(rule, limiter);
    }
    return limiter;
  }

  all(): L[] {
    return [...this.limiters.values()];
  }
}

/** One hit on `limiter`: rate-limiter-flexible rejects with a RateLimiterRes past the limit, with an Error on failure. */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimitResult> {
  try {
    await limiter.consume(key);
    return { allowed: true, retryAfterMs: 0 };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterMs: Math.max(0, rejection.msBeforeNext) };
    }
    throw rejection;
  }
}

/** This process's counts, in rate-limiter-flexible's RateLimiterMemory. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly limiters = new LimiterPerRule(
    (points, duration) => new RateLimiterMemory({ points, duration, keyPrefix: "" }),
  );

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    return consume(this.limiters.get(limit, windowMs), key);
  }

  async giveBack(key: string, limit: number, windowMs: number): Promise<void> {
    await this.limiters.get(limit, windowMs).reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await Promise.all(this.limiters.all().map((limiter) => limiter.delete(key)));
  }
}
