import { groupIndianDigits, INDIA_OFFSET_MS, isNegativeNumber } from "@chamak/contracts";

/**
 * Intl formatters, built on first use and then reused. Building one (above all the first of a locale) costs
 * milliseconds of main thread on a slow phone, and a page such as a centre's formats dozens of dates and times.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

let countFormat: Intl.NumberFormat | undefined;

/**
 * A count with Indian digit grouping ("1,23,456"), exactly as `count.toLocaleString("en-IN")` writes it.
 * Whole numbers are grouped by hand: the first Intl object of a locale loads its data, ~30 ms of main
 * thread on a slow phone, inside a page's first render.
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

/** Minutes after midnight as en-IN's `{ hour: "numeric", minute: "2-digit" }` writes them: "9:30 am". */
export function clockEn(minutesOfDay: number): string {
  const minutes = ((Math.floor(minutesOfDay) % 1440) + 1440) % 1440;
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** An instant's date in India as en-IN's `{ day: "numeric", month: "short", year: "numeric" }` writes it. */
export function indiaDateEn(instant: Date): string {
  const india = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS_EN[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}
