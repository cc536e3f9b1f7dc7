import { ACTIVE_STATUSES, type BookingOutsideSchedule, instantToIndia } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { currentTime } from "../../lib/clock";

interface Hours {
  weekday: number;
  opensAt: number;
  closesAt: number;
  closed: boolean;
}

const DAY_MINUTES = 24 * 60;

/**
 * The centre's live bookings not yet over that its current opening hours or bay count leave out. Changing the
 * schedule never moves a booking (each keeps its reservation: its bay from its start to its end), so the
 * vendor is shown these after every change of hours, slot length or bays. Soonest first.
 */
export async function bookingsOutsideSchedule(
  db: Db,
  centreId: number,
  now = currentTime(),
): Promise<BookingOutsideSchedule[]> {
  const centre = await db.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: { bays: true, openingHours: true },
  });
  const held = await db.bayReservation.findMany({
    where: { centreId, slotEnd: { gt: now }, booking: { status: { in: [...ACTIVE_STATUSES] } } },
    select: { bay: true, slotStart: true, slotEnd: true, booking: { select: { id: true, code: true } } },
    orderBy: [{ slotStart: "asc" }, { bay: "asc" }],
  });
  const hours = new Map(centre.openingHours.map((day) => [day.weekday, day]));
  return held.flatMap(({ bay, slotStart, slotEnd, booking }) => {
    const reasons: BookingOutsideSchedule["reasons"] = [];
    if (!insideHours(hours, slotStart, slotEnd)) reasons.push("outside_hours");
    if (bay > centre.bays) reasons.push("beyond_bays");
    return reasons.length === 0
      ? []
      : [{ id: booking.id, code: booking.code, slotStart, slotEnd, bay, reasons }];
  });
}

/** Whether a booking lies within one open day's hours (in India, where the hours are kept). */
function insideHours(hours: ReadonlyMap<number, Hours>, start: Date, end: Date): boolean {
  const { minutes, weekday } = instantToIndia(start);
  const day = hours.get(weekday);
  const endMinutes = minutes + (end.getTime() - start.getTime()) / 60_000;
  return (
    day !== undefined &&
    !day.closed &&
    minutes >= day.opensAt &&
    endMinutes <= Math.min(day.closesAt, DAY_MINUTES)
  );
}
