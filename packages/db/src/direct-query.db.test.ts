import { afterAll, beforeAll, expect, it } from "vitest";
import { assertPoolValues, poolQueryOf } from "./direct-query";
import { Prisma } from "./generated/prisma/client";
import { createTestDb, describeOnPostgres, type TestDb } from "./testing";

describeOnPostgres(
  "direct queries on the pg pool",
  "PGlite has none: Prisma holds its one connection",
  () => {
    let database: TestDb;
    const durations: number[] = [];
    beforeAll(async () => {
      database = await createTestDb({ onQuery: (ms) => durations.push(ms) });
    });
    afterAll(() => database.close());

    it("answers what Prisma answers for the same statement, timed as Prisma's queries are", async () => {
      const statement = Prisma.sql`SELECT ${"a.b"}::text AS t, ${42}::int AS n, ${[1, 2]}::int[] AS list,
      ${new Date("2026-11-29T10:00:00Z")}::timestamptz = '2026-11-29T10:00:00Z' AS same_instant,
      ${new Date("2026-11-29T10:00:00Z")}::timestamp = '2026-11-29 10:00:00' AS same_utc_wall_clock,
      ${[new Date("2026-11-29T10:00:00Z")]}::timestamp[] = ARRAY['2026-11-29 10:00:00'::timestamp] AS same_in_arrays,
      ${null}::text AS nothing`;
      const direct = poolQueryOf(database.db);
      expect(direct).not.toBeNull();
      const before = durations.length;
      const rows = await direct?.(statement.text, statement.values);
      expect(durations.length).toBe(before + 1);
      // Timestamps without a time zone (every DateTime column) read a Date as UTC, as Prisma sends it, whatever
      // the process's TZ (the tests run in America/New_York).
      expect(rows).toEqual([
        {
          t: "a.b",
          n: 42,
          list: [1, 2],
          same_instant: true,
          same_utc_wall_clock: true,
          same_in_arrays: true,
          nothing: null,
        },
      ]);
      expect(rows).toEqual(await database.db.$queryRaw(statement));
    });

    it("reads a timestamp column as the UTC it holds and json as its value, as Prisma reads them", async () => {
      const statement = Prisma.sql`SELECT '2026-11-29 22:15:30.125'::timestamp(3) AS at,
      '2026-11-30 00:00:00'::timestamp(3) AS midnight, ${null}::timestamp AS never,
      json_build_object('kind', 'payment_captured', 'amountPaise', ${49_900}::int) AS entry`;
      const rows = await poolQueryOf(database.db)?.(statement.text, statement.values);
      // The tests run in America/New_York: read in local time, 22:15 would be 03:15 the next day in UTC.
      expect(rows).toEqual([
        {
          at: new Date("2026-11-29T22:15:30.125Z"),
          midnight: new Date("2026-11-30T00:00:00.000Z"),
          never: null,
          entry: { kind: "payment_captured", amountPaise: 49_900 },
        },
      ]);
      expect(rows).toEqual(await database.db.$queryRaw(statement));
    });

    it("is the client's own: a transaction's client has none", async () => {
      await database.db.$transaction(async (tx) => {
        expect(poolQueryOf(tx)).toBeNull();
      });
    });
  },
);

it.skipIf(process.env.DATABASE_URL !== undefined)("is never offered on PGlite", async () => {
  const database = await createTestDb();
  try {
    expect(poolQueryOf(database.db)).toBeNull();
  } finally {
    await database.close();
  }
});

it("refuses a value pg would send otherwise than Prisma (a Decimal, a bigint, NaN), naming it", () => {
  expect(() => assertPoolValues(["a", 1, true, null, new Date(0), [1, 2], [[new Date(0)]]])).not.toThrow();
  expect(() => assertPoolValues([1, new Prisma.Decimal("1.5")])).toThrow(/value \$2 \(1\.5\)/);
  expect(() => assertPoolValues([10n])).toThrow(/value \$1 \(10\)/);
  expect(() => assertPoolValues(["x", [1, Number.NaN]])).toThrow(/value \$2/);
});
