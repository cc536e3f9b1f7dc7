import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { type DbTargetOptions, openAdapter } from "../adapter";
import { defaultMigrationsDir, defaultSchemaPath } from "../paths";
import { type SchemaEngine, type SchemaFile, startEngine } from "./engine";
import { MigrateError } from "./errors";
import { withPgliteShadow } from "./shadow";

export interface MigratePaths {
  /** Prisma schema; default packages/db/prisma/schema.prisma. */
  schemaPath?: string | undefined;
  /** Migrations folder; default packages/db/prisma/migrations. */
  migrationsDir?: string | undefined;
}

export type MigrateOptions = MigratePaths & DbTargetOptions;

export function resolvePaths(options: MigratePaths): { schemaPath: string; migrationsDir: string } {
  return {
    schemaPath: resolve(options.schemaPath ?? defaultSchemaPath),
    migrationsDir: resolve(options.migrationsDir ?? defaultMigrationsDir),
  };
}

export function readSchema(schemaPath: string): SchemaFile {
  if (!existsSync(schemaPath)) throw new MigrateError(`No Prisma schema at ${schemaPath}`);
  return { path: schemaPath, content: readFileSync(schemaPath, "utf8") };
}

/** An engine on the target database (PGlite directory or DATABASE_URL), with in-memory shadows. */
export async function withTargetEngine<T>(
  options: DbTargetOptions,
  schema: SchemaFile | undefined,
  run: (engine: SchemaEngine, target: string) => Promise<T>,
): Promise<T> {
  const target = await openAdapter(options);
  try {
    return await withEngineOn(target.factory, schema, (engine) => run(engine, target.label));
  } finally {
    await target.close();
  }
}

/**
 * An engine on an already open database, with in-memory shadows. Without `main` (commands that only diff)
 * it needs no real database at all.
 */
export async function withEngineOn<T>(
  main: SqlDriverAdapterFactory | undefined,
  schema: SchemaFile | undefined,
  run: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const shadowed = withPgliteShadow(main);
  try {
    const engine = await startEngine(shadowed.factory, schema);
    try {
      return await run(engine);
    } finally {
      engine.free();
    }
  } finally {
    await shadowed.close();
  }
}
