import type { Db } from "@chamak/db";
import { setClockOffset } from "../../src/lib/clock";

/** Runs `act` with the server's clock (lib/clock) at `at`, then puts it back on the wall clock. */
export async function atTime<T>(at: Date, act: () => Promise<T>): Promise<T> {
  setClockOffset(at.getTime() - Date.now());
  try {
    return await act();
  } finally {
    setClockOffset(0);
  }
}

/** Runs `act` at the booking's slot, the day a centre works it (a job starts at most two hours early). */
export async function atSlotOf<T>(db: Db, bookingId: number, act: () => Promise<T>): Promise<T> {
  const { slotStart } = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { slotStart: true },
  });
  return atTime(slotStart, act);
}
