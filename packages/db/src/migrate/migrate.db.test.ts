import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseDrift } from "./check";
import { createMigration } from "./create";
import { migrateDeploy } from "./deploy";
import { createProjectFixture, onDatabase, type ProjectFixture } from "./project-fixture";
import { resolveMigration } from "./resolve";
import { migrationStatus } from "./status";

// The database the test command runs on: CI's PGlite pass and its PostgreSQL pass each prove their own.
const backends = process.env.DATABASE_URL ? (["postgres"] as const) : (["pglite"] as const);

const models = `model Centre {
  id   Int    @id @default(autoincrement())
  name String
  note String @default("open; closed on Sundays")
}
`;

function writeMigration(project: ProjectFixture, name: string, sql: string): void {
  mkdirSync(join(project.migrationsDir, name), { recursive: true });
  writeFileSync(join(project.migrationsDir, name, "migration.sql"), sql);
}

const tableExists = (project: ProjectFixture, table: string) =>
  onDatabase(project, async (db) => {
    const sql = `SELECT to_regclass('"${table}"') IS NOT NULL`;
    const result = await db.queryRaw({ sql, args: [], argTypes: [] });
    return result.rows[0]?.[0] === true;
  });

describe.each(backends)("migrations on %s", (backend) => {
  let project: ProjectFixture;
  let init: string;

  beforeAll(async () => {
    project = await createProjectFixture(backend);
    project.writeSchema(models);
    const dir = await createMigration("init", project);
    init = dir?.split("/").at(-1) ?? "";
    await migrateDeploy({ ...project, ...project.target });
  });
  afterAll(() => project?.cleanup());

  // Without the pglite-prisma-adapter patch the failing script is not awaited, and PGlite records the
  // migration as applied.
  it("a migration whose SQL fails makes deploy fail, names it, and leaves nothing half applied", async () => {
    const broken = "20990101000000_broken";
    writeMigration(
      project,
      broken,
      'CREATE TABLE "Partial" (id int);\nALTER TABLE "Missing" ADD COLUMN x int;\n',
    );
    const options = { ...project, ...project.target };

    await expect(migrateDeploy(options)).rejects.toThrow(
      new RegExp(`migration ${broken} failed\\.\\n.*Missing[\\s\\S]*resolve --rolled-back ${broken}`),
    );
    const status = await migrationStatus(options);
    expect(status.applied).toEqual([init]);
    expect(status.failed).toEqual([broken]);
    expect(await tableExists(project, "Partial")).toBe(false);

    writeMigration(project, broken, 'CREATE TABLE "Partial" (id int);\n');
    await resolveMigration(broken, "rolled-back", options);
    expect((await migrateDeploy(options)).applied).toEqual([broken]);
    expect(await tableExists(project, "Partial")).toBe(true);
  });

  // Without the adapter-pg patch its executeScript splits scripts on every ";".
  it("applies scripts with semicolons inside strings and DO blocks", async () => {
    writeMigration(
      project,
      "20990102000000_backfill",
      `UPDATE "Centre" SET "note" = 'a; b';\nDO $$ BEGIN IF 1 = 1 THEN PERFORM 1; END IF; END $$;\n`,
    );
    const { applied } = await migrateDeploy({ ...project, ...project.target });
    expect(applied).toEqual(["20990102000000_backfill"]);
  });

  // Without the adapter-pg patch, reading PostgreSQL's catalogs fails on their internal "char" columns
  // ("Column type 'char' could not be deserialized").
  it("drift compares the live database with the migrations", async () => {
    const options = { ...project, ...project.target };
    expect(await databaseDrift(options)).toBeNull();
    await onDatabase(project, (db) => db.executeScript('ALTER TABLE "Centre" ADD COLUMN "extra" integer'));
    expect(await databaseDrift(options)).toContain('DROP COLUMN "extra"');
  });

  // Prisma's diff does not see CHECK or EXCLUDE constraints: without our own comparison, a database that lost
  // bay_reservations_no_overlap would pass as matching.
  it("drift also compares the CHECK and EXCLUDE constraints written by hand in migrations", async () => {
    const options = { ...project, ...project.target };
    await onDatabase(project, (db) => db.executeScript('ALTER TABLE "Centre" DROP COLUMN "extra"'));
    writeMigration(
      project,
      "20990103000000_constraints",
      `ALTER TABLE "Centre" ADD CONSTRAINT "centre_name_check" CHECK (length("name") > 0);
       ALTER TABLE "Centre" ADD CONSTRAINT "centre_one_name" EXCLUDE USING btree ("name" WITH =);\n`,
    );
    await migrateDeploy(options);
    expect(await databaseDrift(options)).toBeNull();

    await onDatabase(project, (db) =>
      db.executeScript(
        'ALTER TABLE "Centre" DROP CONSTRAINT "centre_one_name"; ALTER TABLE "Centre" ADD CONSTRAINT "stray" CHECK (id > 0)',
      ),
    );
    const drift = await databaseDrift(options);
    expect(drift).toContain(
      'ALTER TABLE "Centre" ADD CONSTRAINT centre_one_name EXCLUDE USING btree (name WITH =);',
    );
    expect(drift).toContain('ALTER TABLE "Centre" DROP CONSTRAINT stray;');
    expect(drift).not.toContain("centre_name_check");
  });
});
