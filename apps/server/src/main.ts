// Production entry point: configuration from the environment; migrations are applied beforehand
// (`pnpm db:migrate deploy`), never implicitly at start-up.
import { createDb } from "@chamak/db";
import { ConfigError, loadConfig } from "./config";
import { serve } from "./serve";

try {
  const config = loadConfig();
  await serve(config, await createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
