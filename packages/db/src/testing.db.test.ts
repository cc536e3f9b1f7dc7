import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pingDb } from "./client";
import { migratedTemplate } from "./migrate/migrated-template";
import { resolvePaths } from "./migrate/session";
import { createTestDb, describeOnPostgres, type TestDb } from "./testing";
import { onServer } from "./throwaway-database";

describe("createTestDb", () => {
  let first: TestDb;
  let second: TestDb;

  beforeAll(async () => {
    const started = performance.now();
    first = await createTestDb();
    const afterFirst = performance.now();
    second = await createTestDb();
    const backend = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
    console.info(
      `createTestDb on ${backend}: ${(afterFirst - started).toFixed(0)} ms, then ${(performance.now() - afterFirst).toFixed(0)} ms`,
    );
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("gives a fully migrated database", async () => {
    const applied = await first.db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`;
    expect(applied.map((row) => row.migration_name)).toContainEqual(expect.stringMatching(/^\d{14}_init$/));
    expect(await first.db.user.count()).toBe(0);
  });

  it("keeps two databases apart", async () => {
    await first.db.user.create({ data: { name: "Asha", email: "asha@example.in", passwordHash: "x" } });
    expect(await first.db.user.count()).toBe(1);
    expect(await second.db.user.count()).toBe(0);
    await second.db.user.create({ data: { name: "Ravi", email: "asha@example.in", passwordHash: "y" } });
    expect((await first.db.user.findFirstOrThrow()).name).toBe("Asha");
  });

  it("throws the database away on close", async () => {
    const third = await createTestDb();
    await third.db.user.create({ data: { name: "Temp", email: "temp@example.in", passwordHash: "z" } });
    await third.close();
    await third.close();
    expect(await pingDb(third.db, 1000)).toBe(false);
    const fresh = await createTestDb();
    try {
      expect(await fresh.db.user.count()).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describeOnPostgres(
  "PostgreSQL test databases",
  "they are copies of a template database on the server",
  (serverUrl) => {
    it("copy a template with every migration, and build it again when someone dropped it", async () => {
      const { migrationsDir } = resolvePaths({});
      const template = await migratedTemplate(serverUrl, migrationsDir);
      const copy = await createTestDb();
      try {
        const [row] = await copy.db.$queryRaw<{ count: number }[]>`
        SELECT count(*)::int AS count FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
        expect(row?.count).toBeGreaterThan(30);
      } finally {
        await copy.close();
      }
      await onServer(serverUrl, `DROP DATABASE "${template}" WITH (FORCE)`);
      const again = await createTestDb();
      try {
        expect(await again.db.user.count()).toBe(0);
      } finally {
        await again.close();
      }
    });
  },
);
