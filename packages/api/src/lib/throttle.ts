import type { ErrorKey } from "@chamak/contracts";
import { DomainError } from "../errors";
import { countRateLimited } from "./metrics";
import type { RateLimiter } from "./rate-limiter";

export interface ThrottleRule {
  limit: number;
  windowMs: number;
  message: ErrorKey;
}

export const THROTTLES = {
  /**
   * Email sign-ups per address. A mobile carrier puts a whole neighbourhood behind one address (carrier-grade
   * NAT), so it allows hundreds an hour; phone sign-ups have their own, escalating, limits (sign-in-limits.ts).
   */
  registration: {
    limit: 300,
    windowMs: 60 * 60_000,
    message: "tooManySignUps",
  },
  sellerApplication: {
    limit: 5,
    windowMs: 60 * 60_000,
    message: "tooManyApplications",
  },
  contact: {
    limit: 5,
    windowMs: 60 * 60_000,
    message: "tooManyMessages",
  },
  booking: {
    limit: 20,
    windowMs: 10 * 60_000,
    message: "tooManyBookings",
  },
} satisfies Record<string, ThrottleRule>;

/** Counts one attempt under `key`; past the rule's limit the caller gets a 429 with the rule's message. */
export async function throttle(limiter: RateLimiter, key: string, rule: ThrottleRule): Promise<void> {
  const { allowed } = await limiter.hit(key, rule.limit, rule.windowMs);
  if (!allowed) {
    countRateLimited(ruleName(rule));
    throw new DomainError("RATE_LIMITED", rule.message);
  }
}

/** A rule's name in THROTTLES, for the rate-limit metric's label. */
function ruleName(rule: ThrottleRule): string {
  return Object.entries(THROTTLES).find(([, known]) => known === rule)?.[0] ?? "other";
}
