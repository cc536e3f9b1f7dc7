import { PrismaPGlite } from "pglite-prisma-adapter";
import { packageVersion } from "../package-version";
import { pgliteSnapshot } from "../pglite";
import { applyPending } from "./deploy";
import { readExistingMigrations } from "./migrations-dir";
import { resolvePaths, withEngineOn } from "./session";

/**
 * A PGlite data directory with every migration in `migrationsDir` applied, built once and cached (in this
 * process and on disk) per migrations folder content: test databases start from it, and drift reads from it
 * what the migrations produce beyond Prisma's schema.
 */
export function migratedSnapshot(migrationsDir: string = resolvePaths({}).migrationsDir): Promise<Blob> {
  const migrations = readExistingMigrations(migrationsDir);
  const inputs = [
    "migrated",
    packageVersion("@prisma/schema-engine-wasm"),
    JSON.stringify(migrations.migrationDirectories),
  ];
  return pgliteSnapshot(inputs, (pglite) =>
    withEngineOn(new PrismaPGlite(pglite), undefined, async (engine) => {
      await applyPending(engine, migrations, "a migrated PGlite snapshot");
    }),
  );
}
