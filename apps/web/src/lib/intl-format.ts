import { groupIndianDigits, isNegativeNumber } from "@chamak/contracts";

// Numbers and names the site writes by hand: the first Intl object of a locale loads its data, ~30 ms of main
// thread on a slow phone, inside a page's first render. Dates and times in India are @chamak/contracts'
// (india-time.ts), with its cache of Intl formatters (dateTimeFormat).

let countFormat: Intl.NumberFormat | undefined;

/**
 * A count with Indian digit grouping ("1,23,456"), exactly as `count.toLocaleString("en-IN")` writes it.
 * Whole numbers are grouped by hand.
 */
export function formatCount(count: number): string {
  if (Number.isSafeInteger(count))
    return (isNegativeNumber(count) ? "-" : "") + groupIndianDigits(String(Math.abs(count)));
  countFormat ??= new Intl.NumberFormat("en-IN");
  return countFormat.format(count);
}

const WEEKDAYS_EN = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** An English weekday name, 0 = Sunday, as en-IN's `{ weekday: "long" }` writes it. */
export function weekdayNameEn(weekday: number): string {
  return WEEKDAYS_EN[weekday] ?? "";
}
