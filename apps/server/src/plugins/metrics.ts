import { timingSafeEqual } from "node:crypto";
import {
  collectNodeMetrics,
  metricsRegistry,
  observeHttpRequest,
  outboxHealth,
  paymentsByState,
  type ScrapeSnapshot,
  setScrapeSource,
} from "@chamak/api";
import type { Db, PoolStats } from "@chamak/db";
import type { FastifyInstance } from "fastify";

export interface MetricsOptions {
  db: Db;
  /** The bearer token Prometheus sends; without one /metrics is not served at all (404). */
  token: string | undefined;
  /** The primary's pool, for the connection gauges (none on PGlite). */
  poolStats?: () => PoolStats | null;
}

/** Scrapes within this long share one reading of the database (several Prometheus servers, retries). */
const SNAPSHOT_TTL_MS = 5000;

/**
 * Prometheus metrics (packages/api/src/lib/metrics.ts): every request's duration by route pattern, method and
 * status (the pattern, never the raw URL: `/trpc/:path`, and "unmatched" for 404s, so a scan of random URLs
 * adds no series; tRPC procedures have their own histogram by path), Node's own metrics, and at scrape time
 * the outbox's backlog, payments by state and the pool's connections, read at most once per 5 s.
 * GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`; without a configured token it does not exist.
 */
export function metrics(app: FastifyInstance, options: MetricsOptions): void {
  const { token } = options;
  // Without a token, a 404 of its own: not the apps' page that unknown paths get.
  if (!token) {
    app.get("/metrics", (request, reply) =>
      reply.code(404).send({ statusCode: 404, message: "Not found", requestId: request.id }),
    );
    return;
  }
  // Timed only when something can read the timings: without a token the hook would cost every request for nothing.
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    observeHttpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  collectNodeMetrics();
  setScrapeSource(cachedSnapshot(options));
  app.addHook("onClose", async () => setScrapeSource(null));

  const expected = Buffer.from(`Bearer ${token}`);
  app.get("/metrics", async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).header("www-authenticate", 'Bearer realm="metrics"').send({
        statusCode: 401,
        message: "GET /metrics needs the METRICS_TOKEN as a bearer token",
        requestId: request.id,
      });
    }
    return reply
      .header("content-type", metricsRegistry.contentType)
      .header("cache-control", "no-store")
      .send(await metricsRegistry.metrics());
  });
}

function cachedSnapshot({ db, poolStats }: MetricsOptions): () => Promise<ScrapeSnapshot> {
  let kept: { at: number; value: Promise<Omit<ScrapeSnapshot, "pool">> } | null = null;
  return async () => {
    const now = Date.now();
    if (!kept || now - kept.at > SNAPSHOT_TTL_MS) {
      const value = Promise.all([outboxHealth(db, new Date(now)), paymentsByState(db)]).then(
        ([outbox, payments]) => ({ outbox, paymentsByState: payments }),
      );
      // A failed reading is not kept: the next scrape asks again.
      value.catch(() => {
        kept = null;
      });
      kept = { at: now, value };
    }
    // The pool's numbers are live; only the database's are kept.
    return { ...(await kept.value), pool: poolStats?.() ?? null };
  };
}
