import { PrismaPGlite } from "pglite-prisma-adapter";
import { describe, it } from "vitest";
import type { PoolStats } from "./adapter";
import { createDb, once, timedClient } from "./client";
import { PrismaClient } from "./generated/prisma/client";
import { migratedSnapshot } from "./migrate/migrated-snapshot";
import { forgetMigratedTemplate, migratedTemplate } from "./migrate/migrated-template";
import { type MigratePaths, resolvePaths } from "./migrate/session";
import { openPglite } from "./pglite";
import { createThrowawayDatabase } from "./throwaway-database";

export { localitiesOf, SEED_CITIES } from "./seed/centre-data";
export type { ThrowawayDatabase } from "./throwaway-database";

export interface TestDb {
  db: PrismaClient;
  /** The pool's connections now (PostgreSQL); null on PGlite. */
  poolStats(): PoolStats | null;
  /** Disconnects and throws the database away. */
  close(): Promise<void>;
}

/**
 * A fresh, fully migrated database of its own: in-memory PGlite, or with DATABASE_URL set a new database
 * on that PostgreSQL server, dropped on close. Both start from a migrated copy made once per migrations folder
 * (a PGlite snapshot; a PostgreSQL template database), so each call costs a file copy instead of initdb or
 * CREATE DATABASE plus every migration.
 */
export async function createTestDb(
  options: Pick<MigratePaths, "migrationsDir"> & { onQuery?: (durationMs: number) => void } = {},
): Promise<TestDb> {
  await refuseOutsideDatabaseTestFiles();
  const { migrationsDir } = resolvePaths(options);
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl
    ? createPostgresTestDb(databaseUrl, migrationsDir, options.onQuery)
    : createPgliteTestDb(migrationsDir, options.onQuery);
}

/**
 * CI's PostgreSQL run picks database tests by name (`*.db.test.ts`, scripts/run-tests.mjs): a test elsewhere that
 * opened a database would quietly run on PGlite only, so it is refused here, while it is being written.
 */
async function refuseOutsideDatabaseTestFiles(): Promise<void> {
  if (!process.env.VITEST) return; // the search-quality benchmark opens one outside Vitest
  const { expect } = await import("vitest");
  const testPath = expect.getState().testPath;
  if (testPath && !testPath.endsWith(".db.test.ts"))
    throw new Error(`${testPath} opens a database: name it *.db.test.ts so it runs on PostgreSQL too`);
}

async function createPostgresTestDb(
  serverUrl: string,
  migrationsDir: string,
  onQuery?: (durationMs: number) => void,
): Promise<TestDb> {
  const database = await copyOfTemplate(serverUrl, migrationsDir);
  try {
    const handle = await createDb({ databaseUrl: database.url, pool: 4, onQuery });
    return {
      db: handle.db,
      poolStats: handle.poolStats,
      close: once(() => handle.close().finally(database.drop)),
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * A new, fully migrated database on `serverUrl`'s server, for tests that hand its URL to another process (a
 * server node): a copy of the migrated template, dropped by `drop`.
 */
export function migratedThrowawayDatabase(serverUrl: string) {
  return copyOfTemplate(serverUrl, resolvePaths({}).migrationsDir);
}

/**
 * A new database copied from the migrated template. A template another process dropped meanwhile (one built for
 * other migrations over a day ago) is built again, once.
 */
async function copyOfTemplate(serverUrl: string, migrationsDir: string) {
  try {
    return await createThrowawayDatabase(
      serverUrl,
      undefined,
      await migratedTemplate(serverUrl, migrationsDir),
    );
  } catch (error) {
    if ((error as { code?: unknown }).code !== "3D000") throw error; // invalid_catalog_name: no such template
    forgetMigratedTemplate(serverUrl, migrationsDir);
    return createThrowawayDatabase(serverUrl, undefined, await migratedTemplate(serverUrl, migrationsDir));
  }
}

async function createPgliteTestDb(
  migrationsDir: string,
  onQuery?: (durationMs: number) => void,
): Promise<TestDb> {
  const snapshot = migratedSnapshot(migrationsDir);
  const pglite = await openPglite("memory://", snapshot);
  const adapter = new PrismaPGlite(pglite);
  const db = onQuery ? timedClient(adapter, onQuery) : new PrismaClient({ adapter });
  return {
    db,
    poolStats: () => null,
    close: once(async () => {
      try {
        await db.$disconnect();
      } finally {
        await pglite.close();
      }
    }),
  };
}

/**
 * A suite that needs a PostgreSQL server (DATABASE_URL), not PGlite: without one it shows as skipped, saying
 * why it needs PostgreSQL.
 */
export function describeOnPostgres(
  title: string,
  whyPostgres: string,
  suite: (serverUrl: string) => void,
): void {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    describe.skip(`${title} (skipped: set DATABASE_URL; ${whyPostgres})`, () => {
      it("needs PostgreSQL", () => {});
    });
    return;
  }
  describe(title, () => suite(serverUrl));
}
