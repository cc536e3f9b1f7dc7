import {
  addDays,
  errorMessage,
  FIELD_SERVICE_MODES,
  FIELD_VISIT_POLICY,
  indiaDate,
  isFieldMode,
  POLICY,
  type VisitRebookAnswer,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { getAvailability, lockBooking, rebookLockedBooking } from "../booking";
import { ledgerTotals } from "../ledger";
import { missedMark } from "./missed-visit.service";

const LIVE = ["paid", "confirmed"];

/** The booking a customer rebooks: their own field job, with what availability needs to plan it again. */
async function ownFieldJob(db: Db, customerId: number, bookingCode: string) {
  const booking = await db.booking.findFirst({
    where: { code: bookingCode, customerId, serviceMode: { in: [...FIELD_SERVICE_MODES] } },
    select: {
      id: true,
      code: true,
      status: true,
      slotStart: true,
      centreId: true,
      vehicleTypeId: true,
      serviceMode: true,
      zip: true,
      address: true,
      city: true,
      centre: { select: { name: true, noShowGraceMinutes: true } },
      items: { select: { serviceId: true, quantity: true } },
      crewHolds: { orderBy: { workStart: "asc" }, take: 1, select: { workStart: true } },
    },
  });
  if (!booking || !isFieldMode(booking.serviceMode))
    throw new DomainError("NOT_FOUND", errorMessage("visitNotFound", { code: bookingCode }));
  return { ...booking, serviceMode: booking.serviceMode };
}
type FieldJob = Awaited<ReturnType<typeof ownFieldJob>>;

/**
 * Missed and still waiting for its new time: marked missed, live, and the slot it holds is the one nobody came
 * for (its window and grace passed). Once rebooked to a later time it is no longer rebookable in one tap.
 */
async function assertRebookable(db: Db, booking: FieldJob, now: Date) {
  const due = booking.crewHolds[0]?.workStart ?? booking.slotStart;
  const deadline =
    due.getTime() + (FIELD_VISIT_POLICY.arrivalWindowMinutes + booking.centre.noShowGraceMinutes) * 60_000;
  const missed = await missedMark(db, booking.id);
  if (!missed || !LIVE.includes(booking.status) || deadline > now.getTime()) {
    throw new DomainError("PRECONDITION_FAILED", errorMessage("visitNotMissed", { code: booking.code }));
  }
}

/** The first time from now the centre can serve the booking's address with its services, within the horizon. */
async function nextFreeTime(db: Db, booking: FieldJob, now: Date) {
  for (let day = 0; day <= POLICY.bookingHorizonDays; day++) {
    const date = addDays(indiaDate(now), day);
    const availability = await getAvailability(
      db,
      {
        centreId: booking.centreId,
        vehicleTypeId: booking.vehicleTypeId,
        items: booking.items.flatMap((item) =>
          item.serviceId === null ? [] : [{ serviceId: item.serviceId, quantity: item.quantity }],
        ),
        date,
        serviceMode: booking.serviceMode,
        zip: booking.zip,
        address: booking.address,
        city: booking.city,
      },
      now,
    ).catch((error: unknown) => {
      // A day the centre is closed, or past the horizon: the next one.
      if (error instanceof DomainError && error.code === "BAD_INPUT") return null;
      throw error;
    });
    const slot = availability?.slots.find((candidate) => candidate.available);
    if (slot) return { date, time: slot.time };
  }
  throw new DomainError(
    "PRECONDITION_FAILED",
    errorMessage("visitNoFreeTime", { centre: booking.centre.name, days: POLICY.bookingHorizonDays }),
  );
}

/**
 * The customer's one tap after a missed visit: the booking moves to the next free time the centre can serve its
 * address, free of the reschedule rules, limit and count (the centre missed it); the missed visit's credit stays
 * on it. Only the booking's own customer, and only while it waits for its new time.
 */
export async function rebookMissedVisit(
  db: Db,
  customerId: number,
  bookingCode: string,
  now: Date = currentTime(),
): Promise<VisitRebookAnswer> {
  const booking = await ownFieldJob(db, customerId, bookingCode);
  await assertRebookable(db, booking, now);
  const slot = await nextFreeTime(db, booking, now);
  const moved = await db.$transaction(async (tx) => {
    const locked = await lockBooking(tx, booking.id);
    // Checked again under the lock: a second tap, or the booking cancelled, meanwhile.
    if (locked.slotStart.getTime() !== booking.slotStart.getTime() || !LIVE.includes(locked.status)) {
      throw new DomainError("PRECONDITION_FAILED", errorMessage("visitNotMissed", { code: booking.code }));
    }
    return rebookLockedBooking(tx, { id: customerId, role: "user" }, locked, slot, now);
  });
  const totals = await ledgerTotals(db, booking.id);
  return {
    bookingCode: booking.code,
    slotStart: moved.slotStart,
    slotEnd: moved.slotEnd,
    creditPaise: totals.missed_visit_credit ?? 0,
  };
}
