import { formatCalendarDate, formatMinutes, formatRupees, parseTime } from "@chamak/contracts";

// Dates and times in India are @chamak/contracts' (india-time.ts); this is what only the console writes.

export { formatRupees };

/** "24 Nov" for a YYYY-MM-DD date (chart axes). */
export const formatShortDay = (date: string) =>
  formatCalendarDate(date, "en", { day: "numeric", month: "short" });

/** "24 Nov 2026" for a YYYY-MM-DD date (a rate's first day). */
export const formatDay = (date: string) =>
  formatCalendarDate(date, "en", { day: "numeric", month: "short", year: "numeric" });

/** "Tuesday, 24 November 2026" for a YYYY-MM-DD date (group headings). */
export const formatLongDay = (date: string) =>
  formatCalendarDate(date, "en", { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** Minutes after midnight as a time input's "HH:mm" (opening hours): closing at midnight shows as 23:59. */
export const minutesToTime = (minutes: number) => formatMinutes(Math.min(minutes, 24 * 60 - 1));

/** A time input's "HH:mm" as minutes after midnight; null when it is not a time. */
export const timeToMinutes = (time: string): number | null =>
  /^\d{2}:\d{2}$/.test(time) ? parseTime(time) : null;

/** Rupees typed into a form (may be empty) to paise; null when empty, NaN when not a number. */
export function rupeesInputToPaise(value: string | number): number | null {
  if (value === "" || value === null || value === undefined) return null;
  const rupees = typeof value === "number" ? value : Number(value);
  return Number.isFinite(rupees) ? Math.round(rupees * 100) : Number.NaN;
}

export const paiseToRupeesInput = (paise: number | null | undefined): number | "" =>
  paise === null || paise === undefined ? "" : paise / 100;

export const formatPercent = (ratio: number | null) =>
  ratio === null ? "—" : `${(ratio * 100).toFixed(ratio < 0.1 && ratio > 0 ? 1 : 0)}%`;

/** "1 booking", "3 bookings": a count with its noun in the right number (English; the console's only language). */
export const countOf = (count: number, noun: string, plural = `${noun}s`): string =>
  `${count} ${count === 1 ? noun : plural}`;
