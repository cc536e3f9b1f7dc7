import type { DiffTarget } from "@prisma/schema-engine-wasm";
import { noFilters, type SchemaEngine } from "./engine";
import { engineMessage, MigrateError } from "./errors";
import { readMigrations } from "./migrations-dir";

/**
 * What the migrations folder produces (replayed on an in-memory shadow). The engine refuses a folder
 * without a lockfile; one with neither lockfile nor migrations stands for an empty database.
 */
export function migrationsTarget(migrationsDir: string): DiffTarget {
  const list = readMigrations(migrationsDir);
  const unreadable = list.lockfile.content === null && list.migrationDirectories.length === 0;
  return unreadable ? { tag: "empty" } : { tag: "migrations", ...list };
}

/** The SQL that takes `from` to `to`, or null when they already match. */
export async function diffSql(
  engine: SchemaEngine,
  from: DiffTarget,
  to: DiffTarget,
): Promise<string | null> {
  try {
    const result = await engine.diff({ from, to, script: true, exitCode: true, filters: noFilters });
    return result.exitCode === 2 ? (result.stdout ?? "") : null;
  } catch (error) {
    throw new MigrateError(engineMessage(error));
  }
}
