// The full stack as production runs it: buildApp (Fastify + tRPC + REST adapter + services + Prisma) on
// createDb, with the production configuration's defaults (pool size, catalog cache TTL) from loadConfig.
// Payments go over HTTP to the Razorpay stand-in, which runs in its own process as Razorpay would
// (razorpay-standin.server.ts, at BENCH_RAZORPAY_API_URL), with a key secret the benchmark gave us
// (BENCH_RAZORPAY_KEY_SECRET), so the load driver can sign Checkout results as Razorpay would.
// With REDIS_URL (several nodes), rate limits and cache invalidations are shared through Redis, as serve() does.
// Started as a child process by the benchmark (see start-server.ts).
import { configureCatalogCache } from "@chamak/api";
import { createDb } from "@chamak/db";
import { buildApp } from "@chamak/server/app";
import { loadConfig } from "@chamak/server/config";
import { createSharedState } from "@chamak/server/shared-state";
import { BENCH_RAZORPAY_KEY_ID, requireEnv, runUntilStopped } from "./child-process";

const ttlOverride = process.env.BENCH_CACHE_TTL_MS;
const poolOverride = process.env.DB_POOL_SIZE;
const redisUrl = process.env.REDIS_URL;
const config = loadConfig({
  DATABASE_URL: requireEnv("BENCH_DATABASE_URL"),
  ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: requireEnv("REDIS_KEY_PREFIX") } : {}),
  ...(ttlOverride ? { CATALOG_CACHE_TTL_MS: ttlOverride } : {}),
  // As in production, DB_POOL_SIZE sizes the pool (the baseline gets the same size).
  ...(poolOverride ? { DB_POOL_SIZE: poolOverride } : {}),
});
const database = await createDb({ databaseUrl: config.databaseUrl, pool: config.dbPoolSize });
// What serve() does before building the app.
configureCatalogCache({ ttlMs: config.catalogCacheTtlMs });
const keys = {
  keyId: BENCH_RAZORPAY_KEY_ID,
  keySecret: requireEnv("BENCH_RAZORPAY_KEY_SECRET"),
  webhookSecret: `${requireEnv("BENCH_RAZORPAY_KEY_SECRET")}-webhooks`,
};
const nowhere = "/nonexistent/chamak-bench";
const shared = createSharedState(config, () => app.log);
const app = await buildApp({
  db: database.db,
  limiter: shared.limiter,
  config: {
    webDist: nowhere,
    consoleDist: nowhere,
    corsOrigins: [],
    razorpay: { ...keys, apiUrl: requireEnv("BENCH_RAZORPAY_API_URL") },
  },
});
await shared.start();
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
runUntilStopped(
  typeof address === "object" && address ? address.port : 0,
  { pool: config.dbPoolSize, cacheTtlMs: config.catalogCacheTtlMs },
  async () => {
    await app.close();
    await shared.close();
    await database.close();
  },
);
