// The full stack as production runs it: buildApp (Fastify + tRPC + REST adapter + services + Prisma) on
// createDb, with the production configuration's defaults (pool size, catalog cache TTL) from loadConfig.
// Started as a child process by the benchmark (see start-server.ts).
import { configureCatalogCache } from "@chamak/api";
import { createDb } from "@chamak/db";
import { buildApp } from "@chamak/server/app";
import { loadConfig } from "@chamak/server/config";
import { requireEnv, runUntilStopped } from "./child-process";

const ttlOverride = process.env.BENCH_CACHE_TTL_MS;
const config = loadConfig({
  DATABASE_URL: requireEnv("BENCH_DATABASE_URL"),
  ...(ttlOverride ? { CATALOG_CACHE_TTL_MS: ttlOverride } : {}),
});
const database = await createDb({ databaseUrl: config.databaseUrl, pool: config.dbPoolSize });
// What serve() does before building the app.
configureCatalogCache({ ttlMs: config.catalogCacheTtlMs });
const nowhere = "/nonexistent/chamak-bench";
const app = await buildApp({
  db: database.db,
  config: { webDist: nowhere, consoleDist: nowhere, corsOrigins: [] },
});
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
runUntilStopped(
  typeof address === "object" && address ? address.port : 0,
  { pool: config.dbPoolSize, cacheTtlMs: config.catalogCacheTtlMs },
  async () => {
    await app.close();
    await database.close();
  },
);
