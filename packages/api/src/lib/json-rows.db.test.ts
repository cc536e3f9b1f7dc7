import { Prisma } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryJsonRows } from "./json-rows";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

describe("queryJsonRows", () => {
  it("returns the statement's rows in its order, columns as named, JSON columns as values", async () => {
    const rows = await queryJsonRows(
      { pool: database.db },
      Prisma.sql`SELECT g AS n, 'x' || g AS "camelLabel", g % 2 = 0 AS even, NULL::int AS none,
          json_build_object('half', g / 2.0) AS nested
        FROM generate_series(1, 4) g WHERE g > ${0} ORDER BY g DESC`,
    );
    expect(rows).toEqual([
      { n: 4, camelLabel: "x4", even: true, none: null, nested: { half: 2 } },
      { n: 3, camelLabel: "x3", even: false, none: null, nested: { half: 1.5 } },
      { n: 2, camelLabel: "x2", even: true, none: null, nested: { half: 1 } },
      { n: 1, camelLabel: "x1", even: false, none: null, nested: { half: 0.5 } },
    ]);
  });

  it("returns no rows as an empty list", async () => {
    expect(await queryJsonRows({ pool: database.db }, Prisma.sql`SELECT 1 AS n WHERE false`)).toEqual([]);
  });
});
