import { dirname } from "node:path";
import { diffSql, migrationsTarget } from "./diff";
import {
  type MigrateOptions,
  type MigratePaths,
  readSchema,
  resolvePaths,
  withEngineOn,
  withTargetEngine,
} from "./session";
import { unmodelledConstraintDrift } from "./unmodelled-constraints";

/** SQL for schema changes that have no migration yet, or null when the migrations match the schema. */
export async function unmigratedChanges(options: MigratePaths = {}): Promise<string | null> {
  const { schemaPath, migrationsDir } = resolvePaths(options);
  const schema = readSchema(schemaPath);
  return withEngineOn(undefined, schema, (engine) =>
    diffSql(engine, migrationsTarget(migrationsDir), { tag: "schemaDatamodel", files: [schema] }),
  );
}

/**
 * SQL that would take the live database to what the migrations produce, or null when they match: Prisma's diff,
 * then the CHECK and EXCLUDE constraints it does not see (unmodelled-constraints.ts).
 */
export async function databaseDrift(options: MigrateOptions = {}): Promise<string | null> {
  const { schemaPath, migrationsDir } = resolvePaths(options);
  const schema = readSchema(schemaPath);
  const modelled = await withTargetEngine(options, schema, (engine) =>
    diffSql(
      engine,
      { tag: "schemaDatasource", files: [schema], configDir: dirname(schemaPath) },
      migrationsTarget(migrationsDir),
    ),
  );
  // After the engine has closed the target: a PGlite directory opens once at a time.
  const unmodelled = await unmodelledConstraintDrift(options, migrationsDir);
  const parts = [modelled, unmodelled].filter((sql): sql is string => sql !== null);
  return parts.length === 0 ? null : parts.join("\n");
}
