import { indiaDate } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { currentTime } from "../../lib/clock";

/** The oldest day a centre's first known schedule stands for: nothing before it is known. */
const SINCE_EVER = "1970-01-01";

export interface ScheduleVersion {
  effectiveFrom: string;
  bays: number;
  slotMinutes: number;
  hours: { weekday: number; opensAt: number; closesAt: number; closed: boolean }[];
}

async function currentSchedule(tx: DbTx, centreId: number) {
  const centre = await tx.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: {
      bays: true,
      slotMinutes: true,
      openingHours: {
        orderBy: { weekday: "asc" },
        select: { weekday: true, opensAt: true, closesAt: true, closed: true },
      },
    },
  });
  return { bays: centre.bays, slotMinutes: centre.slotMinutes, hours: centre.openingHours };
}

/**
 * Call in the transaction that changes a centre's bays, slot length or hours, before the change: a centre with no
 * recorded schedule gets the one it has had so far, standing for every earlier day.
 */
export async function keepScheduleSoFar(tx: DbTx, centreId: number): Promise<void> {
  if ((await tx.centreScheduleVersion.count({ where: { centreId } })) > 0) return;
  await tx.centreScheduleVersion.create({
    data: { centreId, effectiveFrom: SINCE_EVER, ...(await currentSchedule(tx, centreId)) },
  });
}

/** Call after the change, in its transaction: the schedule now in force, from today (India) on. */
export async function recordSchedule(tx: DbTx, centreId: number, now = currentTime()): Promise<void> {
  const schedule = await currentSchedule(tx, centreId);
  const effectiveFrom = indiaDate(now);
  await tx.centreScheduleVersion.upsert({
    where: { centreId_effectiveFrom: { centreId, effectiveFrom } },
    create: { centreId, effectiveFrom, ...schedule },
    update: schedule,
  });
}

/** The centre's recorded schedules up to `lastDay`, oldest first. */
export async function scheduleVersions(
  db: Db,
  centreId: number,
  lastDay: string,
): Promise<ScheduleVersion[]> {
  const rows = await db.centreScheduleVersion.findMany({
    where: { centreId, effectiveFrom: { lte: lastDay } },
    orderBy: { effectiveFrom: "asc" },
    select: { effectiveFrom: true, bays: true, slotMinutes: true, hours: true },
  });
  return rows.map((row) => ({ ...row, hours: row.hours as ScheduleVersion["hours"] }));
}

/** The schedule in force on `date`: the last recorded on or before it, else `current`. */
export function scheduleOn<T extends Omit<ScheduleVersion, "effectiveFrom">>(
  versions: readonly ScheduleVersion[],
  date: string,
  current: T,
): Omit<ScheduleVersion, "effectiveFrom"> {
  let found: ScheduleVersion | undefined;
  for (const version of versions) if (version.effectiveFrom <= date) found = version;
  return found ?? current;
}
