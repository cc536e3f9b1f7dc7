// The embedded demo (`./chamak start`): migrate and seed the database (PGlite by default), then serve.
import { ensureDemoPayoutAccounts, ensureGazetteer, observeDbQuery } from "@chamak/api";
import { createDb, DEMO_LOGINS, migrateDeploy, migratedSnapshot, seedDemoData } from "@chamak/db";
import { ConfigError, loadConfig } from "./config";
import { startTracing } from "./plugins/tracing";
import { serve } from "./serve";

try {
  const config = loadConfig();
  const tracing = await startTracing();
  const target = { databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir };
  // An in-memory PGlite database lives only in the instance that opened it: migrated by a second instance, the
  // server would open an empty one. It starts from the migrated snapshot instead, in the server's own instance.
  const inMemory = !config.databaseUrl && config.pgliteDir.startsWith("memory://");
  if (!inMemory) await migrateDeploy(target);
  const database = await createDb({
    ...target,
    ...(inMemory ? { pgliteSnapshot: migratedSnapshot() } : {}),
    onQuery: config.metricsToken ? observeDbQuery : undefined,
  });
  const seeded = await seedDemoData(database.db);
  // The places search and addresses are read against (once per database: a few seconds on PGlite).
  const gazetteer = await ensureGazetteer(database.db);
  const app = await serve(config, database, { tracing });
  // Centres are paid through the stand-in's Route: each demo centre gets a linked account it knows.
  const payoutAccounts = await ensureDemoPayoutAccounts(database.db, app.payments.gateway);
  app.log.info({ ...seeded, gazetteer, payoutAccounts }, "demo data ready");
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.pgliteDir}`;
  console.log(
    [
      "",
      `Chamak is running on ${where}`,
      `  customer site  ${config.publicUrl}/`,
      `  console        ${config.publicUrl}/console/`,
      `  health         ${config.publicUrl}/healthz`,
      "",
      "Demo logins:",
      ...DEMO_LOGINS.map((login) => `  ${login.role.padEnd(8)} ${login.email.padEnd(22)} ${login.password}`),
      "",
    ].join("\n"),
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
