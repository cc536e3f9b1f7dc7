import { createMailer, startJobRunner } from "@chamak/api";
import type { createDb } from "@chamak/db";
import { buildApp } from "./app";
import type { Config } from "./config";

/**
 * Starts listening on an open database with the background jobs (hold expiry, outbox delivery, refunds),
 * and shuts down gracefully on SIGINT/SIGTERM: in-flight requests and the current job run finish first.
 */
export async function serve(config: Config, database: Awaited<ReturnType<typeof createDb>>) {
  const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
  const jobs = startJobRunner({ db: database.db, payments: app.payments, mailer, logger: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown took longer than 10 s, exiting");
      process.exit(1);
    }, 10_000);
    await app.close();
    await jobs.stop();
    mailer.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  return app;
}
