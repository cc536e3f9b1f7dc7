/** A message is given up (status failed) once this many attempts have failed. */
export const MAX_ATTEMPTS = 8;

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** Wait before the next try after `attempts` failed tries: 30 s, 1 min, 2 min, ... capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** Thrown by a handler when retrying cannot help (the booking is gone, Razorpay refused): fails at once. */
export class PermanentJobError extends Error {
  override readonly name = "PermanentJobError";
}
