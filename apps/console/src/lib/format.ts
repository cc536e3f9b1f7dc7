import { formatRupees } from "@chamak/contracts";

export { formatRupees };

/** Everything the console shows happens at a centre in India. */
export const IST = "Asia/Kolkata";

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const timeOnly = new Intl.DateTimeFormat("en-IN", { timeZone: IST, hour: "numeric", minute: "2-digit" });
const isoDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: IST,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const shortDay = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short" });
const longDay = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "24 Nov 2026, 10:30 am" in India. */
export const formatDateTime = (instant: Date) => dateTime.format(instant);
/** "Tue, 24 Nov 2026" in India. */
export const formatDate = (instant: Date) => dateOnly.format(instant);
/** "10:30 am" in India. */
export const formatTime = (instant: Date) => timeOnly.format(instant);

/** The Indian calendar date (YYYY-MM-DD) of an instant. */
export const indiaDateOf = (instant: Date) => isoDay.format(instant);

/** Today's date in India, plus `days`. */
export function todayInIndia(days = 0, now = new Date()): string {
  return indiaDateOf(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000;
  return new Date(t).toISOString().slice(0, 10);
}

/** "24 Nov" for a YYYY-MM-DD date (chart axes). */
export const formatShortDay = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));
/** "Tuesday, 24 November 2026" for a YYYY-MM-DD date (group headings). */
export const formatLongDay = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

/** Minutes after midnight as "HH:mm" (opening hours). */
export function minutesToTime(minutes: number): string {
  const clamped = Math.min(minutes, 24 * 60 - 1);
  return `${String(Math.floor(clamped / 60)).padStart(2, "0")}:${String(clamped % 60).padStart(2, "0")}`;
}

export function timeToMinutes(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

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
