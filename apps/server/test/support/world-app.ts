import { buildWorld, unlimited, type World } from "@chamak/api/test-support/security-world";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../src/app";

export interface WorldApp {
  app: FastifyInstance;
  db: Db;
  world: World;
}

/**
 * For a test file: a fresh database holding the security world (its roles, centres and bookings) and the
 * whole app on it, ready in `beforeAll` and closed after the file's tests. Rate limits are off (they are
 * tested elsewhere): every attempt must reach the code under test. The world's Razorpay stand-in listens on its
 * own port; the app's built-in one would need app.listen().
 */
export function useWorldApp(): WorldApp {
  const env = {} as WorldApp;
  let closeDb: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDb();
    closeDb = database.close;
    env.db = database.db;
    env.world = await buildWorld(env.db);
    env.app = await buildApp({
      db: env.db,
      config: { webDist: "/nonexistent/web", consoleDist: "/nonexistent/console", corsOrigins: [] },
      limiter: unlimited,
      payments: env.world.payments,
    });
  });
  afterAll(async () => {
    await env.app?.close();
    await env.world?.close();
    await closeDb?.();
  });
  return env;
}
