import { expect, it } from "vitest";
import { createDb } from "./client";
import { describeOnPostgres } from "./testing";
import { createThrowawayDatabase } from "./throwaway-database";

// An idle pooled connection whose backend is terminated must not crash the process, connected or not.

const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

describeOnPostgres("pool errors", "PGlite has no connections to terminate", (serverUrl) => {
  it("survives an idle connection terminated after Prisma disconnected, and before the pool ends", async () => {
    const database = await createThrowawayDatabase(serverUrl, "chamak_pool");
    const handle = await createDb({ databaseUrl: database.url, pool: 2 });
    const admin = await createDb({ databaseUrl: serverUrl, pool: 1 });
    process.on("uncaughtException", onUncaught);
    try {
      await handle.db.$queryRaw`SELECT 1`;
      // Prisma lets go of the pool (its own error listener goes with it); the idle connection stays open.
      await handle.db.$disconnect();
      const terminated = await admin.db.$queryRaw<{ ok: boolean }[]>`
        SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = ${database.name}`;
      expect(terminated.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
      await handle.close();
      await admin.close();
      await database.drop();
    }
  });
});
