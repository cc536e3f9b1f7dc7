import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { type DbKind, type DbTargetOptions, openAdapter, type PoolStats } from "./adapter";
import { registerDirectQuery } from "./direct-query";
import { PrismaClient } from "./generated/prisma/client";

export interface CreateDbOptions extends DbTargetOptions {
  /**
   * Told each query's duration in milliseconds, as Prisma measured it (the host's metrics). Prisma emits its
   * query events only when this is given, so without it they cost nothing.
   */
  onQuery?: ((durationMs: number) => void) | undefined;
}

export interface DbHandle {
  db: PrismaClient;
  kind: DbKind;
  /** The pool's connections now; null on PGlite. */
  poolStats(): PoolStats | null;
  /** Disconnects Prisma, then closes the PGlite instance or the pg pool. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * PostgreSQL through `pg` when `databaseUrl` is given, else embedded PGlite in `pgliteDir` (default
 * `<repo>/.data/pglite`; "memory://" for a throwaway in-memory database). PGlite is a single connection:
 * inside `db.$transaction(async (tx) => ...)` use only `tx`.
 */
export async function createDb({ onQuery, ...options }: CreateDbOptions = {}): Promise<DbHandle> {
  const adapter = await openAdapter({
    connectTimeoutMs: DEFAULT_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: DEFAULT_QUERY_TIMEOUT_MS,
    statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS,
    preparedStatements: true,
    ...definedOnly(options),
  });
  const db = onQuery ? timedClient(adapter.factory, onQuery) : new PrismaClient({ adapter: adapter.factory });
  if (adapter.directQuery) registerDirectQuery(db, adapter.directQuery, onQuery);
  return {
    db,
    kind: adapter.kind,
    poolStats: adapter.poolStats,
    close: once(async () => {
      try {
        await db.$disconnect();
      } finally {
        await adapter.close();
      }
    }),
  };
}

/** A client that emits its query events to `onQuery`. */
export function timedClient(
  adapter: SqlDriverAdapterFactory,
  onQuery: (durationMs: number) => void,
): PrismaClient {
  const client = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] as const });
  client.$on("query", (event) => onQuery(Number(event.duration)));
  // The log option only adds $on's event types; the client is the same.
  return client as unknown as PrismaClient;
}

/**
 * The app's limits on PostgreSQL (createDb only; migrations keep none, a long one is legitimate): a request
 * never waits more than this for a connection, nor for one query's answer, when the database stops answering;
 * and PostgreSQL cancels any one statement of the app's that runs longer than the statement timeout.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 30_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 25_000;

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** `SELECT 1`: true when the database answers within `timeoutMs`. Never throws. */
export async function pingDb(db: PrismaClient, timeoutMs = 5000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = db.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}
