import { addDays, indiaToInstant, instantToIndia } from "./india-time";

/**
 * Whether a message is part of a service the customer asked for (transactional: their booking's placement,
 * confirmation, reminders, changes, refunds) or asks something of them the service does not need
 * (promotional: a review). TRAI's rules for commercial communication keep promotional messages out of the
 * night; transactional ones go at any hour.
 */
export const MESSAGE_KINDS = ["transactional", "promotional"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Promotional messages wait from 21:00 until 10:00 India time (minutes after midnight). */
export const QUIET_HOURS = { fromMinutes: 21 * 60, untilMinutes: 10 * 60 } as const;

/** True from 21:00:00 up to 09:59:59 India time. */
export function inQuietHours(at: Date): boolean {
  const { minutes } = instantToIndia(at);
  return minutes >= QUIET_HOURS.fromMinutes || minutes < QUIET_HOURS.untilMinutes;
}

/**
 * When a message of `kind` may go out if it is ready at `now`: at once, or for a promotional message in the
 * quiet hours, at the next 10:00 India time (the same morning after midnight, the next morning before).
 */
export function earliestSendTime(kind: MessageKind, now: Date): Date {
  if (kind === "transactional" || !inQuietHours(now)) return now;
  const { date, minutes } = instantToIndia(now);
  const day = minutes >= QUIET_HOURS.fromMinutes ? addDays(date, 1) : date;
  return indiaToInstant(day, QUIET_HOURS.untilMinutes);
}
