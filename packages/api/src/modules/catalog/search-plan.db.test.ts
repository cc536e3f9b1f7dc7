import { searchInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createService, ensureReference, namedCentres } from "./catalog.fixtures";
import { searchStatement } from "./search.sql";
import { searchAttempts } from "./search-query";

/**
 * Free-text search reads the rows its GIN indexes find, never every centre or service: the plans of its
 * statements on a catalogue big enough (3,000 centres, 9,000 services) that a sequential scan would be chosen
 * if the SQL did not say exactly what the indexes hold (partial predicates, stored documents). Runs on PGlite
 * and, with DATABASE_URL, on PostgreSQL.
 */
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  const ref = await ensureReference(db);
  const centres = namedCentres(db);
  const template = await centres.add("Template", {
    name: "Template Car Spa",
    locality: "Sector 18",
    city: "Noida",
    zip: "201301",
  });
  await createService(db, ref, template, {
    category: "basic-wash",
    sub: "Foam Wash",
    prices: { sedan: 29_900 },
  });
  // Many approved centres, each with three live services (one statement each: the triggers keep the documents).
  await db.$executeRawUnsafe(`
    INSERT INTO centres (owner_id, name, mobile, email, locality, address, city, state, zip, status, updated_at)
    SELECT c.owner_id, 'Bulk ' || i || ' Car Spa', c.mobile, c.email, 'Locality ' || (i % 50), 'Street ' || i,
      c.city, c.state, c.zip, 'approved', now()
    FROM centres c CROSS JOIN generate_series(1, 3000) i WHERE c.id = ${template}`);
  await db.$executeRawUnsafe(`
    INSERT INTO services (centre_id, category_id, sub_category_name, description, updated_at)
    SELECT c.id, s.category_id, x.name, 'Wash and dry', now()
    FROM centres c CROSS JOIN (VALUES ('Foam Wash'), ('Interior Vacuum'), ('Tyre Shine')) x(name)
    CROSS JOIN (SELECT category_id FROM services LIMIT 1) s
    WHERE c.name LIKE 'Bulk %'`);
  // A word only a few centres have, in their names.
  await db.$executeRawUnsafe(
    `UPDATE centres SET name = 'Zephyr Detailers' WHERE name IN ('Bulk 7 Car Spa', 'Bulk 8 Car Spa')`,
  );
  // As autovacuum leaves them: statistics, and the GIN indexes' pending lists merged (a long pending list, read
  // whole by every lookup, makes the planner rightly prefer a sequential scan).
  await db.$executeRawUnsafe("VACUUM ANALYZE centres");
  await db.$executeRawUnsafe("VACUUM ANALYZE services");
});

afterAll(async () => {
  await close?.();
});

async function plan(q: string, attempt = 0): Promise<string> {
  const query = searchAttempts(searchInput.parse({ q }))[attempt]?.query;
  if (!query) throw new Error(`no attempt ${attempt} for ${q}`);
  const statement = searchStatement(query);
  const rows = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
    `EXPLAIN ${statement.text}`,
    ...statement.values,
  );
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

describe("free-text search plans", () => {
  it("finds a word a few centres have through the GIN indexes, reading no table whole", async () => {
    const text = await plan("zephyr");
    expect(text).toMatch(/Bitmap Index Scan on centres_search_own_idx/);
    expect(text).toMatch(/Bitmap Index Scan on centres_search_doc_idx/);
    expect(text).not.toMatch(/Seq Scan on centres/);
    expect(text).not.toMatch(/Seq Scan on services/);
  });

  it("finds a word every centre offers through its services from the indexes as well", async () => {
    // Every bulk centre has a foam wash: the centres named for it first, then the rest in rating order (the
    // planner picks centres_search_rank_idx or a bitmap and a sort by its estimate), counted from the index.
    const text = await plan("foam");
    expect(text).toMatch(/centres_search_own_idx/);
    expect(text).toMatch(/centres_search_rank_idx|centres_search_doc_idx/);
    expect(text).not.toMatch(/Seq Scan on services/);
  });

  it("matches the closest answers through the document's index too", async () => {
    // "zephyr qqqq": nothing has both; the closest answers (attempt 1) match either word.
    const text = await plan("zephyr qqqq", 1);
    expect(text).toMatch(/centres_search_doc_idx/);
    expect(text).not.toMatch(/Seq Scan on centres/);
    expect(text).not.toMatch(/Seq Scan on services/);
  });
});
