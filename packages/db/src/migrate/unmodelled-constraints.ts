import type { SqlQueryable } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { openAdapter } from "../adapter";
import { openPglite } from "../pglite";
import { migratedSnapshot } from "./migrated-snapshot";
import type { MigrateOptions } from "./session";

/**
 * CHECK and EXCLUDE constraints: written by hand into migrations (e.g. bay_reservations_no_overlap, which keeps a
 * bay from being sold twice) because Prisma's schema cannot express them, and invisible to Prisma's diff. Its
 * drift check would call a database that lacks them in line, so drift compares them itself.
 */
export interface UnmodelledConstraint {
  /** The table as SQL, quoted where needed. */
  table: string;
  /** The constraint's name as SQL, quoted where needed. */
  name: string;
  /** As PostgreSQL prints it, e.g. `CHECK ((slot_end > slot_start))`. */
  definition: string;
}

const CONSTRAINTS_SQL = `
  SELECT c.conrelid::regclass::text AS "table", quote_ident(c.conname) AS name,
    pg_get_constraintdef(c.oid) AS definition
  FROM pg_constraint c
  WHERE c.connamespace = current_schema()::regnamespace AND c.contype IN ('c', 'x')
  ORDER BY 1, 2`;

export async function readUnmodelledConstraints(db: SqlQueryable): Promise<UnmodelledConstraint[]> {
  const result = await db.queryRaw({ sql: CONSTRAINTS_SQL, args: [], argTypes: [] });
  return result.rows.map(([table, name, definition]) => ({
    table: String(table),
    name: String(name),
    definition: String(definition),
  }));
}

/** SQL that gives the live database the unmodelled constraints the migrations produce, or null if it has them. */
export async function unmodelledConstraintDrift(
  options: MigrateOptions,
  migrationsDir: string,
): Promise<string | null> {
  const expected = await onMigratedPglite(migrationsDir, readUnmodelledConstraints);
  const target = await openAdapter(options);
  try {
    const live = await target.factory.connect();
    try {
      return constraintDriftSql(await readUnmodelledConstraints(live), expected);
    } finally {
      await live.dispose();
    }
  } finally {
    await target.close();
  }
}

/** The statements that take `live` to `expected`: drop what is extra or different, add what is missing. */
export function constraintDriftSql(
  live: readonly UnmodelledConstraint[],
  expected: readonly UnmodelledConstraint[],
): string | null {
  const key = (c: UnmodelledConstraint) => `${c.table}.${c.name}`;
  const liveByKey = new Map(live.map((c) => [key(c), c]));
  const expectedByKey = new Map(expected.map((c) => [key(c), c]));
  const drop = live.filter((c) => expectedByKey.get(key(c))?.definition !== c.definition);
  const add = expected.filter((c) => liveByKey.get(key(c))?.definition !== c.definition);
  const statements = [
    ...drop.map((c) => `ALTER TABLE ${c.table} DROP CONSTRAINT ${c.name};`),
    ...add.map((c) => `ALTER TABLE ${c.table} ADD CONSTRAINT ${c.name} ${c.definition};`),
  ];
  return statements.length === 0
    ? null
    : `-- CHECK and EXCLUDE constraints (written by hand in the migrations)\n${statements.join("\n")}\n`;
}

async function onMigratedPglite<T>(
  migrationsDir: string,
  read: (db: SqlQueryable) => Promise<T>,
): Promise<T> {
  const pglite = await openPglite("memory://", migratedSnapshot(migrationsDir));
  try {
    return await read(await new PrismaPGlite(pglite).connect());
  } finally {
    await pglite.close();
  }
}
