import type { Db } from "@chamak/db";

/**
 * Puts a centre's member on the road for tests: a washer, a driver or both, on call all day every day unless a
 * shift is given (so a test about something else is not refused for want of someone to go).
 */
export async function onTheRoad(
  db: Db,
  member: { centreId: number; userId: number },
  kinds: ("washer" | "driver")[],
  shift: { start: number; end: number } = { start: 0, end: 24 * 60 },
) {
  return db.crewMember.create({
    data: { ...member, kinds, shiftStart: shift.start, shiftEnd: shift.end },
  });
}
