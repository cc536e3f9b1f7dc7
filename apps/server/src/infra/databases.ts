import { observeDbQuery } from "@chamak/api";
import { createDb, type DbHandle } from "@chamak/db";
import type { Config } from "../config";

export interface Databases {
  primary: DbHandle;
  /** Only with DATABASE_REPLICA_URL; public catalog reads go there. */
  replica: DbHandle | null;
}

/**
 * The primary (PostgreSQL with DATABASE_URL, else embedded PGlite) with DB_POOL_SIZE connections at most, and
 * the read replica with DB_REPLICA_POOL_SIZE. Connections open on first use, so a replica that is down does
 * not stop the node from starting: /readyz reports it. Once open they stay open: a burst after a quiet spell
 * would otherwise wait for new connections (the booking bench's first second after 12 s idle: p99 400-800 ms
 * against 60-300 ms), and capacity planning counts every node at its full pool anyway (docs/deploy.md).
 */
export async function openDatabases(
  config: Pick<
    Config,
    "databaseUrl" | "pgliteDir" | "dbPoolSize" | "databaseReplicaUrl" | "dbReplicaPoolSize" | "metricsToken"
  >,
): Promise<Databases> {
  const primary = await createDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    pool: config.dbPoolSize,
    poolMin: config.dbPoolSize,
    // Query timing only for /metrics: Prisma's query events cost a little on every query.
    onQuery: config.metricsToken ? observeDbQuery : undefined,
  });
  if (!config.databaseReplicaUrl) return { primary, replica: null };
  try {
    const replica = await createDb({
      databaseUrl: config.databaseReplicaUrl,
      pool: config.dbReplicaPoolSize,
      poolMin: config.dbReplicaPoolSize,
    });
    return { primary, replica };
  } catch (error) {
    await primary.close();
    throw error;
  }
}
