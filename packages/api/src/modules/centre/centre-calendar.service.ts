import type {
  BayBlockInput,
  BookingOutsideSchedule,
  BreakInput,
  CentreCalendar,
  DayRuleInput,
} from "@chamak/contracts";
import { indiaDate, instantToIndia } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isExclusionViolation } from "../../lib/db-errors";
import { claimEdit, StaleEditError } from "../../lib/stale-edit";
import { bookingsOutsideSchedule } from "./bookings-outside-schedule";
import { assertCentreMayChange, type VendorActor } from "./centre-access";

const dayRuleSelect = {
  id: true,
  date: true,
  name: true,
  closed: true,
  opensAt: true,
  closesAt: true,
  version: true,
} as const;

/** The date's rule as it is now (null: none), for a refusal of a stale change. */
const dayRuleNow = (tx: DbTx, centreId: number, date: string) =>
  tx.centreDayRule.findUnique({ where: { centreId_date: { centreId, date } }, select: dayRuleSelect });

/**
 * A centre's calendar beyond its weekly hours: dates with their own hours (holidays, special hours), breaks
 * inside the day and bays blocked for a while. Availability and booking creation read them with the weekly
 * hours (booking/schedule.ts); a change never moves a booking, so each answer lists the upcoming bookings the
 * calendar now leaves out, for the owner to serve as booked, move or cancel (the board's own actions, which
 * notify the customer and refund by policy).
 */
export async function getCalendar(db: Db, centreId: number, now = currentTime()): Promise<CentreCalendar> {
  const centre = await db.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: {
      bays: true,
      dayRules: {
        where: { date: { gte: indiaDate(now) } },
        orderBy: { date: "asc" },
        select: dayRuleSelect,
      },
      breaks: {
        orderBy: [{ weekday: "asc" }, { startsAt: "asc" }],
        select: { id: true, weekday: true, startsAt: true, endsAt: true, name: true },
      },
      bayBlocks: {
        where: { endsAt: { gt: now } },
        orderBy: [{ startsAt: "asc" }, { bay: "asc" }],
        select: { id: true, bay: true, startsAt: true, endsAt: true, reason: true },
      },
    },
  });
  return { ...centre, bookingsOutsideSchedule: await bookingsOutsideSchedule(db, centreId, now) };
}

const actorOf = (actor: VendorActor) => ({ id: actor.userId, role: "vendor" as const });
const centreEntity = (actor: VendorActor) => ({ type: "centre", id: actor.centre.id });

/**
 * What setting a date's hours would leave out, before it is saved: the not-yet-begun bookings of that date
 * outside them, for the owner to see (and move, or close anyway) first.
 */
export async function previewDayRule(
  db: Db,
  centreId: number,
  input: DayRuleInput,
): Promise<BookingOutsideSchedule[]> {
  const proposed = {
    date: input.date,
    closed: input.closed,
    opensAt: input.closed ? null : input.opensAt,
    closesAt: input.closed ? null : input.closesAt,
  };
  const outside = await bookingsOutsideSchedule(db, centreId, currentTime(), proposed);
  return outside.filter((booking) => instantToIndia(booking.slotStart).date === input.date);
}

/**
 * Sets a date's own hours (closed, or special hours), replacing the rule the date had if it is still the one the
 * screen showed (`version`; null: the screen showed none, and one set since is not replaced).
 */
export async function setDayRule(db: Db, actor: VendorActor, input: DayRuleInput): Promise<CentreCalendar> {
  assertCentreMayChange(actor.centre);
  const now = currentTime();
  if (input.date < indiaDate(now)) throw new DomainError("BAD_INPUT", "dateInPast", "date");
  const centreId = actor.centre.id;
  const rule = {
    name: input.name,
    closed: input.closed,
    opensAt: input.closed ? null : input.opensAt,
    closesAt: input.closed ? null : input.closesAt,
  };
  await db.$transaction(async (tx) => {
    const changed = "dayRuleChanged";
    if (input.version === null) {
      // The unique (centre, date) decides between two tabs adding the same date.
      const made = await tx.centreDayRule.createMany({
        data: [{ centreId, date: input.date, ...rule }],
        skipDuplicates: true,
      });
      if (made.count === 0) throw new StaleEditError(changed, await dayRuleNow(tx, centreId, input.date));
    } else {
      const shown = await dayRuleNow(tx, centreId, input.date);
      if (!shown) throw new StaleEditError(changed, null);
      const current = () => dayRuleNow(tx, centreId, input.date);
      await claimEdit(tx, { record: "dayRule", id: shown.id, seen: input.version, changed, current });
      await tx.centreDayRule.update({ where: { id: shown.id }, data: rule });
    }
    await audit(tx, actorOf(actor), "centre.day_rule_set", centreEntity(actor), {
      date: input.date,
      ...rule,
    });
  });
  return getCalendar(db, centreId, now);
}

/** Removes a date's rule, if it is still as the screen showed it (`version`). */
export async function removeDayRule(
  db: Db,
  actor: VendorActor,
  { id, version }: { id: number; version: number },
): Promise<CentreCalendar> {
  assertCentreMayChange(actor.centre);
  await db.$transaction(async (tx) => {
    const rule = await tx.centreDayRule.findFirst({ where: { id, centreId: actor.centre.id } });
    if (!rule) throw new DomainError("NOT_FOUND", "calendarEntryNotFound", "id");
    await claimEdit(tx, {
      record: "dayRule",
      id,
      seen: version,
      changed: "dayRuleChanged",
      current: () => dayRuleNow(tx, actor.centre.id, rule.date),
    });
    await tx.centreDayRule.delete({ where: { id } });
    await audit(tx, actorOf(actor), "centre.day_rule_removed", centreEntity(actor), {
      date: rule.date,
      name: rule.name,
    });
  });
  return getCalendar(db, actor.centre.id);
}

export async function addBreak(db: Db, actor: VendorActor, input: BreakInput): Promise<CentreCalendar> {
  assertCentreMayChange(actor.centre);
  await db.$transaction(async (tx) => {
    await tx.centreBreak.create({ data: { centreId: actor.centre.id, ...input } });
    await audit(tx, actorOf(actor), "centre.break_added", centreEntity(actor), { ...input });
  });
  return getCalendar(db, actor.centre.id);
}

export async function removeBreak(db: Db, actor: VendorActor, id: number): Promise<CentreCalendar> {
  assertCentreMayChange(actor.centre);
  await db.$transaction(async (tx) => {
    const found = await tx.centreBreak.findFirst({ where: { id, centreId: actor.centre.id } });
    if (!found) throw new DomainError("NOT_FOUND", "calendarEntryNotFound", "id");
    await tx.centreBreak.delete({ where: { id } });
    await audit(tx, actorOf(actor), "centre.break_removed", centreEntity(actor), { name: found.name });
  });
  return getCalendar(db, actor.centre.id);
}

/**
 * Takes a bay out of service for a while. Another block of the same bay at the same time is refused (the
 * table's exclusion constraint); bookings already on the bay stay and are listed for the owner to move.
 */
export async function blockBay(db: Db, actor: VendorActor, input: BayBlockInput): Promise<CentreCalendar> {
  assertCentreMayChange(actor.centre);
  const now = currentTime();
  if (input.endsAt <= now) throw new DomainError("BAD_INPUT", "blockOver", "endsAt");
  const { bays } = await db.centre.findUniqueOrThrow({
    where: { id: actor.centre.id },
    select: { bays: true },
  });
  if (input.bay > bays) {
    throw new DomainError("BAD_INPUT", { id: "errors.bayBeyondCount", values: { bays } }, "bay");
  }
  try {
    await db.$transaction(async (tx) => {
      const block = await tx.bayBlock.create({
        data: { centreId: actor.centre.id, createdById: actor.userId, ...input },
      });
      await audit(tx, actorOf(actor), "centre.bay_blocked", centreEntity(actor), {
        blockId: block.id,
        bay: input.bay,
        startsAt: input.startsAt.toISOString(),
        endsAt: input.endsAt.toISOString(),
        reason: input.reason,
      });
    });
  } catch (error) {
    if (isExclusionViolation(error, "bay_blocks")) {
      throw new DomainError("CONFLICT", "bayAlreadyBlocked", "startsAt");
    }
    throw error;
  }
  return getCalendar(db, actor.centre.id, now);
}

export async function unblockBay(db: Db, actor: VendorActor, id: number): Promise<CentreCalendar> {
  assertCentreMayChange(actor.centre);
  await db.$transaction(async (tx) => {
    const block = await tx.bayBlock.findFirst({ where: { id, centreId: actor.centre.id } });
    if (!block) throw new DomainError("NOT_FOUND", "calendarEntryNotFound", "id");
    await tx.bayBlock.delete({ where: { id } });
    await audit(tx, actorOf(actor), "centre.bay_unblocked", centreEntity(actor), {
      blockId: id,
      bay: block.bay,
    });
  });
  return getCalendar(db, actor.centre.id);
}
