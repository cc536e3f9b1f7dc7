import {
  errorMessage,
  SAVED_PROFILE_LIMITS,
  type SavedVehicle,
  type savedVehicleInput,
  vehicleNumberKey,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import type { z } from "zod";
import { DomainError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { claimEdit } from "../../lib/stale-edit";
import { lockCustomerLists } from "./saved-list-lock";

type VehicleInput = z.output<typeof savedVehicleInput>;

const withType = { vehicleType: { select: { id: true, slug: true, name: true } } } as const;

type VehicleRow = {
  id: number;
  vehicleNumber: string;
  brand: string | null;
  model: string | null;
  nickname: string | null;
  isDefault: boolean;
  version: number;
  vehicleType: { id: number; slug: string; name: string };
};

function toSavedVehicle(row: VehicleRow): SavedVehicle {
  return {
    id: row.id,
    vehicleType: row.vehicleType,
    vehicleNumber: row.vehicleNumber,
    brand: row.brand,
    model: row.model,
    nickname: row.nickname,
    isDefault: row.isDefault,
    version: row.version,
  };
}

/** The customer's vehicles, the default first, then in the order they were saved. */
export async function listSavedVehicles(db: Db, userId: number): Promise<SavedVehicle[]> {
  const rows = await db.savedVehicle.findMany({
    where: { userId },
    include: withType,
    orderBy: [{ isDefault: "desc" }, { id: "asc" }],
  });
  return rows.map(toSavedVehicle);
}

async function assertVehicleType(tx: DbTx, vehicleTypeId: number): Promise<void> {
  const type = await tx.vehicleType.findUnique({ where: { id: vehicleTypeId }, select: { id: true } });
  if (!type) throw new DomainError("BAD_INPUT", "chooseVehicleType", "vehicleTypeId");
}

/** The customer's own vehicle, locked lists held; another customer's id is simply not found. */
async function ownVehicle(tx: DbTx, userId: number, id: number) {
  const row = await tx.savedVehicle.findFirst({
    where: { id, userId },
    select: { id: true, isDefault: true },
  });
  if (!row) throw new DomainError("NOT_FOUND", "savedVehicleNotFound");
  return row;
}

function columns(input: VehicleInput) {
  return {
    vehicleTypeId: input.vehicleTypeId,
    vehicleNumber: input.vehicleNumber,
    numberKey: vehicleNumberKey(input.vehicleNumber),
    brand: input.brand,
    model: input.model,
    nickname: input.nickname,
  };
}

/** A number already saved by this customer is refused on its field, whether found first or by the unique key. */
async function refuseDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "number_key") || isUniqueViolation(error, "numberKey")) {
      throw new DomainError("CONFLICT", "vehicleAlreadySaved", "vehicleNumber");
    }
    throw error;
  }
}

async function assertNumberFree(tx: DbTx, userId: number, numberKey: string, exceptId?: number) {
  const taken = await tx.savedVehicle.findFirst({
    where: { userId, numberKey, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw new DomainError("CONFLICT", "vehicleAlreadySaved", "vehicleNumber");
}

export async function addSavedVehicle(db: Db, userId: number, input: VehicleInput): Promise<SavedVehicle> {
  return refuseDuplicate(() =>
    db.$transaction(async (tx) => {
      await lockCustomerLists(tx, userId);
      const count = await tx.savedVehicle.count({ where: { userId } });
      if (count >= SAVED_PROFILE_LIMITS.vehicles) {
        const max = SAVED_PROFILE_LIMITS.vehicles;
        throw new DomainError("CONFLICT", errorMessage("tooManySavedVehicles", { max }));
      }
      await assertVehicleType(tx, input.vehicleTypeId);
      const data = columns(input);
      await assertNumberFree(tx, userId, data.numberKey);
      // The first vehicle is the default: the booking form always has one to start with.
      const isDefault = input.isDefault || count === 0;
      if (isDefault) await tx.savedVehicle.updateMany({ where: { userId }, data: { isDefault: false } });
      const row = await tx.savedVehicle.create({ data: { ...data, userId, isDefault }, include: withType });
      return toSavedVehicle(row);
    }),
  );
}

/**
 * Changes a vehicle, if it is still at the version the form was opened with; `isDefault: true` makes it the
 * default (the default moves only by choosing another).
 */
export async function updateSavedVehicle(
  db: Db,
  userId: number,
  id: number,
  input: VehicleInput & { version: number },
): Promise<SavedVehicle> {
  return refuseDuplicate(() =>
    db.$transaction(async (tx) => {
      await lockCustomerLists(tx, userId);
      const current = await ownVehicle(tx, userId, id);
      await claimVehicle(tx, userId, id, input.version);
      await assertVehicleType(tx, input.vehicleTypeId);
      const data = columns(input);
      await assertNumberFree(tx, userId, data.numberKey, id);
      const isDefault = current.isDefault || input.isDefault;
      if (isDefault && !current.isDefault) {
        await tx.savedVehicle.updateMany({ where: { userId }, data: { isDefault: false } });
      }
      const row = await tx.savedVehicle.update({
        where: { id },
        data: { ...data, isDefault },
        include: withType,
      });
      return toSavedVehicle(row);
    }),
  );
}

/**
 * Refuses an action on a vehicle changed since the list was shown (`seen`, its version then), with the vehicle as
 * it is now; else counts the action as a change of it.
 */
function claimVehicle(tx: DbTx, userId: number, id: number, seen: number) {
  return claimEdit(tx, {
    record: "savedVehicle",
    id,
    seen,
    changed: "savedVehicleChanged",
    current: async () =>
      toSavedVehicle(await tx.savedVehicle.findFirstOrThrow({ where: { id, userId }, include: withType })),
  });
}

/** Makes a vehicle the default, if it is still as the list showed it (`seen`, its version). */
export async function setDefaultSavedVehicle(
  db: Db,
  userId: number,
  id: number,
  seen: number,
): Promise<SavedVehicle[]> {
  await db.$transaction(async (tx) => {
    await lockCustomerLists(tx, userId);
    await ownVehicle(tx, userId, id);
    await claimVehicle(tx, userId, id, seen);
    await tx.savedVehicle.updateMany({ where: { userId, id: { not: id } }, data: { isDefault: false } });
    await tx.savedVehicle.update({ where: { id }, data: { isDefault: true } });
  });
  return listSavedVehicles(db, userId);
}

/**
 * Deletes a vehicle, if it is still as the list showed it (`seen`, its version); when it was the default, the
 * oldest one left becomes the default.
 */
export async function deleteSavedVehicle(
  db: Db,
  userId: number,
  id: number,
  seen: number,
): Promise<SavedVehicle[]> {
  await db.$transaction(async (tx) => {
    await lockCustomerLists(tx, userId);
    const current = await ownVehicle(tx, userId, id);
    await claimVehicle(tx, userId, id, seen);
    await tx.savedVehicle.delete({ where: { id } });
    if (!current.isDefault) return;
    const next = await tx.savedVehicle.findFirst({
      where: { userId },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    if (next) await tx.savedVehicle.update({ where: { id: next.id }, data: { isDefault: true } });
  });
  return listSavedVehicles(db, userId);
}
