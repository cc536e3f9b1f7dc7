// For tests: a throwaway Prisma project (schema + migrations folder) with a database of its own (a PGlite
// directory, or a throwaway PostgreSQL database when DATABASE_URL is set), and the real CLI in a child process.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { packageDir } from "../paths";
import { openPglite } from "../pglite";
import { createThrowawayDatabase } from "../throwaway-database";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ProjectFixture {
  dir: string;
  schemaPath: string;
  migrationsDir: string;
  /** "PGlite" or "PostgreSQL": the database the CLI migrates. */
  backend: string;
  /** The database options for in-process calls (`migrateDeploy` etc.). */
  target: { databaseUrl?: string; pgliteDir?: string };
  writeSchema(models: string): void;
  cli(...args: string[]): Promise<CliResult>;
  cleanup(): Promise<void>;
}

/** `backend` defaults to PostgreSQL when DATABASE_URL is set, as in the app; "pglite" forces PGlite. */
export async function createProjectFixture(backend?: "pglite" | "postgres"): Promise<ProjectFixture> {
  const dir = mkdtempSync(join(tmpdir(), "chamak-migrate-"));
  const schemaPath = join(dir, "schema.prisma");
  const migrationsDir = join(dir, "migrations");
  const serverUrl = process.env.DATABASE_URL;
  if (backend === "postgres" && !serverUrl) throw new Error("PostgreSQL tests need DATABASE_URL");
  const database = serverUrl && backend !== "pglite" ? await createThrowawayDatabase(serverUrl) : undefined;
  const target = database ? { databaseUrl: database.url } : { pgliteDir: join(dir, "pglite") };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: target.databaseUrl,
    PGLITE_DIR: target.pgliteDir,
  };
  if (!database) delete env.DATABASE_URL;
  return {
    dir,
    schemaPath,
    migrationsDir,
    backend: database ? "PostgreSQL" : "PGlite",
    target,
    writeSchema: (models) =>
      writeFileSync(schemaPath, `datasource db {\n  provider = "postgresql"\n}\n\n${models}`),
    cli: (...args) => runCli([...args, "--schema", schemaPath, "--migrations", migrationsDir], env),
    cleanup: async () => {
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs SQL on the project's database through the same driver adapters the app uses. */
export async function onDatabase<T>(
  project: Pick<ProjectFixture, "target">,
  run: (db: SqlDriverAdapter) => Promise<T>,
): Promise<T> {
  if (project.target.databaseUrl) {
    const adapter = await new PrismaPg({ connectionString: project.target.databaseUrl }).connect();
    try {
      return await run(adapter);
    } finally {
      await adapter.dispose();
    }
  }
  const pglite = await openPglite(project.target.pgliteDir ?? "");
  try {
    return await run(await new PrismaPGlite(pglite).connect());
  } finally {
    await pglite.close();
  }
}

export function runCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/migrate/cli.ts", ...args], {
      cwd: packageDir,
      env,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
