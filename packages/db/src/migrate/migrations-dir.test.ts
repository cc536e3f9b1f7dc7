import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureLockfile, migrationNames, readMigrations, writeMigration } from "./migrations-dir";

describe("migrations folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "chamak-migrations-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("names migrations by UTC timestamp and keeps them in order within one second", () => {
    const now = new Date("2025-03-09T23:59:59.500Z");
    ensureLockfile(dir);
    expect(writeMigration(dir, "first", "SELECT 1;", now)).toBe("20250309235959_first");
    expect(writeMigration(dir, "second", "SELECT 2;", now)).toBe("20250310000000_second");
    const list = readMigrations(dir);
    expect(migrationNames(list)).toEqual(["20250309235959_first", "20250310000000_second"]);
    expect(list.migrationDirectories[1]?.migrationFile.content).toEqual({ tag: "ok", value: "SELECT 2;" });
    expect(list.lockfile.content).toContain('provider = "postgresql"');
    expect(readFileSync(join(dir, "migration_lock.toml"), "utf8")).toBe(list.lockfile.content);
  });

  it("reads a missing folder as no migrations and no lockfile", () => {
    const list = readMigrations(join(dir, "absent"));
    expect(list.migrationDirectories).toEqual([]);
    expect(list.lockfile.content).toBeNull();
  });
});
