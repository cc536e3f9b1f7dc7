import type { AppRouter, PaymentsDeps } from "@chamak/api";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import { type AppDeps, buildApp } from "../../src/app";

/**
 * The real app on a fresh database, for app.inject tests. The front-end builds are not needed here.
 * `payments` points the app at a Razorpay stand-in a test started itself; without it the app mounts its own.
 * `seed` writes to the database before the app starts (as data that was there before the server).
 */
export async function createTestApp(
  options: {
    payments?: PaymentsDeps;
    seed?: (db: Db) => Promise<unknown>;
    /** More configuration, e.g. `smtpUrl` and `publicUrl` for a test that reads emails from an SMTP sink. */
    config?: Omit<AppDeps["config"], "webDist" | "consoleDist" | "corsOrigins">;
  } = {},
) {
  const database = await createTestDb();
  await options.seed?.(database.db);
  const app = await buildApp({
    db: database.db,
    config: {
      webDist: "/nonexistent/web",
      consoleDist: "/nonexistent/console",
      corsOrigins: [],
      ...options.config,
    },
    ...(options.payments ? { payments: options.payments } : {}),
  });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      app.mailer.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A tRPC client of the app listening at `origin`, signed in with `token`, as the web apps make it. */
export const trpcClient = (origin: string, token: string) =>
  createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${origin}/trpc`, transformer: superjson, headers: bearer(token) })],
  });
