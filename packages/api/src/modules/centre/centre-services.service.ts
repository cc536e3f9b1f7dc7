import type {
  ServiceDeleteOutput,
  ServiceUpdateInput,
  ServiceUpsertInput,
  VendorService,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isExclusionViolation } from "../../lib/db-errors";
import { claimEdit } from "../../lib/stale-edit";
import { invalidateCatalogCache, serviceCardSelect, toCatalogService } from "../catalog";
import { assertCentreMayChange, type OwnCentre, type VendorActor } from "./centre-access";

const vendorServiceSelect = {
  ...serviceCardSelect,
  createdAt: true,
  updatedAt: true,
  version: true,
} as const;

type VendorServiceRow = Parameters<typeof toCatalogService>[0] & {
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

function toVendorService(row: VendorServiceRow): VendorService {
  return {
    ...toCatalogService(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

const serviceNotFound = (id: number) =>
  new DomainError("NOT_FOUND", { id: "errors.ownServiceNotFound", values: { id } });

/** The centre's active services with their prices, in category order. */
export async function listOwnServices(db: Db, centre: OwnCentre): Promise<VendorService[]> {
  const rows = await db.service.findMany({
    where: { centreId: centre.id, deletedAt: null },
    orderBy: [{ category: { position: "asc" } }, { id: "asc" }],
    select: vendorServiceSelect,
  });
  return rows.map(toVendorService);
}

/** One of the centre's own active services; any other id is not found. */
export async function getOwnService(db: Db | DbTx, centre: OwnCentre, id: number): Promise<VendorService> {
  const row = await db.service.findFirst({
    where: { id, centreId: centre.id, deletedAt: null },
    select: vendorServiceSelect,
  });
  if (!row) throw serviceNotFound(id);
  return toVendorService(row);
}

/** The category and every priced vehicle type must exist; checked before any write. */
async function checkReferences(db: Db, input: ServiceUpsertInput): Promise<void> {
  const wanted = input.prices.map((p) => p.vehicleTypeId);
  const [category, vehicleTypes] = await Promise.all([
    db.serviceCategory.findUnique({ where: { id: input.categoryId }, select: { id: true } }),
    db.vehicleType.findMany({ where: { id: { in: wanted } }, select: { id: true } }),
  ]);
  if (!category)
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.categoryIdNotFound", values: { id: input.categoryId } },
      "categoryId",
    );
  const known = new Set(vehicleTypes.map((v) => v.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.unknownVehicleTypeIds", values: { ids: unknown.join(", ") } },
      "prices",
    );
  }
}

/** The exclusion constraint that keeps a centre's live service names apart (case and outer spaces ignored). */
const LIVE_NAME_CONSTRAINT = "services_live_name_unique";

const nameTaken = (name: string) =>
  new DomainError("CONFLICT", { id: "errors.serviceNameTaken", values: { name } }, "subCategoryName");

/** Refuses a name another live service of the centre has; the constraint decides when two saves race. */
async function assertNameFree(db: Db, centreId: number, name: string, exceptId: number | null = null) {
  const same = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM services
    WHERE centre_id = ${centreId}::int AND deleted_at IS NULL
      AND lower(btrim(sub_category_name)) = lower(btrim(${name}))
      AND id IS DISTINCT FROM ${exceptId}::int
    LIMIT 1`;
  if (same.length > 0) throw nameTaken(name.trim());
}

/** A save refused by the constraint (two saves of one name at once) is the same refusal as the check's. */
async function nameRaceAsConflict<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error, LIVE_NAME_CONSTRAINT)) throw nameTaken(name.trim());
    throw error;
  }
}

function serviceData(input: ServiceUpsertInput) {
  return {
    categoryId: input.categoryId,
    subCategoryName: input.subCategoryName,
    description: input.description,
    durationMinutes: input.durationMinutes,
    driverFeePaise: input.driverFeePaise,
  };
}

type ServiceWithPrices = ReturnType<typeof serviceData> & {
  prices: { create: { vehicleTypeId: number; pricePaise: number }[] };
};

/**
 * Writes a vendor's service with its per-vehicle prices (`write` creates or updates the row with the data it is
 * handed) and audits `action` with the same fields and prices, in the caller's transaction.
 */
async function writeServiceWithPrices<Row extends { id: number }>(
  tx: DbTx,
  actor: VendorActor,
  input: ServiceUpsertInput,
  action: "service.created" | "service.updated",
  write: (data: ServiceWithPrices) => Promise<Row>,
): Promise<Row> {
  const prices = input.prices.map((p) => ({ vehicleTypeId: p.vehicleTypeId, pricePaise: p.pricePaise }));
  const row = await write({ ...serviceData(input), prices: { create: prices } });
  await audit(
    tx,
    { id: actor.userId, role: "vendor" },
    action,
    { type: "service", id: row.id },
    { centreId: actor.centre.id, ...serviceData(input), prices },
  );
  return row;
}

export async function createOwnService(
  db: Db,
  actor: VendorActor,
  input: ServiceUpsertInput,
): Promise<VendorService> {
  assertCentreMayChange(actor.centre);
  await checkReferences(db, input);
  await assertNameFree(db, actor.centre.id, input.subCategoryName);
  const row = await nameRaceAsConflict(input.subCategoryName, () =>
    db.$transaction((tx) =>
      writeServiceWithPrices(tx, actor, input, "service.created", (data) =>
        tx.service.create({ data: { ...data, centreId: actor.centre.id }, select: vendorServiceSelect }),
      ),
    ),
  );
  invalidateCatalogCache(db);
  return toVendorService(row);
}

/** Locks the service row so concurrent edits of one service apply one after the other. */
async function lockOwnService(tx: DbTx, centreId: number, id: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM services WHERE id = ${id}::int AND centre_id = ${centreId}::int AND deleted_at IS NULL FOR UPDATE`;
  if (rows.length === 0) throw serviceNotFound(id);
}

/**
 * Replaces the service's fields and its whole price list in one transaction, if the service is still at the
 * version the screen was opened with (`version` undefined: the legacy REST API, see services.routes.ts).
 */
export async function updateOwnService(
  db: Db,
  actor: VendorActor,
  input: Omit<ServiceUpdateInput, "version"> & { version: number | undefined },
): Promise<VendorService> {
  assertCentreMayChange(actor.centre);
  const exists = await db.service.findFirst({
    where: { id: input.id, centreId: actor.centre.id, deletedAt: null },
    select: { id: true },
  });
  if (!exists) throw serviceNotFound(input.id);
  await checkReferences(db, input);
  await assertNameFree(db, actor.centre.id, input.subCategoryName, input.id);
  const row = await nameRaceAsConflict(input.subCategoryName, () =>
    db.$transaction(async (tx) => {
      await claimEdit(tx, {
        record: "service",
        id: input.id,
        seen: input.version,
        changed: "serviceChanged",
        current: () => getOwnService(tx, actor.centre, input.id),
      });
      await lockOwnService(tx, actor.centre.id, input.id);
      await tx.servicePrice.deleteMany({ where: { serviceId: input.id } });
      return writeServiceWithPrices(tx, actor, input, "service.updated", (data) =>
        tx.service.update({ where: { id: input.id }, data, select: vendorServiceSelect }),
      );
    }),
  );
  invalidateCatalogCache(db);
  return toVendorService(row);
}

/** Soft delete: the service disappears from the catalog, past bookings keep pointing at it. */
export async function deleteOwnService(db: Db, actor: VendorActor, id: number): Promise<ServiceDeleteOutput> {
  assertCentreMayChange(actor.centre);
  const deleted = await db.$transaction(async (tx) => {
    await lockOwnService(tx, actor.centre.id, id);
    const row = await tx.service.update({
      where: { id },
      data: { deletedAt: currentTime() },
      select: { id: true, deletedAt: true },
    });
    await audit(
      tx,
      { id: actor.userId, role: "vendor" },
      "service.deleted",
      { type: "service", id },
      {
        centreId: actor.centre.id,
      },
    );
    return { id: row.id, deletedAt: row.deletedAt ?? currentTime() };
  });
  invalidateCatalogCache(db);
  return deleted;
}
