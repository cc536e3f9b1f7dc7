/**
 * The server's "now" for the marketplace's rules: slots in the past, when a job may start, holds expiring,
 * payouts released after the slot, reminders. It is the wall clock, except that browser journeys move it to a
 * booking's slot (setClockOffset, reached only through the test-clock plugin a server started for them
 * registers), since a booking is made for a later slot and then worked on the board. Timestamps the database
 * or Prisma set (createdAt, updatedAt), sessions and rate limits stay on the wall clock.
 */
let offsetMs = 0;

export const currentTime = (): Date => new Date(Date.now() + offsetMs);

/** Moves the clock `ms` ahead of the wall clock (0 puts it back). */
export function setClockOffset(ms: number): void {
  if (!Number.isSafeInteger(ms)) throw new RangeError(`The clock offset must be whole milliseconds: ${ms}`);
  offsetMs = ms;
}

export const clockOffsetMs = (): number => offsetMs;
