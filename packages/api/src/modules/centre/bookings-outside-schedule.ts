import { ACTIVE_STATUSES, type BookingOutsideSchedule, instantToIndia } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { currentTime } from "../../lib/clock";

interface Hours {
  opensAt: number;
  closesAt: number;
  closed: boolean;
}

const DAY_MINUTES = 24 * 60;

/** A date's own hours as a holiday or special hours would set them (not yet saved, when previewing). */
export interface DateHours {
  date: string;
  closed: boolean;
  opensAt: number | null;
  closesAt: number | null;
}

/** Bookings that can still be moved or cancelled: live, and not yet begun (a job under way is served as booked). */
const NOT_STARTED = ACTIVE_STATUSES.filter((status) => status !== "in_progress");

/**
 * The centre's live bookings not yet begun that its schedule now leaves out: opening hours, a date's own hours
 * (a holiday, special hours), breaks, the bay count and bay blocks. Changing the schedule never moves a booking
 * (each keeps its reservation: its bay from its start to its end), so the vendor is shown these after every
 * change, and on the calendar page for as long as they stand (a booking that raced a change in is listed too).
 * Soonest first. With `proposed`, as if that date's hours were set so (what saving a holiday would leave out).
 */
export async function bookingsOutsideSchedule(
  db: Db,
  centreId: number,
  now = currentTime(),
  proposed?: DateHours,
): Promise<BookingOutsideSchedule[]> {
  const centre = await db.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: {
      bays: true,
      openingHours: true,
      dayRules: true,
      breaks: true,
      bayBlocks: { where: { endsAt: { gt: now } } },
    },
  });
  const held = await db.bayReservation.findMany({
    where: { centreId, slotStart: { gt: now }, booking: { status: { in: NOT_STARTED } } },
    select: { bay: true, slotStart: true, slotEnd: true, booking: { select: { id: true, code: true } } },
    orderBy: [{ slotStart: "asc" }, { bay: "asc" }],
  });
  const weekly = new Map(centre.openingHours.map((day) => [day.weekday, day]));
  const dates = new Map(
    [...centre.dayRules, ...(proposed ? [proposed] : [])].map((rule) => [
      rule.date,
      { opensAt: rule.opensAt ?? 0, closesAt: rule.closesAt ?? 0, closed: rule.closed },
    ]),
  );
  return held.flatMap(({ bay, slotStart, slotEnd, booking }) => {
    const { date, weekday, minutes } = instantToIndia(slotStart);
    const endMinutes = minutes + (slotEnd.getTime() - slotStart.getTime()) / 60_000;
    const dateRule = dates.get(date);
    const reasons: BookingOutsideSchedule["reasons"] = [];
    if (dateRule?.closed) reasons.push("closed_date");
    else if (!inside(dateRule ?? weekly.get(weekday), minutes, endMinutes)) reasons.push("outside_hours");
    const breaks = centre.breaks.filter((b) => b.weekday === null || b.weekday === weekday);
    if (breaks.some((b) => b.startsAt < endMinutes && b.endsAt > minutes)) reasons.push("in_break");
    if (bay > centre.bays) reasons.push("beyond_bays");
    const blocked = centre.bayBlocks.some(
      (block) => block.bay === bay && block.startsAt < slotEnd && block.endsAt > slotStart,
    );
    if (blocked) reasons.push("bay_blocked");
    return reasons.length === 0
      ? []
      : [{ id: booking.id, code: booking.code, slotStart, slotEnd, bay, reasons }];
  });
}

/** Whether a job from `minutes` to `endMinutes` of its India day lies within one open day's hours. */
function inside(day: Hours | undefined, minutes: number, endMinutes: number): boolean {
  return (
    day !== undefined &&
    !day.closed &&
    minutes >= day.opensAt &&
    endMinutes <= Math.min(day.closesAt, DAY_MINUTES)
  );
}
