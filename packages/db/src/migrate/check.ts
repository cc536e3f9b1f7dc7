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

/** SQL for schema changes that have no migration yet, or null when the migrations match the schema. */
export async function unmigratedChanges(options: MigratePaths = {}): Promise<string | null> {
  const { schemaPath, migrationsDir } = resolvePaths(options);
  const schema = readSchema(schemaPath);
  return withEngineOn(undefined, schema, (engine) =>
    diffSql(engine, migrationsTarget(migrationsDir), { tag: "schemaDatamodel", files: [schema] }),
  );
}

/** SQL that would take the live database to what the migrations produce, or null when they match. */
export async function databaseDrift(options: MigrateOptions = {}): Promise<string | null> {
  const { schemaPath, migrationsDir } = resolvePaths(options);
  const schema = readSchema(schemaPath);
  return withTargetEngine(options, schema, (engine) =>
    diffSql(
      engine,
      { tag: "schemaDatasource", files: [schema], configDir: dirname(schemaPath) },
      migrationsTarget(migrationsDir),
    ),
  );
}
