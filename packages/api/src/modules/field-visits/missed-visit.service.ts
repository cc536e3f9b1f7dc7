import { FIELD_VISIT_POLICY } from "@chamak/contracts";
import { type Db, type DbTx, Prisma } from "@chamak/db";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { lockBooking } from "../booking";
import {
  appendLedgerEntries,
  ledgerRef,
  ledgerTotals,
  missedVisitCreditFor,
  refundBeyondDue,
  syncPaymentStatus,
} from "../ledger";
import { enqueue } from "../outbox";

const SYSTEM: Actor = { id: null, role: "system" };

/** The audit action that marks a booking's visit missed: the sweep acts on a booking once, whatever follows. */
export const VISIT_MISSED = "booking.visit_missed";

/** What the sweep did to one booking. */
export interface MissedVisit {
  bookingId: number;
  /** When nobody had come by: the arrival window's end and the centre's grace. */
  by: Date;
  creditPaise: number;
  refundPaise: number;
}

/**
 * Live field jobs (paid or confirmed, doorstep or pick & drop) whose first leg's arrival window and the centre's
 * grace have passed with nobody arrived: no visit of that leg arrived or found the car not accessible, no job
 * card past checking in, and not marked missed already. `only` narrows it to one booking (the re-check under
 * its lock). The window starts at the first leg's work start (when the washer or driver is due), or at the
 * slot's start for a job nobody holds.
 */
async function missedVisitsDue(
  db: Db | DbTx,
  now: Date,
  limit: number,
  only?: number,
): Promise<{ id: number; by: Date }[]> {
  return db.$queryRaw<{ id: number; by: Date }[]>`
    SELECT b.id, coalesce(h.work_start, b.slot_start)
      + make_interval(mins => ${FIELD_VISIT_POLICY.arrivalWindowMinutes}::int + c.no_show_grace_minutes) AS "by"
    FROM bookings b
    JOIN centres c ON c.id = b.centre_id
    LEFT JOIN LATERAL (
      SELECT leg, work_start FROM crew_holds WHERE booking_id = b.id ORDER BY work_start LIMIT 1
    ) h ON true
    WHERE b.status IN ('paid', 'confirmed') AND b.service_mode IN ('doorstep', 'pick_drop')
      ${only === undefined ? Prisma.empty : Prisma.sql`AND b.id = ${only}::int`}
      AND coalesce(h.work_start, b.slot_start)
        + make_interval(mins => ${FIELD_VISIT_POLICY.arrivalWindowMinutes}::int + c.no_show_grace_minutes)
        < ${utcTimestamp(now)}
      AND NOT EXISTS (
        SELECT 1 FROM field_visits v
        WHERE v.booking_id = b.id AND v.state IN ('arrived', 'not_accessible')
          AND (h.leg IS NULL OR v.leg = h.leg))
      AND NOT EXISTS (SELECT 1 FROM job_cards j WHERE j.booking_id = b.id AND j.state <> 'checking_in')
      AND NOT EXISTS (
        SELECT 1 FROM audit_log a
        WHERE a.entity_type = 'booking' AND a.entity_id = b.id::text AND a.action = ${VISIT_MISSED})
    ORDER BY b.id
    LIMIT ${limit}::int`;
}

/**
 * The centre's no-show, as the job runner sweeps for it: each live field job nobody reached by its arrival
 * window's end and the centre's grace gets, in one transaction under its lock, the missed visit's credit
 * (`missed_visit_credit`, once per booking: it lowers what the customer owes and the centre's share bears it),
 * what was prepaid beyond the new price refunded, the mark that it was missed (so no later sweep repeats it)
 * and `booking.visit_missed` (SMS and WhatsApp at once, with the one-tap rebooking). Answers what it did.
 */
export async function sweepMissedVisits(
  db: Db,
  now: Date = currentTime(),
  batchSize = 50,
): Promise<MissedVisit[]> {
  const done: MissedVisit[] = [];
  for (const { id } of await missedVisitsDue(db, now, batchSize)) {
    const missed = await db.$transaction((tx) => markMissed(tx, id, now));
    if (missed) done.push(missed);
  }
  return done;
}

async function markMissed(tx: DbTx, bookingId: number, now: Date): Promise<MissedVisit | null> {
  await lockBooking(tx, bookingId);
  // Checked again under the lock: the washer may have arrived, or another node marked it, meanwhile.
  const [due] = await missedVisitsDue(tx, now, 1, bookingId);
  if (!due) return null;
  const creditPaise = missedVisitCreditFor(await ledgerTotals(tx, bookingId));
  await appendLedgerEntries(tx, SYSTEM, [
    {
      bookingId,
      kind: "missed_visit_credit",
      amountPaise: creditPaise,
      reference: ledgerRef.booking(bookingId),
    },
  ]);
  await syncPaymentStatus(tx, bookingId);
  const refundPaise = await refundBeyondDue(tx, SYSTEM, {
    bookingId,
    reason: "Missed visit: nobody reached the car in its arrival window",
  });
  await audit(
    tx,
    SYSTEM,
    VISIT_MISSED,
    { type: "booking", id: bookingId },
    { by: due.by.toISOString(), creditPaise, refundPaise },
  );
  await enqueue(tx, "booking.visit_missed", { bookingId, by: due.by.toISOString(), creditPaise });
  return { bookingId, by: due.by, creditPaise, refundPaise };
}

/**
 * What the customer's visit status says of a missed visit (for visit.status): when nobody had come by, the credit
 * on the booking, and whether it still waits for its new time (visit.rebook moves it); null when not missed.
 */
export async function missedVisitView(
  db: Db,
  bookingId: number,
): Promise<{ missedBy: Date; creditPaise: number; rebookable: boolean } | null> {
  const mark = await missedMark(db, bookingId);
  if (!mark) return null;
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      status: true,
      slotStart: true,
      centre: { select: { noShowGraceMinutes: true } },
      crewHolds: { orderBy: { workStart: "asc" }, take: 1, select: { workStart: true } },
    },
  });
  const due = booking.crewHolds[0]?.workStart ?? booking.slotStart;
  const deadline =
    due.getTime() + (FIELD_VISIT_POLICY.arrivalWindowMinutes + booking.centre.noShowGraceMinutes) * 60_000;
  return {
    missedBy: mark.by,
    creditPaise: (await ledgerTotals(db, bookingId)).missed_visit_credit ?? 0,
    rebookable: ["paid", "confirmed"].includes(booking.status) && deadline <= currentTime().getTime(),
  };
}

/** Whether a booking's visit was marked missed (and when nobody had come by), for the rebooking and the status. */
export async function missedMark(db: Db | DbTx, bookingId: number): Promise<{ by: Date } | null> {
  const row = await db.auditLog.findFirst({
    where: { entityType: "booking", entityId: String(bookingId), action: VISIT_MISSED },
    select: { data: true },
  });
  if (!row) return null;
  const by = (row.data as { by?: string } | null)?.by;
  return { by: by ? new Date(by) : new Date(0) };
}
