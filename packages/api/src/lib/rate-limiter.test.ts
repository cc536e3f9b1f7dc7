import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRateLimiter, windowSeconds } from "./rate-limiter";

afterEach(() => {
  vi.useRealTimers();
});

describe("MemoryRateLimiter", () => {
  it("counts hits per key in fixed windows, saying how long until the window resets", async () => {
    vi.useFakeTimers();
    const limiter = new MemoryRateLimiter();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("ip:1", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[0]?.retryAfterMs).toBe(0);
    expect(results[3]?.retryAfterMs).toBe(60_000);
    expect((await limiter.hit("ip:2", 3, 60_000)).allowed).toBe(true);

    vi.advanceTimersByTime(45_000);
    expect(await limiter.hit("ip:1", 3, 60_000)).toEqual({ allowed: false, retryAfterMs: 15_000 });
    vi.advanceTimersByTime(15_001);
    expect((await limiter.hit("ip:1", 3, 60_000)).allowed).toBe(true);
  });

  it("keeps each rule's limit, and reset clears a key under every rule", async () => {
    const limiter = new MemoryRateLimiter();
    expect((await limiter.hit("login:a", 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit("login:a", 1, 60_000)).allowed).toBe(false);
    expect((await limiter.hit("contact:a", 2, 3_600_000)).allowed).toBe(true);
    expect((await limiter.hit("contact:a", 2, 3_600_000)).allowed).toBe(true);
    expect((await limiter.hit("contact:a", 2, 3_600_000)).allowed).toBe(false);
    await limiter.reset("login:a");
    await limiter.reset("contact:a");
    expect((await limiter.hit("login:a", 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit("contact:a", 2, 3_600_000)).allowed).toBe(true);
  });

  it("counts windows in whole seconds, rounded up", () => {
    expect([1, 150, 1000, 1001, 60_000].map(windowSeconds)).toEqual([1, 1, 1, 2, 60]);
  });
});
