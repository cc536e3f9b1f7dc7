import { DomainError } from "../../errors";
import { countRateLimited } from "../../lib/metrics";
import type { RateLimiter, RateLimitResult } from "../../lib/rate-limiter";

/**
 * Who may try a password, and how often: signing in, and changing the password from a session (a shared phone
 * or a stolen token must not guess it faster than a sign-in could). Both count against the same account, named
 * by `accountKeyOf`. Three counts, in this order:
 *
 * - one address on one account: FREE_ATTEMPTS, then each further attempt waits twice as long as the one
 *   before (1 s, 2 s, 4 s ... 512 s), and at most ATTEMPTS_PER_PAIR_PER_DAY a day. Guessing from one address
 *   slows to a crawl, and the owner signing in from their own phone or network is not held up by it;
 * - one address, whatever the account (ATTEMPTS_PER_ADDRESS in WINDOW_MS): slows credential stuffing. Many
 *   customers share an address behind a mobile carrier's NAT, so it stays generous;
 * - one account, from anywhere (ATTEMPTS_PER_ACCOUNT in WINDOW_MS): slows guessing spread over many
 *   addresses. It is more than one address can ever reach through the first two, so a single attacker cannot
 *   lock the owner out.
 *
 * A successful sign-in clears the account's counts, its own address's included, and gives back its count on the
 * address: only failures use up an address's allowance, so a carrier's NAT full of customers signing in with
 * their right passwords is never held up.
 */
const WINDOW_MS = 15 * 60 * 1000;
const FREE_ATTEMPTS = 5;
const DOUBLINGS = 10;
const ATTEMPTS_PER_PAIR_PER_DAY = 100;
const ATTEMPTS_PER_ADDRESS = 30;
const ATTEMPTS_PER_ACCOUNT = 50;

/**
 * The waits as fixed windows (all a RateLimiter counts): step k allows FREE_ATTEMPTS + k attempts in 2^k
 * seconds, for k up to DOUBLINGS; a last step counts the day. Steps are counted in order and counting stops
 * at the first refusal, so an attempt refused by a short step does not count against the longer ones: an
 * address that keeps trying gets one attempt through each time the window of the step that refused it ends
 * (after 1 s, then 2 s, then 4 s...). When the longest window ends, its count starts again.
 */
const STEPS = [
  ...Array.from({ length: DOUBLINGS + 1 }, (_, k) => ({
    limit: FREE_ATTEMPTS + k,
    windowMs: 1000 * 2 ** k,
  })),
  { limit: ATTEMPTS_PER_PAIR_PER_DAY, windowMs: 24 * 60 * 60 * 1000 },
];

const stepKey = (step: number, ip: string, account: string) => `login:pair:${step}:${ip}:${account}`;
const addressKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (account: string) => `login:account:${account}`;

/**
 * The name an account's password attempts are counted under: its email, as a sign-in types it (emails are
 * stored lower-cased), or its id when it has none (an account made by phone that has set a password).
 */
export const accountKeyOf = (user: { id: number; email: string | null }) => user.email ?? `id:${user.id}`;

function refuse(retryAfterMs: number): never {
  countRateLimited("login");
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  throw seconds < 60
    ? new DomainError("RATE_LIMITED", { id: "errors.tooManyLoginsSeconds", values: { seconds } })
    : new DomainError("RATE_LIMITED", {
        id: "errors.tooManyLogins",
        values: { minutes: Math.ceil(seconds / 60) },
      });
}

function allowedOrRefuse(result: RateLimitResult) {
  if (!result.allowed) refuse(result.retryAfterMs);
}

/** Counts one attempt at `account`'s password from `ip`; refuses it (429) when it must wait. */
export async function countLoginAttempt(limiter: RateLimiter, ip: string, account: string) {
  for (const [step, { limit, windowMs }] of STEPS.entries())
    allowedOrRefuse(await limiter.hit(stepKey(step, ip, account), limit, windowMs));
  allowedOrRefuse(await limiter.hit(addressKey(ip), ATTEMPTS_PER_ADDRESS, WINDOW_MS));
  allowedOrRefuse(await limiter.hit(accountKey(account), ATTEMPTS_PER_ACCOUNT, WINDOW_MS));
}

/** After the right password: the account's failures, and this address's waits on it, are forgotten. */
export async function clearLoginFailures(limiter: RateLimiter, ip: string, account: string) {
  await Promise.all([
    limiter.giveBack(addressKey(ip), ATTEMPTS_PER_ADDRESS, WINDOW_MS),
    limiter.reset(accountKey(account)),
    ...STEPS.map((_, step) => limiter.reset(stepKey(step, ip, account))),
  ]);
}
