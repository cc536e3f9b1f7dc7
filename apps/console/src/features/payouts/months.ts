import { indiaDate } from "@chamak/contracts";

/** India months from `ahead` months after this one back to a year ago, newest first: "2026-11". */
export function monthsUpTo(ahead: number, now = new Date()): string[] {
  const today = indiaDate(now);
  const newest = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + ahead;
  return Array.from({ length: 12 + ahead }, (_, i) => {
    const index = newest - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

/** "November 2026". */
export const monthLabel = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleDateString("en-IN", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
