import { POLICY } from "@chamak/contracts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An Indian calendar date (YYYY-MM-DD) for an instant, plus `days`, whatever the browser's zone. */
export function indiaDate(now: Date = new Date(), days = 0): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: POLICY.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(now.getTime() + days * DAY_MS));
}

/** The last date a slot can be booked. */
export function lastBookableDate(now: Date = new Date()): string {
  return indiaDate(now, POLICY.bookingHorizonDays);
}

/** "Sat, 14 Jun 2025, 10:30 am" in India's time. */
export function formatIndiaDateTime(instant: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
    timeZone: POLICY.timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(instant);
}
