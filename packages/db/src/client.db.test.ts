import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, pingDb } from "./client";
import { migrateDeploy } from "./migrate/deploy";
import { migratedSnapshot } from "./migrate/migrated-snapshot";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./throwaway-database";

// On the database the test command runs on: CI's PostgreSQL pass leaves PGlite to the first pass.
describe.skipIf(!!process.env.DATABASE_URL)("createDb on a PGlite directory", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "chamak-db-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps data across close and reopen", async () => {
    const pgliteDir = join(dir, "data");
    expect((await migrateDeploy({ pgliteDir })).applied.length).toBeGreaterThan(0);
    const first = await createDb({ pgliteDir });
    expect(first.kind).toBe("pglite");
    expect(await pingDb(first.db)).toBe(true);
    await first.db.user.create({ data: { name: "Meera", email: "meera@example.in", passwordHash: "x" } });
    await first.close();
    expect(await pingDb(first.db, 1000)).toBe(false);

    const second = await createDb({ pgliteDir });
    try {
      expect(await second.db.user.findUnique({ where: { email: "meera@example.in" } })).toMatchObject({
        name: "Meera",
      });
    } finally {
      await second.close();
    }
  });

  it("opens an in-memory database migrated from the snapshot, in the instance that serves it", async () => {
    // A migration through another instance reaches another in-memory database: the demo's PGLITE_DIR=memory://
    // once migrated one and served an empty one ("table vehicle_types does not exist").
    await migrateDeploy({ pgliteDir: "memory://demo" });
    const unmigrated = await createDb({ pgliteDir: "memory://demo" });
    try {
      await expect(unmigrated.db.vehicleType.count()).rejects.toThrow(/vehicle_types/);
    } finally {
      await unmigrated.close();
    }
    const migrated = await createDb({ pgliteDir: "memory://demo", pgliteSnapshot: migratedSnapshot() });
    try {
      expect(await migrated.db.vehicleType.count()).toBeGreaterThanOrEqual(0);
    } finally {
      await migrated.close();
    }
  });

  it("opens an in-memory database", async () => {
    const { db, kind, close } = await createDb({ pgliteDir: "memory://" });
    try {
      expect(kind).toBe("pglite");
      expect(await db.$queryRaw`SELECT 41 + 1 AS answer`).toEqual([{ answer: 42 }]);
    } finally {
      await close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)("createDb on PostgreSQL", () => {
  let database: ThrowawayDatabase;
  beforeAll(async () => {
    database = await createThrowawayDatabase(process.env.DATABASE_URL ?? "");
  });
  afterAll(() => database?.drop());

  it("connects through the pg pool and closes it", async () => {
    await migrateDeploy({ databaseUrl: database.url });
    const { db, kind, close } = await createDb({ databaseUrl: database.url, pool: 2 });
    expect(kind).toBe("postgres");
    expect(await pingDb(db)).toBe(true);
    expect(await db.user.count()).toBe(0);
    await close();
    expect(await pingDb(db, 1000)).toBe(false);
  });

  it("prepares each distinct statement once per connection, and answers each call with its own values", async () => {
    const { db, close } = await createDb({ databaseUrl: database.url, pool: 1 });
    try {
      const answers = [];
      for (const n of [1, 2, 3]) answers.push(await db.$queryRaw`SELECT ${n}::int * 10 AS answer`);
      expect(answers).toEqual([[{ answer: 10 }], [{ answer: 20 }], [{ answer: 30 }]]);
      const prepared = await db.$queryRaw<{ statement: string }[]>`
        SELECT statement FROM pg_prepared_statements WHERE name LIKE 'chamak_%'`;
      expect(prepared.map((row) => row.statement)).toContain("SELECT $1::int * 10 AS answer");
      expect(prepared.filter((row) => row.statement.includes("* 10 AS answer"))).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it("pingDb answers false for a server that is not there", async () => {
    const { db, close } = await createDb({ databaseUrl: "postgresql://postgres@127.0.0.1:1/none" });
    try {
      expect(await pingDb(db, 2000)).toBe(false);
    } finally {
      await close();
    }
  });
});
