import {
  type CentreUpdateInput,
  type CentreUpdateOutput,
  normaliseGstin,
  type OpeningHoursUpdateInput,
  type OpeningHoursUpdateOutput,
  type VendorCentre,
  validateGstin,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { claimEdit } from "../../lib/stale-edit";
import { invalidateCatalogCache, toCentreIdentity, toOpeningHours, toRating } from "../catalog";
import { mediaPath } from "../media";
import { bookingsOutsideSchedule } from "./bookings-outside-schedule";
import { assertCentreMayChange, type OwnCentre, type VendorActor } from "./centre-access";
import { holdIdentityForReview, latestIdentityChange } from "./centre-identity-change";
import { keepScheduleSoFar, recordSchedule } from "./schedule-versions";
import {
  assertAreaAroundCentre,
  readServiceArea,
  storedTravelFeeBands,
  writeServiceArea,
} from "./service-area";

/** The vendor's own centre, whatever its status, with its hours and photos. */
export async function getOwnCentre(db: Db | DbTx, centre: OwnCentre): Promise<VendorCentre> {
  const row = await db.centre.findUnique({
    where: { id: centre.id },
    include: {
      openingHours: true,
      photos: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        select: { id: true, url: true, caption: true, isCover: true, media: { select: { keyThumb: true } } },
      },
      _count: { select: { services: { where: { deletedAt: null } } } },
    },
  });
  if (!row) throw new DomainError("NOT_FOUND", "ownCentreNotFound");
  return {
    ...toCentreIdentity(row),
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    profileImageUrl: row.profileImageUrl,
    status: row.status,
    statusReason: row.statusReason,
    approvedAt: row.approvedAt,
    rating: toRating(row.ratingSum, row.ratingCount),
    bookingCount: row.bookingCount,
    openingHours: toOpeningHours(row.openingHours),
    slotMinutes: row.slotMinutes,
    bays: row.bays,
    offersPickDrop: row.offersPickDrop,
    offersDoorstep: row.offersDoorstep,
    pickDropFeePaise: row.pickDropFeePaise,
    doorstepNeedsWater: row.doorstepNeedsWater,
    doorstepNeedsPower: row.doorstepNeedsPower,
    noShowGraceMinutes: row.noShowGraceMinutes,
    doorstepRadiusKm: row.doorstepRadiusKm,
    pickDropRadiusKm: row.pickDropRadiusKm,
    servicePins: row.servicePins,
    serviceArea: await readServiceArea(db, centre.id),
    travelFeeBands: storedTravelFeeBands(row.travelFeeBands),
    photos: row.photos.map(({ media, ...photo }) => ({
      ...photo,
      thumbUrl: media ? mediaPath(media.keyThumb) : photo.url,
    })),
    serviceCount: row._count.services,
    identityChange: await latestIdentityChange(db, centre.id),
    version: row.version,
    hoursVersion: row.hoursVersion,
  };
}

/**
 * Updates the centre profile; a GSTIN must be valid and registered in the centre's state. An approved centre's
 * new name or a change of its GSTIN waits for an admin's review (centre-identity-change.ts); a first GSTIN of a
 * centre that registered without one (the declaration) only adds tax and is taken at once. A new slot length or
 * bay count leaves existing bookings where they are; the answer lists the upcoming ones now outside the
 * schedule (e.g. on a bay above the new count), for the vendor to deal with. A profile changed since the form
 * was opened (`version`) is refused with the profile as it is now.
 */
export async function updateOwnCentre(
  db: Db,
  actor: VendorActor,
  input: CentreUpdateInput,
): Promise<CentreUpdateOutput> {
  assertCentreMayChange(actor.centre);
  const newGstin = normaliseGstin(input.gstin);
  const gstin = newGstin === null ? null : validateGstin(newGstin, input.state);
  if (gstin && !gstin.ok) throw new DomainError("BAD_INPUT", gstin.message, "gstin");
  const hasLat = input.latitude !== undefined && input.latitude !== null;
  const hasLng = input.longitude !== undefined && input.longitude !== null;
  if (hasLat !== hasLng || (input.latitude === undefined) !== (input.longitude === undefined)) {
    const field = hasLat ? "longitude" : "latitude";
    throw new DomainError("BAD_INPUT", "latLngPair", field);
  }
  const { gstin: _rawGstin, name, version, serviceArea, ...fields } = input;
  try {
    await db.$transaction(async (tx) => {
      // Locks the centre row too, for the rest of the change.
      await claimEdit(tx, {
        record: "centreProfile",
        id: actor.centre.id,
        seen: version,
        changed: "centreProfileChanged",
        current: () => getOwnCentre(tx, actor.centre),
      });
      const current = await tx.centre.findUniqueOrThrow({
        where: { id: actor.centre.id },
        select: {
          status: true,
          name: true,
          gstin: true,
          latitude: true,
          longitude: true,
          travelFeeBands: true,
        },
      });
      assertAreaAroundCentre(
        {
          latitude: input.latitude === undefined ? current.latitude : input.latitude,
          longitude: input.longitude === undefined ? current.longitude : input.longitude,
        },
        serviceArea === undefined ? await readServiceArea(tx, actor.centre.id) : serviceArea,
        input.travelFeeBands ?? storedTravelFeeBands(current.travelFeeBands),
      );
      const registration = await gstRegistrationChange(tx, actor.centre.id, newGstin);
      const firstGstin = registration.gstRegisteredAt !== undefined;
      const held = await holdIdentityForReview(
        tx,
        actor,
        { ...current, gstin: firstGstin ? newGstin : current.gstin },
        { name, gstin: newGstin },
      );
      const taken = held
        ? { ...fields, ...(firstGstin ? { gstin: newGstin, ...registration } : {}) }
        : { ...fields, name, gstin: newGstin, ...registration };
      await keepScheduleSoFar(tx, actor.centre.id);
      await tx.centre.update({ where: { id: actor.centre.id }, data: taken });
      if (serviceArea !== undefined) await writeServiceArea(tx, actor.centre.id, serviceArea);
      await recordSchedule(tx, actor.centre.id);
      const owner = { id: actor.userId, role: "vendor" } as const;
      const entity = { type: "centre", id: actor.centre.id };
      const { gstRegisteredAt: _at, ...audited } = taken as typeof taken & { gstRegisteredAt?: Date };
      await audit(tx, owner, "centre.updated", entity, {
        ...audited,
        ...(serviceArea !== undefined ? { serviceArea } : {}),
      });
      if (registration.gstRegisteredAt) {
        await audit(tx, owner, "centre.gst_registered", entity, {
          gstin: newGstin,
          registeredAt: registration.gstRegisteredAt.toISOString(),
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, "gstin")) {
      throw new DomainError("CONFLICT", "gstinTakenByAnother", "gstin");
    }
    throw error;
  }
  invalidateCatalogCache(db);
  return {
    ...(await getOwnCentre(db, actor.centre)),
    bookingsOutsideSchedule: await bookingsOutsideSchedule(db, actor.centre.id),
  };
}

/**
 * A GSTIN is never removed once given. A centre that registered without one (the declaration) and adds one is
 * GST-registered from now on: TCS on what is paid from now, tax invoices from now, earlier ones unchanged.
 */
async function gstRegistrationChange(
  tx: DbTx,
  centreId: number,
  gstin: string | null,
): Promise<{ gstRegisteredAt?: Date }> {
  const current = await tx.centre.findUniqueOrThrow({ where: { id: centreId }, select: { gstin: true } });
  if (current.gstin !== null && gstin === null) {
    throw new DomainError("BAD_INPUT", "gstinCannotBeRemoved", "gstin");
  }
  return current.gstin === null && gstin !== null ? { gstRegisteredAt: currentTime() } : {};
}

/**
 * Replaces all seven weekdays' hours at once, if they are still at the version the form was opened with.
 * Existing bookings keep their times; the answer lists the upcoming ones the new hours leave out.
 */
export async function setOwnOpeningHours(
  db: Db,
  actor: VendorActor,
  input: OpeningHoursUpdateInput,
): Promise<OpeningHoursUpdateOutput> {
  assertCentreMayChange(actor.centre);
  const centreId = actor.centre.id;
  const rows = [...input.days].sort((a, b) => a.weekday - b.weekday).map((day) => ({ centreId, ...day }));
  const hoursVersion = await db.$transaction(async (tx) => {
    const claimed = await claimEdit(tx, {
      record: "openingHours",
      id: centreId,
      seen: input.version,
      changed: "openingHoursChanged",
      current: async () => {
        const centre = await getOwnCentre(tx, actor.centre);
        return { openingHours: centre.openingHours, hoursVersion: centre.hoursVersion };
      },
    });
    await keepScheduleSoFar(tx, centreId);
    await tx.openingHours.deleteMany({ where: { centreId } });
    await tx.openingHours.createMany({ data: rows });
    await recordSchedule(tx, centreId);
    await audit(
      tx,
      { id: actor.userId, role: "vendor" },
      "centre.hours_set",
      { type: "centre", id: centreId },
      {
        hours: rows.map(({ centreId: _c, ...day }) => day),
      },
    );
    return claimed;
  });
  invalidateCatalogCache(db);
  return {
    openingHours: toOpeningHours(rows),
    hoursVersion,
    bookingsOutsideSchedule: await bookingsOutsideSchedule(db, centreId),
  };
}
