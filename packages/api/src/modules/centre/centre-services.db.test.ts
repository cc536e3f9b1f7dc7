import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callerFor,
  createCentre,
  createCustomer,
  createService,
  ensureReference,
  failure,
  type Reference,
  signedIn,
} from "../catalog/catalog.fixtures";

let db: Db;
let close: () => Promise<void>;
let ref: Reference;
let mine: { centreId: number; ownerId: number };
let theirs: { centreId: number; serviceId: number };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  ref = await ensureReference(db);
  const a = await createCentre(db, { name: "My Wash" });
  mine = { centreId: a.centre.id, ownerId: a.owner.id };
  const b = await createCentre(db, { name: "Their Wash" });
  const service = await createService(db, ref, b.centre.id, {
    category: "basic-wash",
    sub: "Their Foam",
    prices: { sedan: 50_000 },
  });
  theirs = { centreId: b.centre.id, serviceId: service.id };
});

afterAll(async () => {
  await close?.();
});

const input = () => ({
  categoryId: ref.categories["basic-wash"] ?? 0,
  subCategoryName: "Express Foam Wash",
  description: "Quick clean. Includes foam wash or tyre shine",
  durationMinutes: 40,
  driverFeePaise: 10_000,
  prices: [
    { vehicleTypeId: ref.vehicleTypes.sedan ?? 0, pricePaise: 49_900 },
    { vehicleTypeId: ref.vehicleTypes.suv ?? 0, pricePaise: 69_900 },
  ],
});

describe("vendor.services", () => {
  it("creates, lists, updates (replacing prices) and soft-deletes own services, auditing each change", async () => {
    const vendor = await signedIn(db, mine.ownerId);
    const created = await vendor.vendor.services.create(input());
    expect(created).toMatchObject({
      categorySlug: "basic-wash",
      subCategoryName: "Express Foam Wash",
      includes: ["foam wash", "tyre shine"],
      durationMinutes: 40,
      driverFeePaise: 10_000,
    });
    expect(created.prices.map((p) => [p.vehicleTypeSlug, p.pricePaise])).toEqual([
      ["sedan", 49_900],
      ["suv", 69_900],
    ]);
    expect((await vendor.vendor.services.list()).map((s) => s.id)).toEqual([created.id]);
    expect(await vendor.vendor.services.get({ id: created.id })).toEqual(created);

    const updated = await vendor.vendor.services.update({
      ...input(),
      id: created.id,
      version: created.version,
      categoryId: ref.categories.detailing ?? 0,
      subCategoryName: "Ceramic",
      prices: [{ vehicleTypeId: ref.vehicleTypes.motorcycle ?? 0, pricePaise: 29_900 }],
    });
    expect(updated).toMatchObject({ id: created.id, categorySlug: "detailing", subCategoryName: "Ceramic" });
    expect(updated.prices.map((p) => [p.vehicleTypeSlug, p.pricePaise])).toEqual([["motorcycle", 29_900]]);
    expect(await db.servicePrice.count({ where: { serviceId: created.id } })).toBe(1);

    // Approve the centre to see the public side follow.
    await db.centre.update({ where: { id: mine.centreId }, data: { status: "approved" } });
    const publicCentre = await callerFor(db).catalog.centre({ id: mine.centreId });
    expect(publicCentre.services.map((s) => s.subCategoryName)).toEqual(["Ceramic"]);

    const deleted = await vendor.vendor.services.delete({ id: created.id });
    expect(deleted).toEqual({ id: created.id, deletedAt: expect.any(Date) });
    expect(await vendor.vendor.services.list()).toEqual([]);
    expect((await callerFor(db).catalog.centre({ id: mine.centreId })).services).toEqual([]);
    expect((await callerFor(db).catalog.search({ q: "Ceramic" })).total).toBe(0);
    // The row stays for booking history.
    expect(await db.service.findUnique({ where: { id: created.id } })).toMatchObject({
      deletedAt: expect.any(Date),
    });
    // Deleting twice is not found.
    expect(await failure(vendor.vendor.services.delete({ id: created.id }))).toMatchObject({
      code: "NOT_FOUND",
    });

    const actions = await db.auditLog.findMany({
      where: { entityType: "service", entityId: String(created.id) },
      orderBy: { id: "asc" },
    });
    expect(actions.map((a) => [a.action, a.actorId, a.actorRole])).toEqual([
      ["service.created", mine.ownerId, "vendor"],
      ["service.updated", mine.ownerId, "vendor"],
      ["service.deleted", mine.ownerId, "vendor"],
    ]);
  });

  it("never touches another centre's service: NOT_FOUND and the row is unchanged", async () => {
    const vendor = await signedIn(db, mine.ownerId);
    const before = await db.service.findUnique({
      where: { id: theirs.serviceId },
      include: { prices: true },
    });
    expect(await failure(vendor.vendor.services.get({ id: theirs.serviceId }))).toMatchObject({
      code: "NOT_FOUND",
    });
    const update = await failure(
      vendor.vendor.services.update({ ...input(), id: theirs.serviceId, version: 1 }),
    );
    expect(update).toMatchObject({ code: "NOT_FOUND" });
    expect(await failure(vendor.vendor.services.delete({ id: theirs.serviceId }))).toMatchObject({
      code: "NOT_FOUND",
    });
    const after = await db.service.findUnique({ where: { id: theirs.serviceId }, include: { prices: true } });
    expect(after).toEqual(before);
    expect((await vendor.vendor.services.list()).map((s) => s.id)).not.toContain(theirs.serviceId);
    expect(
      await db.auditLog.count({ where: { entityType: "service", entityId: String(theirs.serviceId) } }),
    ).toBe(0);
  });

  it("names the field for an unknown category or vehicle type, writing nothing", async () => {
    const vendor = await signedIn(db, mine.ownerId);
    const count = await db.service.count();
    expect(await failure(vendor.vendor.services.create({ ...input(), categoryId: 999_999 }))).toMatchObject({
      code: "BAD_REQUEST",
      field: "categoryId",
    });
    expect(
      await failure(
        vendor.vendor.services.create({
          ...input(),
          prices: [{ vehicleTypeId: 999_999, pricePaise: 10_000 }],
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", field: "prices" });
    expect(await failure(vendor.vendor.services.create({ ...input(), subCategoryName: " " }))).toMatchObject({
      code: "BAD_REQUEST",
      field: "subCategoryName",
    });
    expect(await db.service.count()).toBe(count);
  });

  it("refuses a second live service of one name (case and outer spaces aside), on the name field", async () => {
    const { centre, owner } = await createCentre(db, { name: "Name Wash" });
    const vendor = await signedIn(db, owner.id);
    const first = await vendor.vendor.services.create({ ...input(), subCategoryName: "Test Svc" });
    const before = await db.service.count({ where: { centreId: centre.id } });

    expect(
      await failure(vendor.vendor.services.create({ ...input(), subCategoryName: "  test SVC " })),
    ).toEqual({
      code: "CONFLICT",
      field: "subCategoryName",
      message: "You already have a service named test SVC: choose another name",
    });
    const other = await vendor.vendor.services.create({ ...input(), subCategoryName: "Other Svc" });
    expect(
      await failure(
        vendor.vendor.services.update({
          ...input(),
          id: other.id,
          version: other.version,
          subCategoryName: "TEST svc",
        }),
      ),
    ).toMatchObject({ code: "CONFLICT", field: "subCategoryName" });
    // A service keeps its own name, and another centre may use it.
    await vendor.vendor.services.update({
      ...input(),
      id: first.id,
      version: first.version,
      subCategoryName: "Test Svc",
    });
    await createService(db, ref, theirs.centreId, { category: "basic-wash", sub: "Test Svc", prices: {} });
    expect(await db.service.count({ where: { centreId: centre.id } })).toBe(before + 1);

    // The database refuses it too, whoever writes.
    await expect(
      db.service.create({
        data: {
          centreId: centre.id,
          categoryId: first.categoryId,
          subCategoryName: "test svc",
          description: "x",
        },
      }),
    ).rejects.toThrow(/services_live_name_unique/);

    // A deleted service frees its name.
    await vendor.vendor.services.delete({ id: first.id });
    expect(await vendor.vendor.services.create({ ...input(), subCategoryName: "Test Svc" })).toMatchObject({
      subCategoryName: "Test Svc",
    });
  });

  it("refuses prices, fees and durations out of range as typed, naming the field, instead of changing them", async () => {
    const vendor = await signedIn(db, mine.ownerId);
    const price = (pricePaise: number) => ({
      ...input(),
      subCategoryName: "Range Check",
      prices: [{ vehicleTypeId: ref.vehicleTypes.sedan ?? 0, pricePaise }],
    });
    for (const pricePaise of [0, -5_000, 9_999_999_900]) {
      expect(await failure(vendor.vendor.services.create(price(pricePaise)))).toMatchObject({
        code: "BAD_REQUEST",
        field: "prices.0.pricePaise",
      });
    }
    expect(
      await failure(vendor.vendor.services.create({ ...price(10_000), durationMinutes: 0 })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      field: "durationMinutes",
      message: "Duration must be at least 10 minutes",
    });
    expect(await db.service.count({ where: { subCategoryName: "Range Check" } })).toBe(0);
  });

  it("is for centre accounts only, and a suspended centre may read but not change", async () => {
    expect(await failure(callerFor(db).vendor.services.list())).toMatchObject({ code: "UNAUTHORIZED" });
    const customer = await createCustomer(db);
    expect(await failure((await signedIn(db, customer.id)).vendor.services.list())).toMatchObject({
      code: "FORBIDDEN",
    });
    const suspended = await createCentre(db, {
      name: "Banned Wash",
      status: "suspended",
      statusReason: "repeated no-shows",
    });
    await createService(db, ref, suspended.centre.id, {
      category: "basic-wash",
      sub: "Foam",
      prices: { sedan: 100 },
    });
    const vendor = await signedIn(db, suspended.owner.id);
    const [service] = await vendor.vendor.services.list();
    expect(service?.subCategoryName).toBe("Foam");
    const error = await failure(vendor.vendor.services.create(input()));
    expect(error.code).toBe("FORBIDDEN");
    expect(error.message).toContain("repeated no-shows");
    expect(await failure(vendor.vendor.services.delete({ id: service?.id ?? 0 }))).toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
