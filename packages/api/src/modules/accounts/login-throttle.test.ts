import type { ErrorMessage } from "@chamak/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isDomainError } from "../../errors";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import { clearLoginFailures, countLoginAttempt } from "./login-throttle";

// rate-limiter-flexible's memory store reads Date.now() and expires keys with setTimeout: both are faked, so the
// waits below are exact.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-23T04:30:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

const OWNER = "asha@example.com";

/** "let through", or the refusal's message (id and values). */
async function attempt(limiter: MemoryRateLimiter, ip: string, email = OWNER) {
  try {
    await countLoginAttempt(limiter, ip, email);
    return "let through" as const;
  } catch (error) {
    if (isDomainError(error) && error.code === "RATE_LIMITED") return error.error;
    throw error;
  }
}

/**
 * An address that keeps trying: every `tickMs` it tries until refused. Returns when (ms from the start) each
 * attempt it got through was made.
 */
async function hammer(limiter: MemoryRateLimiter, ip: string, forMs: number, tickMs = 250) {
  const start = Date.now();
  const through: number[] = [];
  while (Date.now() - start < forMs) {
    for (let burst = 0; burst < 10 && (await attempt(limiter, ip)) === "let through"; burst++)
      through.push(Date.now() - start);
    await vi.advanceTimersByTimeAsync(tickMs);
  }
  return through;
}

const SECOND = 1000;

describe("login throttle", () => {
  it("lets one address try an account five times, then makes it wait 1 s, 2 s, 4 s ... between attempts", async () => {
    const limiter = new MemoryRateLimiter();
    const through = await hammer(limiter, "203.0.113.7", 17 * 60 * SECOND);
    const doublings = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512].map((seconds) => seconds * SECOND);
    expect(through).toEqual([0, 0, 0, 0, 0, ...doublings]);
  });

  it("says how long to wait, in seconds while it is under a minute", async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 5; i++) expect(await attempt(limiter, "203.0.113.7")).toBe("let through");
    expect(await attempt(limiter, "203.0.113.7")).toEqual<ErrorMessage>({
      id: "errors.tooManyLoginsSeconds",
      values: { seconds: 1 },
    });
    await hammer(limiter, "203.0.113.7", 65 * SECOND);
    // Attempts at 1, 2, 4 ... 64 s have gone through; the next may come at 128 s, 63 s from now.
    expect(await attempt(limiter, "203.0.113.7")).toEqual<ErrorMessage>({
      id: "errors.tooManyLogins",
      values: { minutes: 2 },
    });
  });

  it("keeps the owner's own address free while an attacker's address is made to wait", async () => {
    const limiter = new MemoryRateLimiter();
    const attacker = await hammer(limiter, "203.0.113.7", 5 * 60 * SECOND);
    expect(await attempt(limiter, "203.0.113.7")).not.toBe("let through");
    expect(attacker.length).toBeLessThan(15);
    for (let i = 0; i < 5; i++) expect(await attempt(limiter, "198.51.100.20")).toBe("let through");
  });

  it("forgets an address's waits on an account once it signs in", async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 5; i++) await attempt(limiter, "198.51.100.20");
    expect(await attempt(limiter, "198.51.100.20")).not.toBe("let through");
    await clearLoginFailures(limiter, "198.51.100.20", OWNER);
    expect(await attempt(limiter, "198.51.100.20")).toBe("let through");
  });

  it("caps one account's attempts from all addresses together above what any one address can make", async () => {
    const limiter = new MemoryRateLimiter();
    // One address, trying as fast as it is let for most of the window, stays far under the account's cap.
    const one = await hammer(limiter, "203.0.113.7", 14 * 60 * SECOND);
    expect(one).toHaveLength(15);
    // Many addresses, a few attempts each, reach it.
    const outcomes: unknown[] = [];
    for (let n = 1; n <= 40; n++) outcomes.push(await attempt(limiter, `10.1.0.${n}`));
    const refused = outcomes.filter((outcome) => outcome !== "let through");
    expect(outcomes.length - refused.length).toBe(50 - one.length);
    expect(refused[0]).toMatchObject({ id: "errors.tooManyLogins" });
  });

  it("limits one address across accounts, generously (many customers share a mobile carrier's address)", async () => {
    const limiter = new MemoryRateLimiter();
    for (let n = 0; n < 30; n++)
      expect(await attempt(limiter, "100.64.0.1", `user${n}@example.com`)).toBe("let through");
    expect(await attempt(limiter, "100.64.0.1", "another@example.com")).toMatchObject({
      id: "errors.tooManyLogins",
    });
  });

  it("counts only failed sign-ins against an address: a carrier's NAT of customers signing in is never held up", async () => {
    const limiter = new MemoryRateLimiter();
    for (let n = 0; n < 100; n++) {
      const email = `customer${n}@example.com`;
      expect(await attempt(limiter, "100.64.0.2", email)).toBe("let through");
      await clearLoginFailures(limiter, "100.64.0.2", email);
    }
    for (let n = 0; n < 30; n++)
      expect(await attempt(limiter, "100.64.0.2", `wrong${n}@example.com`)).toBe("let through");
    expect(await attempt(limiter, "100.64.0.2", "another@example.com")).toMatchObject({
      id: "errors.tooManyLogins",
    });
  });
});
