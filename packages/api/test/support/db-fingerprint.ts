import type { Db } from "@chamak/db";

/**
 * Per table: how many rows, and the newest row version's transaction (`xmin`). Any committed write shows: an
 * INSERT or UPDATE makes a row version with a newer xmin, a DELETE lowers the count (and with an insert beside it,
 * the xmin rises). A rolled-back write shows nothing, as it changed nothing. Cheaper than a digest of every row's
 * text (which sorted every row of every table, twice per call checked), so the security suites can check every call.
 */
export type DbFingerprint = Record<string, { rows: number; digest: string }>;

const statements = new WeakMap<Db, Promise<string>>();

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteText = (name: string) => `'${name.replaceAll("'", "''")}'`;

/** One statement over every table of the schema (the migrations log aside), built once per database. */
function statementFor(db: Db): Promise<string> {
  let statement = statements.get(db);
  if (!statement) {
    statement = db.$queryRaw<{ name: string }[]>`
        SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
        ORDER BY table_name`.then((tables) => {
      if (tables.length === 0) throw new Error("db-fingerprint: the schema has no tables");
      return tables
        .map(
          ({ name }) =>
            `SELECT ${quoteText(name)} AS name, count(*)::int AS rows, ` +
            `coalesce(max(xmin::text::bigint), 0)::text AS digest FROM ${quoteIdent(name)}`,
        )
        .join(" UNION ALL ");
    });
    statements.set(db, statement);
  }
  return statement;
}

/** The last fingerprint taken of each database, with the database's transaction horizon when it was taken. */
const lastTaken = new WeakMap<Db, { horizon: string; fingerprint: DbFingerprint }>();

/**
 * Row counts and newest row versions of all tables, in one round trip; none when nothing can have been written
 * since the last. A write needs a transaction id, and every transaction that took one moves the horizon (the snapshot's
 * xmax, the first id not yet finished) when it ends, committed or not: while the horizon stands still, the last
 * fingerprint is still true. Read before the tables, so a write finishing meanwhile moves it past the label.
 */
export async function dbFingerprint(db: Db): Promise<DbFingerprint> {
  const [{ horizon } = { horizon: "" }] = await db.$queryRaw<{ horizon: string }[]>`
    SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS horizon`;
  const last = lastTaken.get(db);
  if (last?.horizon === horizon) return last.fingerprint;
  const rows = await db.$queryRawUnsafe<{ name: string; rows: number; digest: string }[]>(
    await statementFor(db),
  );
  const fingerprint = Object.fromEntries(
    rows.map(({ name, rows: count, digest }) => [name, { rows: count, digest }]),
  );
  lastTaken.set(db, { horizon, fingerprint });
  return fingerprint;
}

/** The tables whose rows differ between two fingerprints, with their row counts, e.g. ["bookings 3 -> 4"]. */
export function changedTables(before: DbFingerprint, after: DbFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.digest !== after[name]?.digest)
    .map((name) => `${name} ${before[name]?.rows ?? "-"} -> ${after[name]?.rows ?? "-"}`)
    .sort();
}
