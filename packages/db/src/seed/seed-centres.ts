// Centres (by GSTIN) and their weekly opening hours.
import type { Prisma } from "../generated/prisma/client";
import type { CentreSeed } from "./centre-data";

const DAY = 24 * 60 * 60 * 1000;

/** Creates the centres that do not exist yet and returns the id of every seeded centre, by GSTIN. */
export async function seedCentres(
  tx: Prisma.TransactionClient,
  centres: readonly CentreSeed[],
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<Map<string, number>> {
  const data: Prisma.CentreCreateManyInput[] = centres.flatMap((centre) => {
    const ownerId = userIds.get(centre.ownerEmail);
    if (ownerId === undefined) return [];
    const approvedAt =
      centre.status === "approved" ? new Date(now.getTime() - centre.approvedDaysAgo * DAY) : null;
    const createdAt = new Date((approvedAt?.getTime() ?? now.getTime()) - (3 + (centre.index % 4)) * DAY);
    return [
      {
        ownerId,
        name: centre.name,
        mobile: centre.mobile,
        email: centre.email,
        gstin: centre.gstin,
        locality: centre.locality,
        address: centre.address,
        city: centre.city,
        state: centre.state,
        zip: centre.zip,
        latitude: centre.latitude,
        longitude: centre.longitude,
        description: centre.description,
        profileImageUrl: null,
        status: centre.status,
        slotMinutes: centre.slotMinutes,
        bays: centre.bays,
        offersPickDrop: centre.offersPickDrop,
        offersDoorstep: centre.offersDoorstep,
        // A doorstep wash here uses the customer's water tap (the booking form says so).
        doorstepNeedsWater: centre.offersDoorstep,
        pickDropFeePaise: centre.pickDropFeePaise,
        travelFeeBands: centre.travelFeeBands,
        approvedAt,
        createdAt,
      },
    ];
  });
  // skipDuplicates also passes over a centre whose owner already has another centre.
  await tx.centre.createMany({ data, skipDuplicates: true });

  const rows = await tx.centre.findMany({
    where: { gstin: { in: centres.map((centre) => centre.gstin) } },
    select: { id: true, gstin: true },
  });
  const ids = new Map(rows.flatMap((row) => (row.gstin === null ? [] : [[row.gstin, row.id] as const])));

  await tx.openingHours.createMany({
    data: centres.flatMap((centre) => {
      const centreId = ids.get(centre.gstin);
      return centreId === undefined ? [] : centre.openingHours.map((hours) => ({ centreId, ...hours }));
    }),
    skipDuplicates: true,
  });
  await tx.crewMember.createMany({ data: ownersOnTheRoad(centres, ids, userIds), skipDuplicates: true });
  return ids;
}

/**
 * A small centre's owner goes out themselves: for each centre offering doorstep or pick & drop, its owner is on
 * the road for what it offers, from its earliest opening to its latest closing, every day it opens.
 */
function ownersOnTheRoad(
  centres: readonly CentreSeed[],
  ids: ReadonlyMap<string, number>,
  userIds: ReadonlyMap<string, number>,
): Prisma.CrewMemberCreateManyInput[] {
  return centres.flatMap((centre) => {
    const centreId = ids.get(centre.gstin);
    const userId = userIds.get(centre.ownerEmail);
    const kinds = [
      ...(centre.offersDoorstep ? (["washer"] as const) : []),
      ...(centre.offersPickDrop ? (["driver"] as const) : []),
    ];
    const open = centre.openingHours.filter((hours) => !hours.closed);
    if (centreId === undefined || userId === undefined || kinds.length === 0 || open.length === 0) return [];
    return [
      {
        centreId,
        userId,
        kinds,
        shiftStart: Math.min(...open.map((hours) => hours.opensAt)),
        shiftEnd: Math.max(...open.map((hours) => hours.closesAt)),
        daysOff: centre.openingHours.filter((hours) => hours.closed).map((hours) => hours.weekday),
      },
    ];
  });
}
