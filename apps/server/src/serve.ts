import { configureCatalogCache, startJobRunner } from "@chamak/api";
import type { DbHandle } from "@chamak/db";
import { buildApp } from "./app";
import type { Config } from "./config";
import { createSharedState } from "./infra/shared-state";
import type { Tracing } from "./plugins/tracing";

/**
 * Starts listening on an open database with the background jobs (hold expiry, outbox delivery, refunds),
 * and shuts down gracefully on SIGINT/SIGTERM: /readyz turns 503 at once, requests are still served for
 * SHUTDOWN_DRAIN_MS (the load balancer's time to notice), then the server stops accepting, in-flight requests
 * and the current job run finish, and the pools close. Any number of nodes can run this side by side on one
 * PostgreSQL (and Redis, for shared rate limits and cache invalidations): see docs/deploy.md.
 */
export async function serve(
  config: Config,
  database: DbHandle,
  options: { replica?: DbHandle | null; tracing?: Tracing | null } = {},
) {
  const replica = options.replica ?? null;
  const shared = createSharedState(config, () => app.log);
  configureCatalogCache({ ttlMs: config.catalogCacheTtlMs });
  const app = await buildApp({
    db: database.db,
    ...(replica ? { readDb: replica.db } : {}),
    config,
    limiter: shared.limiter,
    readinessChecks: shared.checks,
    poolStats: database.poolStats,
    logger: { level: config.logLevel },
  });
  await shared.start();
  if (options.tracing) app.log.info("tracing: spans go to the OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT)");
  if (config.redisUrl && !config.razorpay) {
    app.log.warn(
      "REDIS_URL is set but Razorpay keys are not: the embedded stand-in belongs to this node alone, so payments " +
        "and webhooks will not work across nodes. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.",
    );
  }
  const { mailer } = app;
  const jobs = startJobRunner({
    db: database.db,
    payments: app.payments,
    mailer,
    phone: { channels: app.messaging.channels, siteUrl: config.publicUrl },
    logger: app.log,
    intervalMs: config.jobIntervalMs,
    outboxLockMs: config.outboxLockMs,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.draining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, "draining: /readyz answers 503");
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownTimeoutMs} ms after draining, exiting`);
      process.exit(1);
    }, config.shutdownDrainMs + config.shutdownTimeoutMs);
    try {
      // No new job runs from now on; other nodes pick up the rest.
      const jobsStopped = jobs.stop();
      if (config.shutdownDrainMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      // Stops accepting connections, answers 503 on kept-alive ones, and waits for in-flight requests.
      await app.close();
      await jobsStopped;
      mailer.close();
      await shared.close();
      await Promise.all([database.close(), replica?.close()]);
      // The spans of the last requests, before the process exits.
      await options.tracing?.shutdown();
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
    clearTimeout(timer);
    app.log.info("shut down cleanly");
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  return app;
}
