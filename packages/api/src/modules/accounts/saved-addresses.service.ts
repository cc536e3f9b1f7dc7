import {
  errorMessage,
  readSiteDetails,
  SAVED_PROFILE_LIMITS,
  type SavedAddress,
  type savedAddressInput,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import type { z } from "zod";
import { DomainError } from "../../errors";
import { claimEdit } from "../../lib/stale-edit";
import { lockCustomerLists } from "./saved-list-lock";

type AddressInput = z.output<typeof savedAddressInput>;

const shown = {
  id: true,
  label: true,
  address: true,
  city: true,
  state: true,
  zip: true,
  landmark: true,
  siteDetails: true,
  isDefault: true,
  version: true,
} as const;

/** A row as `shown` selects it, its site details (jsonb) read as SiteDetails. */
function toSavedAddress<Row extends { siteDetails: unknown }>(
  row: Row,
): Omit<Row, "siteDetails"> & Pick<SavedAddress, "siteDetails"> {
  return { ...row, siteDetails: readSiteDetails(row.siteDetails) };
}

/** The customer's addresses, the default first, then in the order they were saved. */
export async function listSavedAddresses(db: Db | DbTx, userId: number): Promise<SavedAddress[]> {
  const rows = await db.savedAddress.findMany({
    where: { userId },
    select: shown,
    orderBy: [{ isDefault: "desc" }, { id: "asc" }],
  });
  return rows.map(toSavedAddress);
}

/** The customer's own address; another customer's id is simply not found. */
async function ownAddress(tx: DbTx, userId: number, id: number) {
  const row = await tx.savedAddress.findFirst({
    where: { id, userId },
    select: { id: true, isDefault: true },
  });
  if (!row) throw new DomainError("NOT_FOUND", "savedAddressNotFound");
  return row;
}

/** The columns an input writes; site details left out stay as they are (none for a new address). */
function columns(input: AddressInput) {
  return {
    label: input.label,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    landmark: input.landmark,
    ...(input.siteDetails !== undefined ? { siteDetails: input.siteDetails } : {}),
  };
}

export async function addSavedAddress(db: Db, userId: number, input: AddressInput): Promise<SavedAddress> {
  return db.$transaction(async (tx) => {
    await lockCustomerLists(tx, userId);
    const count = await tx.savedAddress.count({ where: { userId } });
    if (count >= SAVED_PROFILE_LIMITS.addresses) {
      const max = SAVED_PROFILE_LIMITS.addresses;
      throw new DomainError("CONFLICT", errorMessage("tooManySavedAddresses", { max }));
    }
    // The first address is the default: the booking form always has one to start with.
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await tx.savedAddress.updateMany({ where: { userId }, data: { isDefault: false } });
    return toSavedAddress(
      await tx.savedAddress.create({ data: { ...columns(input), userId, isDefault }, select: shown }),
    );
  });
}

/**
 * Changes an address, if it is still at the version the form was opened with; `isDefault: true` makes it the
 * default (the default moves only by choosing another).
 */
export async function updateSavedAddress(
  db: Db,
  userId: number,
  id: number,
  input: AddressInput & { version: number },
): Promise<SavedAddress> {
  return db.$transaction(async (tx) => {
    await lockCustomerLists(tx, userId);
    const current = await ownAddress(tx, userId, id);
    await claimAddress(tx, userId, id, input.version);
    const isDefault = current.isDefault || input.isDefault;
    if (isDefault && !current.isDefault) {
      await tx.savedAddress.updateMany({ where: { userId }, data: { isDefault: false } });
    }
    return toSavedAddress(
      await tx.savedAddress.update({ where: { id }, data: { ...columns(input), isDefault }, select: shown }),
    );
  });
}

/**
 * Refuses an action on an address changed since the list was shown (`seen`, its version then), with the address
 * as it is now; else counts the action as a change of it.
 */
function claimAddress(tx: DbTx, userId: number, id: number, seen: number) {
  return claimEdit(tx, {
    record: "savedAddress",
    id,
    seen,
    changed: "savedAddressChanged",
    current: async () =>
      toSavedAddress(await tx.savedAddress.findFirstOrThrow({ where: { id, userId }, select: shown })),
  });
}

/** Makes an address the default, if it is still as the list showed it (`seen`, its version). */
export async function setDefaultSavedAddress(
  db: Db,
  userId: number,
  id: number,
  seen: number,
): Promise<SavedAddress[]> {
  return db.$transaction(async (tx) => {
    await lockCustomerLists(tx, userId);
    await ownAddress(tx, userId, id);
    await claimAddress(tx, userId, id, seen);
    await tx.savedAddress.updateMany({ where: { userId, id: { not: id } }, data: { isDefault: false } });
    await tx.savedAddress.update({ where: { id }, data: { isDefault: true } });
    return listSavedAddresses(tx, userId);
  });
}

/**
 * Deletes an address, if it is still as the list showed it (`seen`, its version); when it was the default, the
 * oldest one left becomes the default.
 */
export async function deleteSavedAddress(
  db: Db,
  userId: number,
  id: number,
  seen: number,
): Promise<SavedAddress[]> {
  return db.$transaction(async (tx) => {
    await lockCustomerLists(tx, userId);
    const current = await ownAddress(tx, userId, id);
    await claimAddress(tx, userId, id, seen);
    await tx.savedAddress.delete({ where: { id } });
    if (current.isDefault) {
      const next = await tx.savedAddress.findFirst({
        where: { userId },
        orderBy: { id: "asc" },
        select: { id: true },
      });
      if (next) await tx.savedAddress.update({ where: { id: next.id }, data: { isDefault: true } });
    }
    return listSavedAddresses(tx, userId);
  });
}
