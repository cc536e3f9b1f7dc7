import { INDIA_OFFSET_MS } from "@chamak/contracts";

// Wall-clock time at the centres. India (Asia/Kolkata) has kept UTC+05:30 without daylight saving since 1945,
// so a fixed offset (INDIA_OFFSET_MS) is exact and independent of the server's own time zone.
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of `minutesOfDay` after midnight on an Indian calendar date (YYYY-MM-DD). */
export function indiaToInstant(date: string, minutesOfDay: number): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + minutesOfDay * 60_000 - INDIA_OFFSET_MS);
}

/** The Indian calendar date, minutes after midnight and weekday (0 = Sunday) of an instant. */
export function instantToIndia(instant: Date): { date: string; minutes: number; weekday: number } {
  const shifted = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

export function weekdayOfDate(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Today's date in India, plus `days`. */
export function indiaDate(now: Date, days = 0): string {
  return instantToIndia(new Date(now.getTime() + days * DAY_MS)).date;
}

export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export function parseTime(time: string): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}
