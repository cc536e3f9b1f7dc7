// The embedded demo (`./chamak start`): migrate and seed the database (PGlite by default), then serve.
import { createDb, DEMO_LOGINS, migrateDeploy, seedDemoData } from "@chamak/db";
import { ConfigError, loadConfig } from "./config";
import { serve } from "./serve";

try {
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir };
  await migrateDeploy(target);
  const database = await createDb(target);
  const seeded = await seedDemoData(database.db);
  const app = await serve(config, database);
  app.log.info(seeded, "demo data ready");
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
