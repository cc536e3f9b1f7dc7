/**
 * centres.live_services, kept by a trigger on services (migration 20261129210000_near_me_search_index_and_live_services), is what
 * search reads for "the centre has a service to book". It must equal the live services actually there after any
 * sequence of changes, however they are made (one row, many rows, soft delete, restore, move, hard delete).
 */
import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, createService, ensureReference, namedCentres, type Reference } from "./catalog.fixtures";

let db: Db;
let close: () => Promise<void>;
let ref: Reference;
let centres: ReturnType<typeof namedCentres>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  ref = await ensureReference(db);
  centres = namedCentres(db);
  await centres.add("A", { name: "Trigger Wash A", city: "Jaipur" });
  await centres.add("B", { name: "Trigger Wash B", city: "Jaipur" });
});

afterAll(async () => {
  await close?.();
});

/** Each centre's stored count beside the count of its live services, for centres whose two differ. */
async function countsThatDiffer(): Promise<{ id: number; stored: number; live: number }[]> {
  return db.$queryRaw`
    SELECT c.id, c.live_services AS stored,
      (SELECT count(*)::int FROM services s WHERE s.centre_id = c.id AND s.deleted_at IS NULL) AS live
    FROM centres c
    WHERE c.live_services <> (SELECT count(*) FROM services s WHERE s.centre_id = c.id AND s.deleted_at IS NULL)`;
}

const storedCount = async (centreId: number) =>
  (await db.centre.findUniqueOrThrow({ where: { id: centreId }, select: { liveServices: true } }))
    .liveServices;

const idOf = (key: string) => {
  const id = centres.ids[key];
  if (id === undefined) throw new Error(`no centre ${key}`);
  return id;
};

describe("centres.live_services", () => {
  it("follows each kind of change, and search lists a centre only while it has a live service", async () => {
    const a = idOf("A");
    const inSearch = async () =>
      (await callerFor(db).catalog.search({ city: "Jaipur" })).items.some((item) => item.id === a);
    expect(await storedCount(a)).toBe(0);
    expect(await inSearch()).toBe(false);

    const wash = await createService(db, ref, a, {
      category: "basic-wash",
      sub: "Foam Wash",
      prices: { sedan: 1 },
    });
    await createService(db, ref, a, {
      category: "detailing",
      sub: "Wax",
      prices: { sedan: 1 },
      deleted: true,
    });
    expect(await storedCount(a)).toBe(1);
    expect(await inSearch()).toBe(true);

    await db.service.update({ where: { id: wash.id }, data: { deletedAt: new Date() } });
    expect(await storedCount(a)).toBe(0);
    expect(await inSearch()).toBe(false);

    await db.service.update({ where: { id: wash.id }, data: { deletedAt: null } });
    expect(await storedCount(a)).toBe(1);
    expect(await inSearch()).toBe(true);
    // A change to anything else leaves it alone.
    await db.service.update({ where: { id: wash.id }, data: { description: "Now with more foam" } });
    expect(await storedCount(a)).toBe(1);
    expect(await countsThatDiffer()).toEqual([]);
  });

  it("equals the live services after any sequence of changes to them", async () => {
    const centreIds = [idOf("A"), idOf("B")];
    const change = fc.oneof(
      fc.record({
        kind: fc.constant("add" as const),
        centre: fc.nat(1),
        deleted: fc.boolean(),
        count: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("restore" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("move" as const), pick: fc.nat(), centre: fc.nat(1) }),
      fc.record({ kind: fc.constant("remove" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("deleteAll" as const), centre: fc.nat(1) }),
    );
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), async (changes) => {
        for (const step of changes) {
          const services = await db.service.findMany({
            where: { centreId: { in: centreIds } },
            select: { id: true },
            orderBy: { id: "asc" },
          });
          const picked = "pick" in step ? services[step.pick % Math.max(1, services.length)] : undefined;
          if (step.kind === "add") {
            // Several rows in one statement, as a bulk import makes them.
            await db.service.createMany({
              data: Array.from({ length: step.count }, () => ({
                centreId: centreIds[step.centre] ?? 0,
                categoryId: ref.categories["basic-wash"] ?? 0,
                subCategoryName: `Wash ${++serial}`,
                description: "A wash",
                durationMinutes: 30,
                driverFeePaise: 0,
                deletedAt: step.deleted ? new Date() : null,
              })),
            });
          } else if (step.kind === "deleteAll") {
            await db.service.updateMany({
              where: { centreId: centreIds[step.centre] ?? 0, deletedAt: null },
              data: { deletedAt: new Date() },
            });
          } else if (picked && step.kind === "delete") {
            await db.service.update({ where: { id: picked.id }, data: { deletedAt: new Date() } });
          } else if (picked && step.kind === "restore") {
            await db.service.update({ where: { id: picked.id }, data: { deletedAt: null } });
          } else if (picked && step.kind === "move") {
            await db.service.update({
              where: { id: picked.id },
              data: { centreId: centreIds[step.centre] ?? 0 },
            });
          } else if (picked && step.kind === "remove") {
            await db.service.delete({ where: { id: picked.id } });
          }
          expect(await countsThatDiffer()).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
