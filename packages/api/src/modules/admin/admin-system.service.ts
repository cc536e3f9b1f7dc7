import {
  DEFAULT_STUCK_PAYMENT_MINUTES,
  STUCK_PAYMENTS_LISTED,
  SYSTEM_PROVIDERS,
  type SystemStatus,
} from "@chamak/contracts";
import { type Db, pingDb } from "@chamak/db";
import type { SystemDeps } from "../../context";
import { outboxHealth } from "../health";

/** How long the page waits for the database's and Redis's answers before calling them down. */
const PING_TIMEOUT_MS = 2000;

/** Without a host that says otherwise (tests' callers): no Redis, every provider the stand-in. */
export const STANDALONE_SYSTEM: SystemDeps = {
  providers: {
    razorpay: "standin",
    sms: "standin",
    whatsapp: "standin",
    email: "standin",
    callMasking: "standin",
  },
  pingRedis: null,
  stuckPaymentMinutes: DEFAULT_STUCK_PAYMENT_MINUTES,
};

/**
 * The System page: the database's and Redis's health with their latency, the outbox's backlog and dead letters,
 * payments stuck before capture, each background job's last run (reconciliation's among them) and which
 * providers are live. Read-only, a handful of indexed queries.
 */
export async function getSystemStatus(db: Db, system: SystemDeps, now: Date): Promise<SystemStatus> {
  const [database, redis] = await Promise.all([
    timed(() => pingDb(db, PING_TIMEOUT_MS)),
    system.pingRedis ? timed(system.pingRedis) : Promise.resolve(null),
  ]);
  if (!database.up) {
    // Nothing else can be read: say so rather than fail the page.
    return {
      checkedAt: now,
      database,
      redis,
      outbox: { backlog: 0, oldestPendingAgeSeconds: 0, dead: 0 },
      stuckPayments: { thresholdMinutes: system.stuckPaymentMinutes, count: 0, oldest: [] },
      jobs: [],
      providers: providersOf(system),
    };
  }
  const [outbox, stuckPayments, jobs] = await Promise.all([
    outboxHealth(db, now),
    findStuckPayments(db, now, system.stuckPaymentMinutes),
    db.jobRun.findMany({ orderBy: { job: "asc" } }),
  ]);
  return {
    checkedAt: now,
    database,
    redis,
    outbox,
    stuckPayments,
    jobs: jobs.map(({ job, lastRunAt, lastDurationMs, lastError, lastSuccessAt, lastFailureAt }) => ({
      job,
      lastRunAt,
      lastDurationMs,
      lastError,
      lastSuccessAt,
      lastFailureAt,
    })),
    providers: providersOf(system),
  };
}

async function timed(ping: () => Promise<boolean>) {
  const started = performance.now();
  const up = await ping().catch(() => false);
  return { up, latencyMs: up ? Math.round((performance.now() - started) * 10) / 10 : null };
}

/** In SYSTEM_PROVIDERS' order; one the host runs without (no mode) is left out. */
const providersOf = (system: SystemDeps) =>
  SYSTEM_PROVIDERS.flatMap((provider) => {
    const mode = system.providers[provider];
    return mode ? [{ provider, mode }] : [];
  });

/**
 * Online payments created or authorised over `minutes` ago and still not captured, failed or refunded. Cash waiting
 * to be collected (a booking's day, a plan's month) is not stuck: it is collected when the customer pays.
 */
async function findStuckPayments(db: Db, now: Date, minutes: number): Promise<SystemStatus["stuckPayments"]> {
  const where = {
    method: "upi" as const,
    state: { in: ["created", "authorized"] as ("created" | "authorized")[] },
    createdAt: { lt: new Date(now.getTime() - minutes * 60_000) },
  };
  const [count, oldest] = await Promise.all([
    db.payment.count({ where }),
    db.payment.findMany({
      where,
      orderBy: { createdAt: "asc" },
      take: STUCK_PAYMENTS_LISTED,
      select: {
        id: true,
        bookingId: true,
        state: true,
        amountPaise: true,
        createdAt: true,
        reconcileError: true,
        booking: { select: { code: true } },
      },
    }),
  ]);
  return {
    thresholdMinutes: minutes,
    count,
    oldest: oldest.map((payment) => ({
      paymentId: payment.id,
      bookingId: payment.bookingId,
      bookingCode: payment.booking.code,
      state: payment.state as "created" | "authorized",
      amountPaise: payment.amountPaise,
      createdAt: payment.createdAt,
      reconcileError: payment.reconcileError,
    })),
  };
}
