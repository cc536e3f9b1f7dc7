import { DomainError } from "../../errors";
import { countRateLimited } from "../../lib/metrics";
import type { RateLimiter } from "../../lib/rate-limiter";

/**
 * How often codes may be asked for and tried. Per number (and per account) the limits are tight: a number
 * gets a handful of codes an hour and is locked after a few wrong ones. Per network address they are high
 * and escalate in steps, because a mobile carrier puts a whole neighbourhood behind one address (carrier-grade
 * NAT): hundreds of people signing up from one address in an hour is a normal evening, not an attack.
 *
 * The server reads them from its configuration (README, "Sign-in limits"); these are the defaults.
 */
export interface SignInLimits {
  /** Codes one number may be sent, per hour and per day. */
  codesPerNumberPerHour: number;
  codesPerNumberPerDay: number;
  /** Wrong codes on one number within `lockMinutes` that lock it (no codes sent or checked) until they age out. */
  wrongCodesToLock: number;
  lockMinutes: number;
  /**
   * One address's allowance of code requests, code checks and sign-ups, as steps that each must allow it: a
   * burst is slowed by the short window, a steady flood by the longer ones.
   */
  perAddress: readonly { limit: number; windowMinutes: number }[];
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  codesPerNumberPerHour: 5,
  codesPerNumberPerDay: 10,
  wrongCodesToLock: 5,
  lockMinutes: 15,
  perAddress: [
    { limit: 300, windowMinutes: 10 },
    { limit: 1000, windowMinutes: 60 },
    { limit: 5000, windowMinutes: 24 * 60 },
  ],
};

/** Counts one attempt of `action` (a code request, a check, a sign-up) from `ip`; 429 past a step. */
export async function countAddressAttempt(
  limiter: RateLimiter,
  limits: Pick<SignInLimits, "perAddress">,
  action: "code" | "check" | "signUp" | "reset" | "resetLink",
  ip: string,
): Promise<void> {
  for (const step of limits.perAddress) {
    const windowMs = step.windowMinutes * 60_000;
    const result = await limiter.hit(`phone:${action}:${step.windowMinutes}:${ip}`, step.limit, windowMs);
    if (!result.allowed) {
      countRateLimited("phone-sign-in-per-address");
      const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
      throw new DomainError("RATE_LIMITED", { id: "errors.tooManyFromNetwork", values: { minutes } });
    }
  }
}
