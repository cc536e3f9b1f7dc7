import { DomainError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";

const WINDOW_MS = 15 * 60 * 1000;
/** Attempts from one address, whatever the account: slows credential stuffing. */
const ATTEMPTS_PER_IP = 30;
/** Failed attempts on one account, from anywhere: slows guessing one password. */
const FAILURES_PER_ACCOUNT = 5;

const accountKey = (email: string) => `login:account:${email}`;

function refuse(retryAfterMs: number): never {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  throw new DomainError("RATE_LIMITED", { id: "errors.tooManyLogins", values: { minutes } });
}

/** Counts the attempt against the address and the account; a successful login clears the account's count. */
export async function countLoginAttempt(limiter: RateLimiter, ip: string, email: string) {
  const byIp = await limiter.hit(`login:ip:${ip}`, ATTEMPTS_PER_IP, WINDOW_MS);
  if (!byIp.allowed) refuse(byIp.retryAfterMs);
  const byAccount = await limiter.hit(accountKey(email), FAILURES_PER_ACCOUNT, WINDOW_MS);
  if (!byAccount.allowed) refuse(byAccount.retryAfterMs);
}

export function clearLoginFailures(limiter: RateLimiter, email: string) {
  return limiter.reset(accountKey(email));
}
