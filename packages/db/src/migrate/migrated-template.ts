import { createHash } from "node:crypto";
import pg from "pg";
import { packageVersion } from "../package-version";
import { createThrowawayDatabase, onServer } from "../throwaway-database";
import { migrateDeploy } from "./deploy";
import { readExistingMigrations } from "./migrations-dir";

/** Advisory lock (on the server's maintenance database) held while a template is built: one builder at a time. */
const TEMPLATE_LOCK = 7_302_001;
const PREFIX = "chamak_tpl_";
/** A template of other migrations is dropped once it is this old (its build time is the database's comment). */
const KEEP_MS = 24 * 60 * 60_000;

const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on `serverUrl`'s server with every migration in `migrationsDir` applied, built once per
 * migrations folder content and kept between runs: each PostgreSQL test database is copied from it (`CREATE
 * DATABASE … TEMPLATE`, a file copy) instead of being migrated through the schema engine, which took seconds a
 * database. The name carries a hash of the migrations, so a changed migration makes a new template; templates
 * built more than a day ago for other migrations are dropped when one is built (a day, so that another checkout
 * testing other migrations on the same server keeps its own). Several test workers (or runs) asking at once wait
 * for one builder.
 */
export function migratedTemplate(serverUrl: string, migrationsDir: string): Promise<string> {
  const { key, name } = templateName(serverUrl, migrationsDir);
  let built = templates.get(key);
  if (!built) {
    built = buildTemplate(serverUrl, migrationsDir, name);
    templates.set(key, built);
    built.catch(() => templates.delete(key));
  }
  return built;
}

/** Forgets the template this process built, so that the next ask looks at the server again (it was dropped). */
export function forgetMigratedTemplate(serverUrl: string, migrationsDir: string): void {
  templates.delete(templateName(serverUrl, migrationsDir).key);
}

function templateName(serverUrl: string, migrationsDir: string) {
  const migrations = readExistingMigrations(migrationsDir);
  const hash = createHash("sha256")
    .update(packageVersion("@prisma/schema-engine-wasm"))
    .update(JSON.stringify(migrations.migrationDirectories))
    .digest("hex")
    .slice(0, 16);
  const name = `${PREFIX}${hash}`;
  return { name, key: `${serverUrl}|${name}` };
}

async function buildTemplate(serverUrl: string, migrationsDir: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    const { rows } = await client.query<{ datname: string; built: string | null }>(
      "SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database WHERE datname LIKE $1",
      [`${PREFIX}%`],
    );
    if (rows.some((row) => row.datname === name)) return name;
    // Migrated under a throwaway name, renamed once whole: a run killed halfway leaves no half-made template.
    const building = await createThrowawayDatabase(serverUrl, "chamak_tplbuild");
    try {
      await migrateDeploy({ databaseUrl: building.url, migrationsDir });
      await onServer(serverUrl, `COMMENT ON DATABASE "${building.name}" IS '${new Date().toISOString()}'`);
      await onServer(serverUrl, `ALTER DATABASE "${building.name}" RENAME TO "${name}"`);
    } catch (error) {
      await building.drop();
      throw error;
    }
    const stale = rows.filter(({ built }) => !built || Date.now() - Date.parse(built) > KEEP_MS);
    for (const { datname } of stale)
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    return name;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => {});
    await client.end();
  }
}
