import type { DbTx } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import { enqueue, TOPIC } from "../outbox";

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
