// Production entry point: configuration from the environment; migrations are applied beforehand
// (`pnpm db:migrate deploy`), never implicitly at start-up. Run as many as needed: see docs/deploy.md.
import { ConfigError, loadConfig } from "./config";
import { openDatabases } from "./infra/databases";
import { RedisUnavailableError } from "./infra/redis";
import { startTracing } from "./plugins/tracing";
import { serve } from "./serve";

try {
  const config = loadConfig();
  // Before the databases and the app: off (nothing loaded) without OTEL_EXPORTER_OTLP_ENDPOINT.
  const tracing = await startTracing();
  const { primary, replica } = await openDatabases(config);
  await serve(config, primary, { replica, tracing });
} catch (error) {
  const known = error instanceof ConfigError || error instanceof RedisUnavailableError;
  console.error(known ? error.message : error);
  process.exit(1);
}
