import type { PaymentsDeps } from "@chamak/api";
import { createTestDb } from "@chamak/db/testing";
import { buildApp } from "../app";

/**
 * The real app on a fresh database, for app.inject tests. The front-end builds are not needed here.
 * `payments` points the app at a Razorpay stand-in a test started itself; without it the app mounts its own.
 */
export async function createTestApp(options: { payments?: PaymentsDeps } = {}) {
  const database = await createTestDb();
  const app = await buildApp({
    db: database.db,
    config: { webDist: "/nonexistent/web", consoleDist: "/nonexistent/console", corsOrigins: [] },
    ...(options.payments ? { payments: options.payments } : {}),
  });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
