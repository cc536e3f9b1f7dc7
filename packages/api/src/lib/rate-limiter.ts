export interface RateLimitResult {
  allowed: boolean;
  /** How long until the window resets, when not allowed. */
  retryAfterMs: number;
}

/** Counts hits per key in fixed windows. One process by default; a shared store makes it hold across nodes. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      window = { count: 0, resetsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= limit,
      retryAfterMs: window.count <= limit ? 0 : window.resetsAt - now,
    };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
