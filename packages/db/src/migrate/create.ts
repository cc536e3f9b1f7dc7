import { join } from "node:path";
import { unmigratedChanges } from "./check";
import { MigrateError } from "./errors";
import { ensureLockfile, migrationNamePattern, writeMigration } from "./migrations-dir";
import { type MigratePaths, resolvePaths } from "./session";

/** Writes a migration for the schema's changes; returns its folder, or null when there is nothing to migrate. */
export async function createMigration(name: string, options: MigratePaths = {}): Promise<string | null> {
  if (!migrationNamePattern.test(name)) {
    throw new MigrateError(
      `Invalid migration name "${name}": use lowercase letters, digits and underscores, e.g. add_booking_notes`,
    );
  }
  const { migrationsDir } = resolvePaths(options);
  ensureLockfile(migrationsDir);
  const sql = await unmigratedChanges(options);
  return sql === null ? null : join(migrationsDir, writeMigration(migrationsDir, name, sql));
}
