import type { Db } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { lockedBookingSelect, moveBooking } from "../booking";

const SYSTEM: Actor = { id: null, role: "system" };

/**
 * Unpaid UPI bookings whose hold has run out become expired and give their bays back (with the audit row
 * and the booking.expired notification). Rows are claimed with SKIP LOCKED, so concurrent runs on several
 * nodes, or a payment being recorded for the same booking, never make a booking expire twice.
 * Returns how many bookings expired.
 */
export async function expireUnpaidHolds(db: Db, now: Date = currentTime(), batchSize = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM bookings
        WHERE status = 'pending_payment' AND hold_expires_at < ${now}
        ORDER BY id
        LIMIT ${batchSize}::integer
        FOR UPDATE SKIP LOCKED`;
      for (const { id } of rows) {
        const booking = await tx.booking.findUniqueOrThrow({
          where: { id },
          select: { ...lockedBookingSelect, holdExpiresAt: true },
        });
        await moveBooking(
          tx,
          booking,
          "expired",
          SYSTEM,
          {},
          { holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null },
        );
      }
      return rows.length;
    });
    total += expired;
    if (expired < batchSize) return total;
  }
}
