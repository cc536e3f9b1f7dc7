import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createService, ensureReference, namedCentres, type Reference } from "./catalog.fixtures";

/**
 * The stored search documents and the dictionary of the catalogue's words follow every change of the rows they
 * come from (triggers of the migration `search_documents`): services added, renamed, moved, deleted; centres
 * renamed; categories renamed. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let db: Db;
let close: () => Promise<void>;
let ref: Reference;
let centre: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  ref = await ensureReference(db);
  centre = await namedCentres(db).add("Doc", {
    name: "Quartz Car Spa",
    locality: "Sector 18",
    city: "Noida",
  });
});

afterAll(async () => {
  await close?.();
});

/** Whether the centre's document and own text match the word (prefix). */
async function matches(word: string): Promise<{ doc: boolean; own: boolean }> {
  const [row] = await db.$queryRawUnsafe<{ doc: boolean; own: boolean }[]>(
    "SELECT search_doc @@ to_tsquery('simple', $1) AS doc, search_own @@ to_tsquery('simple', $1) AS own FROM centres WHERE id = $2",
    `${word}:*`,
    centre,
  );
  return row ?? { doc: false, own: false };
}

const known = async (word: string) =>
  (
    await db.$queryRawUnsafe<{ n: number }[]>(
      "SELECT count(*)::int AS n FROM search_words WHERE word = $1",
      word,
    )
  )[0]?.n === 1;

describe("search documents", () => {
  it("follow a centre's services: added, renamed, moved to another category, deleted", async () => {
    expect(await matches("quartz")).toEqual({ doc: true, own: true });
    expect(await matches("zircon")).toEqual({ doc: false, own: false });
    const service = await createService(db, ref, centre, {
      category: "basic-wash",
      sub: "Zircon Foam Wash",
      description: "Snow foam",
      prices: { sedan: 29_900 },
    });
    expect(await matches("zircon")).toEqual({ doc: true, own: false });
    expect(await known("zircon")).toBe(true);

    await db.service.update({ where: { id: service.id }, data: { subCategoryName: "Obsidian Polish" } });
    expect((await matches("zircon")).doc).toBe(false);
    expect((await matches("obsidian")).doc).toBe(true);

    const [category] = await db.$queryRawUnsafe<{ n: number }[]>(
      "SELECT count(*)::int AS n FROM centres WHERE id = $1 AND search_doc @@ 'category=detailing'::tsquery",
      centre,
    );
    expect(category?.n).toBe(0);
    await db.service.update({
      where: { id: service.id },
      data: { categoryId: ref.categories.detailing ?? 0 },
    });
    const [moved] = await db.$queryRawUnsafe<{ n: number }[]>(
      "SELECT count(*)::int AS n FROM centres WHERE id = $1 AND search_doc @@ 'category=detailing'::tsquery",
      centre,
    );
    expect(moved?.n).toBe(1);

    await db.service.update({ where: { id: service.id }, data: { deletedAt: new Date() } });
    expect((await matches("obsidian")).doc).toBe(false);
  });

  it("follow a centre's own text, and its new words join the dictionary with their run-together forms", async () => {
    await db.centre.update({ where: { id: centre }, data: { name: "Basalt Shine Studio" } });
    expect(await matches("basalt")).toEqual({ doc: true, own: true });
    expect((await matches("quartz")).own).toBe(false);
    expect(await known("basalt")).toBe(true);
    const [pair] = await db.$queryRawUnsafe<{ spaced: string }[]>(
      "SELECT spaced FROM search_words WHERE word = 'basaltshine'",
    );
    expect(pair?.spaced).toBe("basalt shine");
  });

  it("say which vehicle types a centre prices a live service for", async () => {
    const typeWord = async (slug: string) =>
      (
        await db.$queryRawUnsafe<{ n: number }[]>(
          "SELECT count(*)::int AS n FROM centres WHERE id = $1 AND search_doc @@ $2::tsquery",
          centre,
          `'vehicle=${slug}'`,
        )
      )[0]?.n === 1;
    const service = await createService(db, ref, centre, {
      category: "basic-wash",
      sub: "Truck Rinse",
      prices: { truck: 99_900 },
    });
    expect(await typeWord("truck")).toBe(true);
    await db.servicePrice.deleteMany({ where: { serviceId: service.id } });
    expect(await typeWord("truck")).toBe(false);
    await db.servicePrice.create({
      data: { serviceId: service.id, vehicleTypeId: ref.vehicleTypes.truck ?? 0, pricePaise: 99_900 },
    });
    expect(await typeWord("truck")).toBe(true);
    await db.service.update({ where: { id: service.id }, data: { deletedAt: new Date() } });
    expect(await typeWord("truck")).toBe(false);
  });

  it("follow a renamed category", async () => {
    await createService(db, ref, centre, {
      category: "interior-cleaning",
      sub: "Rinse",
      prices: { sedan: 9_900 },
    });
    const eco = ref.categories["interior-cleaning"] ?? 0;
    const before = await db.serviceCategory.findUniqueOrThrow({ where: { id: eco } });
    await db.serviceCategory.update({ where: { id: eco }, data: { name: "Graphene Wash" } });
    expect((await matches("graphene")).doc).toBe(true);
    await db.serviceCategory.update({ where: { id: eco }, data: { name: before.name } });
    expect((await matches("graphene")).doc).toBe(false);
  });
});
