import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProjectFixture, type ProjectFixture, runCli } from "./project-fixture";

const userModel = `model User {
  id    Int    @id @default(autoincrement())
  email String @unique
}
`;

// One project walked through the cycle in order (each step relies on the previous one), through the real
// CLI in a child process, on PGlite or, with DATABASE_URL, on a throwaway PostgreSQL database.
describe("pnpm db:migrate", () => {
  let project: ProjectFixture;
  const migrationDirs = () =>
    readdirSync(project.migrationsDir).filter((name) => name !== "migration_lock.toml");

  beforeAll(async () => {
    project = await createProjectFixture();
    project.writeSchema(userModel);
  });
  afterAll(() => project?.cleanup());

  it("create writes the lockfile and a migration; a second create finds no changes", async () => {
    const created = await project.cli("create", "init");
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(readFileSync(join(project.migrationsDir, "migration_lock.toml"), "utf8")).toContain(
      'provider = "postgresql"',
    );
    const [init] = migrationDirs();
    expect(init).toMatch(/^\d{14}_init$/);
    expect(created.stdout).toContain(`${init}/migration.sql`);
    expect(readFileSync(join(project.migrationsDir, `${init}`, "migration.sql"), "utf8")).toContain(
      'CREATE TABLE "User"',
    );

    const again = await project.cli("create", "again");
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("No changes");
    expect(migrationDirs()).toEqual([init]);
  });

  it("status lists the migration as pending and exits 1 before deploy", async () => {
    const result = await project.cli("status");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(project.backend);
    expect(result.stdout).toMatch(/Applied \(0\)/);
    expect(result.stdout).toMatch(/Pending[^\n]*\(1\):\n\s+\d{14}_init/);
  });

  it("deploy applies it to the empty database, then applies nothing", async () => {
    const first = await project.cli("deploy");
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Applied 1 migration\(s\) to .*:\n\s+\d{14}_init/);
    const second = await project.cli("deploy");
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("No pending migrations");
  });

  it("status shows nothing pending after deploy", async () => {
    const result = await project.cli("status");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Applied \(1\):\n\s+\d{14}_init/);
    expect(result.stdout).not.toContain("Pending");
    expect(result.stdout).toContain("Up to date.");
  });

  it("check exits 2 and shows the SQL when the schema changes without a migration", async () => {
    project.writeSchema(
      userModel.replace("email String @unique", "email    String  @unique\n  nickname String?"),
    );
    const result = await project.cli("check");
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('ADD COLUMN     "nickname" TEXT');
  });
});

describe("pnpm db:migrate errors", () => {
  it("rejects an unknown command, a missing name and a name that is not snake_case", async () => {
    const [unknown, unnamed, badName] = await Promise.all([
      runCli(["frobnicate"]),
      runCli(["create"]),
      runCli(["create", "Add-Thing"]),
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
    expect(unknown.stderr).toContain("Usage: pnpm db:migrate");
    expect(unnamed.code).toBe(1);
    expect(unnamed.stderr).toContain("Missing migration name");
    expect(badName.code).toBe(1);
    expect(badName.stderr).toContain('Invalid migration name "Add-Thing"');
  });
});
