import { type Db, type DbTx, directQueryFor, type Prisma } from "@chamak/db";

/**
 * Runs a statement straight on the pg pool where the client has one (PostgreSQL, outside transactions), else
 * through Prisma. For the hot path's statements: a query through Prisma's client leaves about 3 KB a query
 * alive past V8's young-generation collections against a few dozen bytes on the pool (`pnpm --filter
 * @chamak/bench gc-survival`), and under load that is what fills the old generation and brings the full
 * collections behind the booking run's tail (bench-results/findings.md).
 *
 * Only for statements whose columns are int4, text, boolean, json or timestamp, which the pool's direct query
 * decodes as Prisma does (a timestamp as the UTC it holds: packages/db/src/adapter.ts); pg would give int8 and
 * numeric as strings where Prisma gives a BigInt and a Decimal. A failure on the pool is pg's own error, which
 * lib/db-errors recognises as it does Prisma's.
 */
export async function queryPlainRows<T>(db: Db | DbTx, statement: Prisma.Sql): Promise<T[]> {
  const direct = directQueryFor(db, statement.values);
  return (direct ? await direct(statement.text, statement.values) : await db.$queryRaw(statement)) as T[];
}
