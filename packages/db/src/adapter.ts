import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { LRUCache } from "lru-cache";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { DirectQuery } from "./direct-query";
import { defaultPgliteDir } from "./paths";
import { openPglite } from "./pglite";
import { watchQueryDeadline } from "./query-deadline";

export type DbKind = "pglite" | "postgres";

export interface DbTargetOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or "memory://" for an in-memory database. */
  pgliteDir?: string | undefined;
  /** PGlite only: what a new database starts from (a migrated snapshot); by default an empty cluster. */
  pgliteSnapshot?: Promise<Blob> | undefined;
  /** Maximum PostgreSQL connections. */
  pool?: number | undefined;
  /**
   * PostgreSQL only: how many connections stay open while idle. The pool closes idle connections above this
   * number after `idleTimeoutMs`; the next burst then waits while new ones are opened. Default 0.
   */
  poolMin?: number | undefined;
  /** PostgreSQL only: how long a connection above `poolMin` may sit idle before it is closed; default 10 s. */
  idleTimeoutMs?: number | undefined;
  /**
   * PostgreSQL only: how long opening a connection may take before it fails. Without a limit, a database that
   * stops answering without a reset (a network partition) leaves every request waiting for a connection forever.
   */
  connectTimeoutMs?: number | undefined;
  /**
   * PostgreSQL only: how long the app waits for a query's answer before failing it (the connection is then
   * thrown away; see query-deadline.ts). Without a limit, a query on a connection whose peer vanished waits
   * forever.
   */
  queryTimeoutMs?: number | undefined;
  /**
   * PostgreSQL only: how long the server lets one statement run (waiting for locks included) before it cancels
   * it. The query timeout above only makes the app stop waiting: PostgreSQL would still run the statement to
   * its end, so under overload abandoned queries piled up behind each other. Keep it below the query timeout,
   * so the server's clean cancel (the connection stays usable) comes first.
   */
  statementTimeoutMs?: number | undefined;
  /**
   * PostgreSQL only: send each distinct SQL text as a named prepared statement, so every connection parses and
   * plans it once instead of on each execution (the app's; migrations run DDL once and keep this off).
   */
  preparedStatements?: boolean | undefined;
}

/** A PostgreSQL pool's connections now (for metrics). */
export interface PoolStats {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface OpenAdapter {
  kind: DbKind;
  /** The pool's connections now; null on PGlite (one connection, no pool). */
  poolStats(): PoolStats | null;
  /** Where the database is, for messages (a password in the URL is hidden). */
  label: string;
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** PostgreSQL only: a query straight on the pool, without Prisma (see direct-query.ts). */
  directQuery: DirectQuery | null;
  close(): Promise<void>;
}

export async function openAdapter(options: DbTargetOptions = {}): Promise<OpenAdapter> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pool ?? 10,
      min: options.poolMin ?? 0,
      ...(options.idleTimeoutMs ? { idleTimeoutMillis: options.idleTimeoutMs } : {}),
      // TCP keepalive lets the OS notice a peer that vanished on idle connections too.
      keepAlive: true,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // An idle connection that dies (a database restart, pg_terminate_backend, a dropped network) makes the pool
    // emit "error" after removing it; Prisma listens only while connected, and an "error" event nobody listens
    // to crashes the process (seen while a closing pool's database was dropped). The pool replaces the
    // connection on its own, and the next query that needs one reports any lasting outage.
    pool.on("error", () => {});
    const stopWatching = options.queryTimeoutMs ? watchQueryDeadline(pool, options.queryTimeoutMs) : () => {};
    return {
      kind: "postgres",
      label: `PostgreSQL ${hidePassword(options.databaseUrl)}`,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: options.pool ?? 10,
      }),
      factory: new PrismaPg(
        pool,
        options.preparedStatements ? { statementNameGenerator: statementNameOf } : undefined,
      ),
      directQuery: async (text, values) => {
        // Named apart from Prisma's statements, so the two never share a name on a connection.
        const name = options.preparedStatements ? `direct_${statementNameOf({ sql: text })}` : undefined;
        const query = { text, values: values as unknown[], types: DIRECT_TYPES, ...(name ? { name } : {}) };
        return (await pool.query(query)).rows;
      },
      close: () => {
        stopWatching();
        return pool.end();
      },
    };
  }
  const dir = options.pgliteDir ?? defaultPgliteDir;
  const pglite = await openPglite(dir, options.pgliteSnapshot);
  return {
    kind: "pglite",
    label: `PGlite ${dir}`,
    poolStats: () => null,
    factory: new PrismaPGlite(pglite),
    // One connection, which Prisma's transactions hold: a query beside Prisma could land inside one.
    directQuery: null,
    close: () => pglite.close(),
  };
}

/** PostgreSQL's type id of `timestamp` (without time zone), the type of every DateTime column here. */
const TIMESTAMP_OID = 1114;

/**
 * How a direct query reads its columns: as pg does, but a `timestamp` as the UTC it holds, as Prisma reads it
 * (pg would read it in the process's time zone: hours off on a host in Asia/Kolkata). Per query, so Prisma's own
 * queries on the same pool keep their readers.
 */
const DIRECT_TYPES = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    return oid === TIMESTAMP_OID && format !== "binary"
      ? readUtcTimestamp
      : pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** PostgreSQL's text for a `timestamp` ("2026-11-29 22:15:30.125") as the UTC instant it holds. */
function readUtcTimestamp(text: string): Date {
  return new Date(`${text.replace(" ", "T")}Z`);
}

function hidePassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

/** The app's SQL texts are a few hundred; the bound only keeps a runaway set from growing without end. */
const statementNames = new LRUCache<string, string>({ max: 5_000 });

/**
 * A prepared statement's name: the same SQL text always gets the same name, on any connection. Remembered per
 * text, as hashing a long statement on every execution showed in the CPU profile.
 */
function statementNameOf(query: { sql: string }): string {
  let name = statementNames.get(query.sql);
  if (name === undefined) {
    name = `chamak_${createHash("sha1").update(query.sql).digest("base64url")}`;
    statementNames.set(query.sql, name);
  }
  return name;
}
