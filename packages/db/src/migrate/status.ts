import type { HistoryDiagnostic } from "@prisma/schema-engine-wasm";
import { noFilters } from "./engine";
import { engineMessage, MigrateError } from "./errors";
import { migrationNames, readExistingMigrations } from "./migrations-dir";
import { type MigrateOptions, resolvePaths, withTargetEngine } from "./session";

export interface MigrationStatus {
  target: string;
  applied: string[];
  pending: string[];
  /** Started but never finished: see `pnpm db:migrate resolve`. */
  failed: string[];
  /** Applied, but the file changed since. */
  edited: string[];
  /** Recorded in the database but missing from the migrations folder. */
  unknown: string[];
}

export function isUpToDate(status: MigrationStatus): boolean {
  return [status.pending, status.failed, status.edited, status.unknown].every((names) => names.length === 0);
}

export async function migrationStatus(options: MigrateOptions = {}): Promise<MigrationStatus> {
  const migrationsList = readExistingMigrations(resolvePaths(options).migrationsDir);
  return withTargetEngine(options, undefined, async (engine, target) => {
    try {
      const diagnosis = await engine.diagnoseMigrationHistory({
        migrationsList,
        optInToShadowDatabase: false,
        filters: noFilters,
      });
      const local = migrationNames(migrationsList);
      const pending = diagnosis.hasMigrationsTable ? unapplied(diagnosis.history) : local;
      const failed = diagnosis.failedMigrationNames;
      return {
        target,
        applied: local.filter((name) => !pending.includes(name) && !failed.includes(name)),
        pending,
        failed,
        edited: diagnosis.editedMigrationNames,
        unknown: unpersisted(diagnosis.history),
      };
    } catch (error) {
      throw new MigrateError(`Reading migration status of ${target} failed.\n${engineMessage(error)}`);
    }
  });
}

function unapplied(history: HistoryDiagnostic | null): string[] {
  return history && "unappliedMigrationNames" in history ? history.unappliedMigrationNames : [];
}

function unpersisted(history: HistoryDiagnostic | null): string[] {
  return history && "unpersistedMigrationNames" in history ? history.unpersistedMigrationNames : [];
}
