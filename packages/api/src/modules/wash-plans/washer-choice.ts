import { readSiteDetails, weekdayOfDate } from "@chamak/contracts";
import { type DbTx, Prisma } from "@chamak/db";

/** What a new subscription needs of a washer: the plan's mornings, the car's type, the society. */
export interface WasherNeed {
  centreId: number;
  vehicleTypeId: number;
  windowStart: number;
  windowEnd: number;
  /** The washes of the first period. */
  dates: readonly string[];
  /** Vehicles one washer serves in a morning of this plan. */
  capacity: number;
  society: string | null;
  /** A subscription choosing again (a new month): its own washes hold no place against it. */
  subscriptionId?: number;
}

interface Candidate {
  id: number;
  daysOff: number[];
  vehicleTypeIds: number[];
  shiftStart: number;
  shiftEnd: number;
  sameSociety: number;
}

/**
 * The washer a new subscription goes to, or null when none can take it: a washer of the centre whose shift
 * covers the plan's window on every wash day, who handles the car's type, and whose busiest morning among those
 * days is still under the plan's capacity. Of those, the one already serving most cars in the same society (one
 * walk round the towers), then the least loaded. Locks the candidates' crew rows, in id order (no deadlock), so
 * two subscriptions at once cannot both take a washer's last place: the second waits, then counts the first's
 * washes.
 */
export async function chooseWasher(
  tx: DbTx,
  need: WasherNeed,
  /** The washer the car is with already: kept while they have room, before any other. */
  current: number | null = null,
): Promise<number | null> {
  const candidates = await tx.$queryRaw<Candidate[]>`
    SELECT m.id, m.days_off AS "daysOff", m.vehicle_type_ids AS "vehicleTypeIds",
      m.shift_start AS "shiftStart", m.shift_end AS "shiftEnd",
      (SELECT count(*)::int FROM plan_subscriptions s
        WHERE s.crew_member_id = m.id AND s.status IN ('awaiting_payment', 'active', 'paused', 'halted')
          AND ${need.society}::text IS NOT NULL AND s.site_details->>'society' = ${need.society}::text
      ) AS "sameSociety"
    FROM crew_members m
    WHERE m.centre_id = ${need.centreId}::int AND 'washer' = ANY(m.kinds)
    ORDER BY m.id
    FOR UPDATE OF m`;
  const weekdays = new Set(need.dates.map(weekdayOfDate));
  const able = candidates.filter(
    (washer) =>
      washer.shiftStart <= need.windowStart &&
      washer.shiftEnd >= need.windowEnd &&
      !washer.daysOff.some((day) => weekdays.has(day)) &&
      (washer.vehicleTypeIds.length === 0 || washer.vehicleTypeIds.includes(need.vehicleTypeId)),
  );
  if (able.length === 0 || need.dates.length === 0) return able[0]?.id ?? null;
  const busiest = await busiestMornings(
    tx,
    able.map((washer) => washer.id),
    need.dates,
    need.subscriptionId ?? null,
  );
  const free = able
    .map((washer) => ({ ...washer, busiest: busiest.get(washer.id) ?? 0 }))
    .filter((washer) => washer.busiest < need.capacity)
    .sort(
      (a, b) =>
        Number(b.id === current) - Number(a.id === current) ||
        b.sameSociety - a.sameSociety ||
        a.busiest - b.busiest ||
        a.id - b.id,
    );
  return free[0]?.id ?? null;
}

/** Each washer's most washes on one of `dates` (washes skipped or paused free their place). */
async function busiestMornings(
  tx: DbTx,
  washerIds: readonly number[],
  dates: readonly string[],
  exceptSubscriptionId: number | null,
): Promise<Map<number, number>> {
  const rows = await tx.$queryRaw<{ washer: number; most: number }[]>`
    SELECT crew_member_id AS washer, max(n)::int AS most
    FROM (
      SELECT crew_member_id, date, count(*) AS n FROM plan_visits
      WHERE crew_member_id IN (${Prisma.join(washerIds)}) AND date IN (${Prisma.join(dates)})
        AND state NOT IN ('skipped', 'paused')
        AND subscription_id IS DISTINCT FROM ${exceptSubscriptionId}::int
      GROUP BY crew_member_id, date
    ) mornings
    GROUP BY crew_member_id`;
  return new Map(rows.map((row) => [row.washer, row.most]));
}

/**
 * Who washes a subscription's car on a new month's dates: its washer while they still have room on each (their
 * mornings may have filled while the car was paused or skipped), else another washer with room, who then keeps
 * it; none with room leaves the washes unassigned (the centre's to give, and missed, credited, if nobody goes).
 */
export async function washerFor(
  tx: DbTx,
  subscriptionId: number,
  dates: readonly string[],
): Promise<number | null> {
  const subscription = await tx.planSubscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: {
      centreId: true,
      vehicleTypeId: true,
      crewMemberId: true,
      siteDetails: true,
      plan: { select: { windowStart: true, windowEnd: true, capacityPerWasher: true } },
    },
  });
  const need = {
    centreId: subscription.centreId,
    vehicleTypeId: subscription.vehicleTypeId,
    windowStart: subscription.plan.windowStart,
    windowEnd: subscription.plan.windowEnd,
    dates,
    capacity: subscription.plan.capacityPerWasher,
    society: readSiteDetails(subscription.siteDetails).society ?? null,
    subscriptionId,
  };
  const chosen = await chooseWasher(tx, need, subscription.crewMemberId);
  if (chosen !== subscription.crewMemberId)
    await tx.planSubscription.update({
      where: { id: subscriptionId },
      data: { crewMemberId: chosen, version: { increment: 1 } },
    });
  return chosen;
}
