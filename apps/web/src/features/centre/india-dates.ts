import { INDIA_OFFSET_MS } from "@chamak/contracts";
import { clockEn, dateTimeFormat } from "../../lib/intl-format";

// Dates and times as the centres keep them: India Standard Time, whatever the visitor's own time zone.

/** Today's date in India as YYYY-MM-DD (plain arithmetic: a first Intl formatter costs a slow phone ~30 ms). */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus some days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today and the next `horizonDays` days in India: the dates a slot can be booked on. */
export function bookableDates(now: Date, horizonDays: number): string[] {
  const today = indiaToday(now);
  return Array.from({ length: horizonDays + 1 }, (_, i) => addDays(today, i));
}

/** Weekday of a YYYY-MM-DD date, 0 = Sunday (as the opening hours number them). */
export function weekdayOf(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** "Mon, 15 Jan" in English or Hindi for a YYYY-MM-DD date. */
export function formatDay(date: string, lang: "en" | "hi", options?: Intl.DateTimeFormatOptions): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return dateTimeFormat(lang === "hi" ? "hi-IN" : "en-IN", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    ...options,
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "09:30" or minutes after midnight as "9:30 am". */
export function formatClock(time: string | number, lang: "en" | "hi"): string {
  const minutes = typeof time === "number" ? time : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  if (lang === "en") return clockEn(minutes);
  return dateTimeFormat("hi-IN", {
    timeZone: "UTC",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(Date.UTC(2000, 0, 1, 0, minutes)));
}
