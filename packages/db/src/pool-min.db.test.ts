import { expect, it } from "vitest";
import { createDb, type DbHandle } from "./client";
import { describeOnPostgres } from "./testing";
import { createThrowawayDatabase } from "./throwaway-database";

// After a burst, the pool closes idle connections only above `poolMin`.

describeOnPostgres("pool minimum", "PGlite has one connection and no pool", (serverUrl) => {
  const IDLE_TIMEOUT_MS = 200;

  async function connectionsLeftIdle(poolMin: number): Promise<number> {
    const database = await createThrowawayDatabase(serverUrl, "chamak_pool_min");
    let handle: DbHandle | undefined;
    const admin = await createDb({ databaseUrl: serverUrl, pool: 1 });
    try {
      handle = await createDb({
        databaseUrl: database.url,
        pool: 3,
        poolMin,
        idleTimeoutMs: IDLE_TIMEOUT_MS,
      });
      const db = handle.db;
      // Three overlapping queries need three connections.
      await Promise.all([1, 2, 3].map(() => db.$queryRaw`SELECT 1 AS slept FROM pg_sleep(0.2)`));
      await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS * 4));
      const [row] = await admin.db.$queryRaw<{ open: number }[]>`
        SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = ${database.name}`;
      return row?.open ?? Number.NaN;
    } finally {
      await handle?.close();
      await admin.close();
      await database.drop();
    }
  }

  it("keeps poolMin connections open through a quiet spell", async () => {
    expect(await connectionsLeftIdle(2)).toBe(2);
  });

  it("closes every idle connection without a minimum", async () => {
    expect(await connectionsLeftIdle(0)).toBe(0);
  });
});
