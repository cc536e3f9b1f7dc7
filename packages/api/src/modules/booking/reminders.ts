import { type DbTx, Prisma } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { enqueue, enqueueSql, TOPIC } from "../outbox";

/** How long before the slot the reminder email goes out. */
export const REMINDER_LEAD_MS = 2 * 60 * 60_000;

/**
 * Schedules the booking.reminder email for two hours before the slot; call it in the transaction that makes
 * a booking paid, confirmed or rescheduled. Skipped when that moment has passed, or when a reminder for
 * this very slot is already waiting (paid, then confirmed, must not remind twice).
 */
export async function enqueueReminder(
  tx: DbTx,
  bookingId: number,
  slotStart: Date,
  now: Date = currentTime(),
): Promise<boolean> {
  const runAt = new Date(slotStart.getTime() - REMINDER_LEAD_MS);
  if (runAt <= now) return false;
  const payload = { bookingId, slotStart: slotStart.toISOString() };
  const waiting = await tx.outboxMessage.count({
    where: {
      topic: TOPIC["booking.reminder"],
      status: "pending",
      AND: [
        { payload: { path: ["bookingId"], equals: bookingId } },
        { payload: { path: ["slotStart"], equals: payload.slotStart } },
      ],
    },
  });
  if (waiting > 0) return false;
  await enqueue(tx, TOPIC["booking.reminder"], payload, { runAt });
  return true;
}

/**
 * enqueueReminder in SQL, as the body of a data-modifying CTE: a reminder for each booking row of `from` (its
 * id and slot_start) whose moment is still ahead. Without enqueueReminder's look for one already waiting, so
 * only for bookings that cannot have one: moveBookingSql's, out of pending_payment (a reminder is queued when a
 * booking becomes paid or confirmed, never before).
 */
export function reminderSql(rows: { from: Prisma.Sql; at: Date }): Prisma.Sql {
  const runAt = Prisma.sql`slot_start - make_interval(secs => ${REMINDER_LEAD_MS / 1000}::int)`;
  return enqueueSql(
    "booking.reminder",
    {
      bookingId: Prisma.sql`id`,
      slotStart: Prisma.sql`to_char(slot_start, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    },
    { ...rows, runAt, where: Prisma.sql`${runAt} > ${utcTimestamp(rows.at)}` },
  );
}
