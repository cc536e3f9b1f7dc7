import {
  type CrewMemberInput,
  type CrewMemberRef,
  type CrewMemberView,
  formatMinutes,
  parseTime,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { claimEdit } from "../../lib/stale-edit";
import { assertCentreMayChange, type VendorActor } from "../centre";
import { withinShift } from "./route-fit";

const BOOKING_LIVE = ["pending_payment", "requested", "paid", "confirmed", "in_progress"] as const;

/** Jobs a person holds that are not over yet, of bookings still live. */
const jobsAheadWhere = (now: Date) => ({
  workEnd: { gt: now },
  booking: { status: { in: [...BOOKING_LIVE] } },
});

/** The centre's washers and drivers: shifts, days off, vehicle types, how many jobs each holds from now on. */
export async function listCrew(db: Db | DbTx, centreId: number): Promise<CrewMemberView[]> {
  const now = currentTime();
  const crew = await db.crewMember.findMany({
    where: { centreId },
    orderBy: { id: "asc" },
    select: {
      userId: true,
      kinds: true,
      shiftStart: true,
      shiftEnd: true,
      daysOff: true,
      vehicleTypeIds: true,
      version: true,
      member: { select: { user: { select: { name: true } } } },
      holds: {
        where: jobsAheadWhere(now),
        select: { travelStart: true, workStart: true, workEnd: true },
      },
    },
  });
  return crew.map(({ member, holds, shiftStart, shiftEnd, ...person }) => ({
    ...person,
    name: member.user.name,
    shiftStart: formatMinutes(shiftStart),
    shiftEnd: formatMinutes(shiftEnd),
    jobsAhead: holds.length,
    jobsOutsideShift: holds.filter(
      (hold) => !withinShift({ shiftStart, shiftEnd, daysOff: person.daysOff }, hold),
    ).length,
  }));
}

/**
 * Puts a member of the centre's team on the road as a washer, a driver or both, or changes what they do, their
 * shift, days off and vehicle types if they are still as the list showed them (`version`). Jobs already held stay
 * with them: the list then counts those the new shift leaves outside (jobsOutsideShift), for the dispatcher.
 */
export async function saveCrewMember(
  db: Db,
  actor: VendorActor,
  input: CrewMemberInput,
): Promise<CrewMemberView[]> {
  assertCentreMayChange(actor.centre);
  const centreId = actor.centre.id;
  const data = {
    kinds: [...new Set(input.kinds)].sort(),
    shiftStart: parseTime(input.shiftStart),
    shiftEnd: parseTime(input.shiftEnd),
    daysOff: [...new Set(input.daysOff)].sort(),
    vehicleTypeIds: [...new Set(input.vehicleTypeIds)].sort((a, b) => a - b),
  };
  await db.$transaction(async (tx) => {
    const member = await tx.centreMember.findUnique({
      where: { centreId_userId: { centreId, userId: input.userId } },
      select: { id: true },
    });
    if (!member) throw new DomainError("NOT_FOUND", "crewNotMember", "userId");
    const existing = await tx.crewMember.findUnique({
      where: { centreId_userId: { centreId, userId: input.userId } },
      select: { id: true },
    });
    if (existing) {
      await claimEdit(tx, {
        record: "crewMember",
        id: existing.id,
        seen: input.version,
        changed: "crewMemberChanged",
        current: async () => (await listCrew(tx, centreId)).find((person) => person.userId === input.userId),
      });
      await tx.crewMember.update({ where: { id: existing.id }, data });
    } else {
      await tx.crewMember.create({ data: { centreId, userId: input.userId, ...data } });
    }
    await audit(
      tx,
      { id: actor.userId, role: "vendor" },
      existing ? "crew.changed" : "crew.added",
      { type: "centre", id: centreId },
      { userId: input.userId, ...data },
    );
  });
  return listCrew(db, centreId);
}

/** Takes a washer or driver off the road; refused while they hold jobs ahead (reassign those first). */
export async function removeCrewMember(
  db: Db,
  actor: VendorActor,
  ref: CrewMemberRef,
): Promise<CrewMemberView[]> {
  assertCentreMayChange(actor.centre);
  const centreId = actor.centre.id;
  await db.$transaction(async (tx) => {
    await assertNoJobsAhead(tx, centreId, ref.userId, { mustBeCrew: true });
    await tx.crewMember.delete({ where: { centreId_userId: { centreId, userId: ref.userId } } });
    await audit(
      tx,
      { id: actor.userId, role: "vendor" },
      "crew.removed",
      { type: "centre", id: centreId },
      ref,
    );
  });
  return listCrew(db, centreId);
}

/**
 * Refuses to take someone off the road (or off the team) while they hold jobs ahead, naming them and how many;
 * under a lock on their crew row, so no job is given to them meanwhile. Someone not on the road passes, unless
 * `mustBeCrew`.
 */
export async function assertNoJobsAhead(
  tx: DbTx,
  centreId: number,
  userId: number,
  options: { mustBeCrew?: boolean } = {},
): Promise<void> {
  const [crew] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM crew_members WHERE centre_id = ${centreId}::int AND user_id = ${userId}::int FOR UPDATE`;
  if (!crew) {
    if (options.mustBeCrew) throw new DomainError("NOT_FOUND", "crewMemberNotFound", "userId");
    return;
  }
  const count = await tx.crewHold.count({
    where: { crewMemberId: crew.id, ...jobsAheadWhere(currentTime()) },
  });
  if (count === 0) return;
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true } });
  throw new DomainError(
    "CONFLICT",
    { id: "errors.crewHasJobsAhead", values: { name: user.name, count } },
    "userId",
  );
}
