import type { MigrationList } from "@prisma/schema-engine-wasm";
import { noFilters, type SchemaEngine } from "./engine";
import { engineMessage, MigrateError } from "./errors";
import { readExistingMigrations } from "./migrations-dir";
import { type MigrateOptions, resolvePaths, withTargetEngine } from "./session";

export interface DeployResult {
  /** Where the migrations went, e.g. "PGlite /repo/.data/pglite". */
  target: string;
  /** Migrations applied by this call, oldest first; empty when the database was up to date. */
  applied: string[];
}

/**
 * Applies pending migrations to DATABASE_URL's database or a PGlite directory (the server's demo start
 * calls this). PGlite allows one open instance per directory: run it before `createDb` opens the same one.
 */
export async function migrateDeploy(options: MigrateOptions = {}): Promise<DeployResult> {
  const migrationsList = readExistingMigrations(resolvePaths(options).migrationsDir);
  return withTargetEngine(options, undefined, async (engine, target) => ({
    target,
    applied: await applyPending(engine, migrationsList, target),
  }));
}

/** Applies what `migrationsList` has and the engine's database lacks; returns the names applied. */
export async function applyPending(
  engine: SchemaEngine,
  migrationsList: MigrationList,
  target: string,
): Promise<string[]> {
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: noFilters });
    return appliedMigrationNames;
  } catch (error) {
    const failed = await failedMigrations(engine, migrationsList);
    const what = failed.length > 0 ? `migration ${failed.join(", ")} failed` : "failed";
    const recovery = failed.map(
      (name) => `\nFix it, run \`pnpm db:migrate resolve --rolled-back ${name}\`, then deploy again.`,
    );
    throw new MigrateError(`Deploying to ${target}: ${what}.\n${engineMessage(error)}${recovery.join("")}`);
  }
}

/** The engine's error for failing SQL does not say which migration it was. */
async function failedMigrations(engine: SchemaEngine, migrationsList: MigrationList): Promise<string[]> {
  try {
    const diagnosis = await engine.diagnoseMigrationHistory({
      migrationsList,
      optInToShadowDatabase: false,
      filters: noFilters,
    });
    return diagnosis.failedMigrationNames;
  } catch {
    return [];
  }
}
