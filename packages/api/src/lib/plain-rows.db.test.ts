import { Prisma } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryPlainRows } from "./plain-rows";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

const applicationName = Prisma.sql`SELECT current_setting('application_name') AS name`;

describe("queryPlainRows", () => {
  it("runs a transaction's statement inside it, where its own changes are seen", async () => {
    const seen = await database.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL application_name = 'inside-the-transaction'`;
      return queryPlainRows<{ name: string }>({ tx }, applicationName);
    });
    expect(seen).toEqual([{ name: "inside-the-transaction" }]);
    const [outside] = await queryPlainRows<{ name: string }>({ pool: database.db }, applicationName);
    expect(outside?.name).not.toBe("inside-the-transaction");
  });

  it("refuses a value the pool would send otherwise than Prisma, on every database and target", async () => {
    const withBigint = Prisma.sql`SELECT ${10n}::int8 AS n`;
    await expect(queryPlainRows({ pool: database.db }, withBigint)).rejects.toThrow(/value \$1 \(10\)/);
    await expect(database.db.$transaction((tx) => queryPlainRows({ tx }, withBigint))).rejects.toThrow(
      /value \$1 \(10\)/,
    );
  });
});
