import { engineMessage, MigrateError } from "./errors";
import { readExistingMigrations } from "./migrations-dir";
import { type MigrateOptions, resolvePaths, withTargetEngine } from "./session";

export type Resolution = "rolled-back" | "applied";

/**
 * Records a failed migration as rolled back (deploy then runs it again) or as applied (it was completed by
 * hand), like `prisma migrate resolve`.
 */
export async function resolveMigration(
  name: string,
  as: Resolution,
  options: MigrateOptions = {},
): Promise<string> {
  const migrationsList = readExistingMigrations(resolvePaths(options).migrationsDir);
  return withTargetEngine(options, undefined, async (engine, target) => {
    try {
      if (as === "rolled-back") await engine.markMigrationRolledBack({ migrationName: name });
      else await engine.markMigrationApplied({ migrationName: name, migrationsList });
      return target;
    } catch (error) {
      throw new MigrateError(`Marking ${name} as ${as} in ${target} failed.\n${engineMessage(error)}`);
    }
  });
}
