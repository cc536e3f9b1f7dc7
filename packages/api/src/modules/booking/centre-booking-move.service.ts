import {
  ACTIVE_STATUSES,
  formatClock,
  formatIndiaDate,
  formatMinutes,
  instantToIndia,
  POLICY,
  statusLabel,
  weekdayOfDate,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { lockRow } from "../../lib/row-lock";
import { blockOverlaps, loadBookableCentre, reservationOverlaps } from "./schedule";
import { announceNewSlot, bookingDuration, holdNewSlot, holdsBay } from "./slot-move";
import { type CentreSchedule, hoursOn, slotEndOf, startTimesOn, unitsFor } from "./slots";
import { lockBooking } from "./transition";

export interface MoveRequest {
  bookingId: number;
  bay: number;
  slotStart: Date;
  seenUpdatedAt?: Date | undefined;
}

const MINUTE_MS = 60_000;

/**
 * Refuses a new start a customer could not book: the date closed, the job outside the day's hours or across a
 * break, off the slot grid, over, or beyond the booking horizon. Each refusal says which rule, for the timeline
 * to show beside the dropped booking.
 */
function assertStartKept(schedule: CentreSchedule, start: Date, durationMinutes: number, now: Date) {
  const { date, minutes } = instantToIndia(start);
  const length = unitsFor(durationMinutes, schedule.slotMinutes) * schedule.slotMinutes;
  const time = formatClock(minutes, "en");
  const end = formatClock(minutes + length, "en");
  const day = hoursOn(schedule, date);
  const shownDate = formatIndiaDate(start);
  if (!day || day.closed) {
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.moveClosedDate", values: { date: shownDate } },
      "slotStart",
    );
  }
  if (minutes < day.opensAt || minutes + length > day.closesAt) {
    const values = {
      time,
      end,
      date: shownDate,
      opens: formatClock(day.opensAt, "en"),
      closes: formatClock(day.closesAt, "en"),
    };
    throw new DomainError("BAD_INPUT", { id: "errors.moveOutsideHours", values }, "slotStart");
  }
  const weekday = weekdayOfDate(date);
  const crossed = schedule.breaks.find(
    (b) =>
      (b.weekday === null || b.weekday === weekday) && b.startsAt < minutes + length && b.endsAt > minutes,
  );
  if (crossed) {
    const values = {
      time,
      end,
      breakStart: formatClock(crossed.startsAt, "en"),
      breakEnd: formatClock(crossed.endsAt, "en"),
    };
    throw new DomainError("BAD_INPUT", { id: "errors.moveIntoBreak", values }, "slotStart");
  }
  if (!startTimesOn(schedule, date, durationMinutes).includes(minutes) || start.getSeconds() !== 0) {
    const values = { minutes: schedule.slotMinutes, opens: formatMinutes(day.opensAt) };
    throw new DomainError("BAD_INPUT", { id: "errors.moveOffGrid", values }, "slotStart");
  }
  // A start whose first slot unit is still running may be taken (a car moved into the bay that just came free).
  if (start.getTime() + schedule.slotMinutes * MINUTE_MS <= now.getTime()) {
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.moveInPast", values: { time, date: shownDate } },
      "slotStart",
    );
  }
  if (start.getTime() > now.getTime() + (POLICY.bookingHorizonDays + 1) * 24 * 60 * MINUTE_MS) {
    const values = { days: POLICY.bookingHorizonDays };
    throw new DomainError("BAD_INPUT", { id: "errors.dateBeyondHorizon", values }, "slotStart");
  }
}

/** What holds `bay` between two instants other than the booking itself: a bay block first, else a booking. */
async function bayHolder(
  tx: DbTx,
  centreId: number,
  bay: number,
  slot: { start: Date; end: Date },
  bookingId: number,
): Promise<{ block: string | null } | null> {
  const rows = await tx.$queryRaw<{ block: string | null }[]>`
    SELECT k.reason AS block FROM bay_blocks k
    WHERE k.centre_id = ${centreId}::int AND k.bay = ${bay}::int AND ${blockOverlaps(slot.start, slot.end)}
    UNION ALL
    SELECT NULL FROM bay_reservations r
    WHERE r.centre_id = ${centreId}::int AND r.bay = ${bay}::int AND r.booking_id <> ${bookingId}::int
      AND ${reservationOverlaps(slot.start, slot.end)}
    ORDER BY block NULLS LAST LIMIT 1`;
  return rows[0] ?? null;
}

/**
 * A centre moves one of its live bookings to another bay and/or start, on the same day or another, within its
 * calendar (hours, breaks, closed dates), its bay blocks and the booking's service duration. Moves queue on the
 * centre's row lock (as reschedules do) and the bay exclusion constraint has the last word, so two moves into
 * one gap give one winner. A new time tells the customer through the rescheduled messages; a bay-only move
 * tells nobody. Every move is audited.
 */
export async function moveCentreBooking(
  db: Db,
  actor: Actor & { id: number },
  centreId: number,
  request: MoveRequest,
  now = currentTime(),
) {
  return db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, request.bookingId);
    if (booking.centreId !== centreId) throw new DomainError("NOT_FOUND", "bookingNotFound");
    if (request.seenUpdatedAt && request.seenUpdatedAt.getTime() !== booking.updatedAt.getTime()) {
      throw new DomainError("CONFLICT", "bookingChanged");
    }
    if (!ACTIVE_STATUSES.includes(booking.status)) {
      throw new DomainError("PRECONDITION_FAILED", {
        id: "errors.bookingCannotMove",
        values: { status: statusLabel(booking.status) },
      });
    }
    const centre = await loadBookableCentre({ tx }, centreId);
    const { bays, slotMinutes } = centre.schedule;
    if (request.bay > bays) {
      throw new DomainError(
        "BAD_INPUT",
        { id: "errors.noSuchBay", values: { bay: request.bay, bays } },
        "bay",
      );
    }
    const timeChanged = request.slotStart.getTime() !== booking.slotStart.getTime();
    const duration = await bookingDuration(tx, booking.id);
    if (timeChanged) assertStartKept(centre.schedule, request.slotStart, duration, now);
    // Kept where it is in time, the booking keeps its length even if the centre's slot length changed since.
    const target = timeChanged
      ? { start: request.slotStart, end: slotEndOf(request.slotStart, duration, slotMinutes) }
      : { start: booking.slotStart, end: booking.slotEnd };

    // Queue behind other moves, reschedules and counter bookings of this centre (findFreeBay's lock).
    await lockRow(tx, "centres", centreId);
    const current = await tx.bayReservation.findFirst({
      where: { bookingId: booking.id },
      select: { bay: true },
    });
    // A doorstep job holds no bay: only its time moves, with its washer.
    const bay = holdsBay(booking) ? request.bay : null;
    const holder = bay === null ? null : await bayHolder(tx, centreId, bay, target, booking.id);
    if (holder?.block != null) {
      const values = { bay: request.bay, reason: holder.block };
      throw new DomainError("CONFLICT", { id: "errors.bayBlocked", values }, "bay");
    }
    const taken = () =>
      new DomainError("CONFLICT", { id: "errors.bayTaken", values: { bay: request.bay } }, "bay");
    if (holder) throw taken();
    if (!(await holdNewSlot(tx, booking, bay, target, centre))) throw taken();

    await audit(
      tx,
      actor,
      "booking.moved",
      { type: "booking", id: booking.id },
      {
        fromBay: current?.bay ?? null,
        toBay: request.bay,
        from: booking.slotStart.toISOString(),
        to: target.start.toISOString(),
        customerNotified: timeChanged,
      },
    );
    if (timeChanged) await announceNewSlot(tx, booking.id, booking.slotStart, target.start);
    return {
      bookingId: booking.id,
      bay: request.bay,
      slotStart: target.start,
      slotEnd: target.end,
      customerNotified: timeChanged,
    };
  });
}
