import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus metrics, and the only file that imports prom-client: the modules call the small
 * functions below (`countBookingCreated()`, `countRateLimited("booking")` ...), the host serves
 * `metricsRegistry` at /metrics (apps/server/src/plugins/metrics.ts). Every label takes values from a closed
 * set (a route's pattern, a procedure's path, a job's name, a rule's name), never from a URL or an input, so
 * the number of series stays bounded whatever the traffic.
 */
export const metricsRegistry = new Registry();

let nodeMetrics = false;
/** Node's own metrics (event loop lag, heap, GC, CPU), from the host that serves /metrics: once per process. */
export function collectNodeMetrics(): void {
  if (nodeMetrics) return;
  nodeMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

const PREFIX = "chamak_";
/** Seconds, from a cached catalog answer (~1 ms) to a slow report (10 s). */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: "HTTP requests by route pattern (not raw URL), method and status code, and how long they took",
  labelNames: ["method", "route", "status"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const procedureDuration = new Histogram({
  name: `${PREFIX}trpc_procedure_duration_seconds`,
  help: "tRPC procedure calls by path and outcome (ok or the tRPC error code), and how long they took",
  labelNames: ["procedure", "type", "outcome"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const procedureErrors = new Counter({
  name: `${PREFIX}trpc_procedure_errors_total`,
  help: "tRPC procedure calls that failed, by path and tRPC error code",
  labelNames: ["procedure", "code"] as const,
  registers: [metricsRegistry],
});

const queryDuration = new Histogram({
  name: `${PREFIX}db_query_duration_seconds`,
  help: "Database queries as Prisma timed them",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [metricsRegistry],
});

const jobRuns = new Counter({
  name: `${PREFIX}job_runs_total`,
  help: "Background job runs by job and outcome (ok or failed)",
  labelNames: ["job", "outcome"] as const,
  registers: [metricsRegistry],
});

const jobDuration = new Histogram({
  name: `${PREFIX}job_run_duration_seconds`,
  help: "How long each background job's run took",
  labelNames: ["job"] as const,
  buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 30, 120],
  registers: [metricsRegistry],
});

const outboxDeliveries = new Counter({
  name: `${PREFIX}outbox_deliveries_total`,
  help: "Outbox handler runs by result: done, retried (will run again) or failed (given up on: a dead letter)",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

const bookingsCreated = new Counter({
  name: `${PREFIX}bookings_created_total`,
  help: "Bookings written, by payment method",
  labelNames: ["payment_method"] as const,
  registers: [metricsRegistry],
});

const bookingsCancelled = new Counter({
  name: `${PREFIX}bookings_cancelled_total`,
  help: "Bookings cancelled, by who cancelled (user, vendor, admin)",
  labelNames: ["by"] as const,
  registers: [metricsRegistry],
});

const rateLimited = new Counter({
  name: `${PREFIX}rate_limit_rejections_total`,
  help: "Requests refused by a rate limit, by rule",
  labelNames: ["rule"] as const,
  registers: [metricsRegistry],
});

const cacheLookups = new Counter({
  name: `${PREFIX}cache_lookups_total`,
  help: "Cache lookups by cache and result (hit or miss); the hit ratio is hit / (hit + miss)",
  labelNames: ["cache", "result"] as const,
  registers: [metricsRegistry],
});

export function observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe({ method, route, status: String(status) }, seconds);
}

export function observeProcedure(
  procedure: string,
  type: string,
  errorCode: string | null,
  seconds: number,
): void {
  procedureDuration.observe({ procedure, type, outcome: errorCode ?? "ok" }, seconds);
  if (errorCode) procedureErrors.inc({ procedure, code: errorCode });
}

export function observeDbQuery(milliseconds: number): void {
  queryDuration.observe(milliseconds / 1000);
}

export function observeJobRun(job: string, ok: boolean, seconds: number): void {
  jobRuns.inc({ job, outcome: ok ? "ok" : "failed" });
  jobDuration.observe({ job }, seconds);
}

export function countOutboxDeliveries(result: { done: number; retried: number; failed: number }): void {
  if (result.done) outboxDeliveries.inc({ result: "done" }, result.done);
  if (result.retried) outboxDeliveries.inc({ result: "retried" }, result.retried);
  if (result.failed) outboxDeliveries.inc({ result: "failed" }, result.failed);
}

export function countBookingCreated(paymentMethod: string): void {
  bookingsCreated.inc({ payment_method: paymentMethod });
}

export function countBookingCancelled(by: string): void {
  bookingsCancelled.inc({ by });
}

export function countRateLimited(rule: string): void {
  rateLimited.inc({ rule });
}

export type CacheName = "catalog_reads" | "catalog_responses";

export function countCacheLookup(cache: CacheName, hit: boolean): void {
  cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });
}

/** What the gauges read at scrape time; the host sets where they come from (a database query, cached). */
export interface ScrapeSnapshot {
  outbox: { backlog: number; oldestPendingAgeSeconds: number; dead: number };
  paymentsByState: Record<string, number>;
  pool: { total: number; idle: number; waiting: number; max: number } | null;
}

let scrapeSource: (() => Promise<ScrapeSnapshot | null>) | null = null;

/** Where the scrape-time gauges read from; null stops them (they then report nothing). */
export function setScrapeSource(source: (() => Promise<ScrapeSnapshot | null>) | null): void {
  scrapeSource = source;
}

/**
 * prom-client calls each gauge's collect() on every scrape; the gauges share one snapshot per scrape, so the
 * host's query runs once however many gauges read it.
 */
let scrape: Promise<ScrapeSnapshot | null> | null = null;
function snapshot(): Promise<ScrapeSnapshot | null> {
  if (!scrapeSource) return Promise.resolve(null);
  scrape ??= scrapeSource()
    .catch(() => null)
    .finally(() => {
      setImmediate(() => {
        scrape = null;
      });
    });
  return scrape;
}

new Gauge({
  name: `${PREFIX}outbox_backlog`,
  help: "Outbox rows waiting to be delivered (pending)",
  registers: [metricsRegistry],
  async collect() {
    const s = await snapshot();
    this.reset();
    if (s) this.set(s.outbox.backlog);
  },
});

new Gauge({
  name: `${PREFIX}outbox_oldest_pending_age_seconds`,
  help: "How long the oldest pending outbox row has been due (0 when none is)",
  registers: [metricsRegistry],
  async collect() {
    const s = await snapshot();
    this.reset();
    if (s) this.set(s.outbox.oldestPendingAgeSeconds);
  },
});

new Gauge({
  name: `${PREFIX}outbox_dead`,
  help: "Outbox rows given up on (failed: dead letters)",
  registers: [metricsRegistry],
  async collect() {
    const s = await snapshot();
    this.reset();
    if (s) this.set(s.outbox.dead);
  },
});

new Gauge({
  name: `${PREFIX}payments`,
  help: "Payments by state",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  async collect() {
    const s = await snapshot();
    this.reset();
    for (const [state, count] of Object.entries(s?.paymentsByState ?? {})) this.set({ state }, count);
  },
});

new Gauge({
  name: `${PREFIX}db_pool_connections`,
  help: "PostgreSQL pool connections: total open, idle, requests waiting for one, and the pool's maximum",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  async collect() {
    const s = await snapshot();
    this.reset();
    if (!s?.pool) return;
    for (const [state, count] of Object.entries(s.pool)) this.set({ state }, count);
  },
});
