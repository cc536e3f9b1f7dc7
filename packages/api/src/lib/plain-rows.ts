import { assertPoolValues, type Db, type DbTx, type Prisma, poolQueryOf } from "@chamak/db";

/**
 * Where a hand-written statement runs, named by the caller, who knows whether it holds a transaction:
 * `{ pool: db }` outside any transaction, `{ tx }` inside one (the pool's connections would not see its writes).
 */
export type SqlTarget =
  | { readonly pool: Db; readonly tx?: never }
  | { readonly tx: DbTx; readonly pool?: never };

/**
 * Runs a hot path's statement. `{ pool: db }` goes straight to the pg pool on PostgreSQL, beside Prisma; PGlite
 * has one connection and no pool, so there it is Prisma's. `{ tx }` goes through the transaction's client. The
 * pool because a query through Prisma's client leaves about 3 KB a query alive past V8's young-generation
 * collections against a few dozen bytes on the pool (`pnpm --filter @chamak/bench gc-survival`), and under load
 * that is what fills the old generation and brings the full collections behind the booking run's tail
 * (bench-results/findings.md).
 *
 * Only for statements whose columns are int4, text, boolean, json or timestamp, which the pool's query decodes
 * as Prisma does (a timestamp as the UTC it holds: packages/db/src/adapter.ts), and whose values are text,
 * numbers, booleans, Dates and arrays of them (anything else is refused on every database). A failure on the
 * pool is pg's own error, which lib/db-errors recognises as it does Prisma's.
 */
export async function queryPlainRows<T>(target: SqlTarget, statement: Prisma.Sql): Promise<T[]> {
  assertPoolValues(statement.values);
  if (target.tx) return (await target.tx.$queryRaw(statement)) as T[];
  const onPool = poolQueryOf(target.pool);
  return (
    onPool ? await onPool(statement.text, statement.values) : await target.pool.$queryRaw(statement)
  ) as T[];
}
