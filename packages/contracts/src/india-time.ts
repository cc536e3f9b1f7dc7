import { POLICY } from "./policy";

// Wall-clock time at the centres, the one place every side (API, emails, legacy REST, web, console, seed) reads
// it from. India (Asia/Kolkata) has kept UTC+05:30 without daylight saving since 1945, so a fixed offset is
// exact, and arithmetic with it is independent of the zone of the server or the visitor's browser (tests run
// in New York time to prove it). Dates are Indian calendar dates as YYYY-MM-DD; times of day are minutes after
// midnight, or "HH:MM".

/** India's time zone, for Intl. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

/** India Standard Time: UTC+05:30 all year, no daylight saving time since 1945. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The UTC midnight that stands for a YYYY-MM-DD calendar date in calendar arithmetic. */
function calendarMs(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The instant of `minutesOfDay` after midnight on an Indian calendar date (YYYY-MM-DD). */
export function indiaToInstant(date: string, minutesOfDay: number): Date {
  return new Date(calendarMs(date) + minutesOfDay * MINUTE_MS - INDIA_OFFSET_MS);
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

/** The weekday of a YYYY-MM-DD date, 0 = Sunday (as opening hours number them). */
export function weekdayOfDate(date: string): number {
  return new Date(calendarMs(date)).getUTCDay();
}

/**
 * Today's date in India, plus `days` (plain arithmetic: a first Intl formatter costs a slow phone ~30 ms).
 */
export function indiaDate(now: Date = new Date(), days = 0): string {
  return instantToIndia(new Date(now.getTime() + days * DAY_MS)).date;
}

/** A YYYY-MM-DD date plus some days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(calendarMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((calendarMs(to) - calendarMs(from)) / DAY_MS);
}

/** The last date a slot can be booked (POLICY.bookingHorizonDays after today in India). */
export function lastBookableDate(now: Date = new Date()): string {
  return indiaDate(now, POLICY.bookingHorizonDays);
}

/** Today and the following `horizonDays` days in India: the dates a slot can be booked on. */
export function bookableDates(now: Date = new Date(), horizonDays = POLICY.bookingHorizonDays): string[] {
  const today = indiaDate(now);
  return Array.from({ length: horizonDays + 1 }, (_, i) => addDays(today, i));
}

/** Minutes after midnight as "HH:MM". */
export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "HH:MM" as minutes after midnight. */
export function parseTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

// ---- Showing dates and times, in English or Hindi ----

/** The languages dates and times are shown in. */
export type IndiaLang = "en" | "hi";

const LOCALES: Record<IndiaLang, string> = { en: "en-IN", hi: "hi-IN" };

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat, built on first use and then reused. Building one (above all the first of a locale)
 * costs milliseconds of main thread on a slow phone, and a page such as a centre's formats dozens of dates.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

const inIndia = (lang: IndiaLang, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(LOCALES[lang], { timeZone: INDIA_TIME_ZONE, ...options });

const DATE = { day: "numeric", month: "short", year: "numeric" } as const;
const WEEKDAY_DATE = { weekday: "short", ...DATE } as const;
const TIME = { hour: "numeric", minute: "2-digit" } as const;

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/**
 * "24 Nov 2026" (or Hindi) in India. English is written by hand exactly as en-IN writes it: the first Intl
 * object of a locale loads its data, ~30 ms of main thread on a slow phone, inside a page's first render.
 */
export function formatIndiaDate(instant: Date, lang: IndiaLang = "en"): string {
  if (lang === "hi") return inIndia(lang, DATE).format(instant);
  const india = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS_EN[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** "Tue, 24 Nov 2026" in India. */
export const formatIndiaWeekdayDate = (instant: Date, lang: IndiaLang = "en") =>
  inIndia(lang, WEEKDAY_DATE).format(instant);

/**
 * Hindi's words for am and pm: Intl's hi-IN data writes them in English ("10:30 am"), so a Hindi time of day
 * says पूर्वाह्न / अपराह्न instead.
 */
const HINDI_DAY_PERIODS: Record<string, string> = { am: "पूर्वाह्न", pm: "अपराह्न" };

/** A formatter's text with Hindi's am and pm (unchanged in English). */
function withDayPeriods(format: Intl.DateTimeFormat, instant: Date, lang: IndiaLang): string {
  if (lang === "en") return format.format(instant);
  return format
    .formatToParts(instant)
    .map((part) =>
      part.type === "dayPeriod" ? (HINDI_DAY_PERIODS[part.value.toLowerCase()] ?? part.value) : part.value,
    )
    .join("");
}

/** "10:30 am" in India. */
export const formatIndiaTime = (instant: Date, lang: IndiaLang = "en") =>
  withDayPeriods(inIndia(lang, TIME), instant, lang);

/** "24 Nov 2026, 10:30 am" in India. */
export const formatIndiaDateTime = (instant: Date, lang: IndiaLang = "en") =>
  withDayPeriods(inIndia(lang, { ...DATE, ...TIME }), instant, lang);

/** "Tue, 24 Nov 2026, 10:30 am" in India. */
export const formatIndiaWeekdayDateTime = (instant: Date, lang: IndiaLang = "en") =>
  withDayPeriods(inIndia(lang, { ...WEEKDAY_DATE, ...TIME }), instant, lang);

/** "Mon, 23 Nov, 10:30 am IST": a slot in an English email. */
export function formatIstEnglish(instant: Date): string {
  const parts = inIndia("en", { weekday: "short", day: "numeric", month: "short", ...TIME, hour12: true })
    .formatToParts(instant)
    .map((part) => [part.type, part.value]);
  const p: Record<string, string> = Object.fromEntries(parts);
  return `${p.weekday}, ${p.day} ${p.month}, ${p.hour}:${p.minute} ${p.dayPeriod?.toLowerCase()} IST`;
}

/** "सोमवार, 23 नवंबर, सुबह 10:30 बजे (IST)": a slot in a Hindi email, with the part of the day. */
export function formatIstHindi(instant: Date): string {
  const date = inIndia("hi", { weekday: "long", day: "numeric", month: "long" }).format(instant);
  const time = inIndia("hi", { ...TIME, dayPeriod: "short" }).format(instant);
  return `${date}, ${time} बजे (IST)`;
}

/**
 * A YYYY-MM-DD calendar date, e.g. "Mon, 15 Jan" with `{ weekday: "short", day: "numeric", month: "short" }`.
 * The date is already India's, so it is written as it is (in UTC), never shifted by a zone.
 */
export function formatCalendarDate(
  date: string,
  lang: IndiaLang,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(LOCALES[lang], { ...options, timeZone: "UTC" }).format(new Date(calendarMs(date)));
}

/** Minutes after midnight as en-IN's `{ hour: "numeric", minute: "2-digit" }` writes them: "9:30 am". */
function clockEn(minutesOfDay: number): string {
  const minutes = ((Math.floor(minutesOfDay) % 1440) + 1440) % 1440;
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/**
 * A time of day ("09:30" or minutes after midnight) as "9:30 am", or in Hindi ("9:30 पूर्वाह्न"): every slot
 * time and opening hour the site shows. English is written by hand.
 */
export function formatClock(time: string | number, lang: IndiaLang): string {
  const minutes = typeof time === "number" ? time : parseTime(time);
  if (lang === "en") return clockEn(minutes);
  return withDayPeriods(
    dateTimeFormat(LOCALES.hi, { timeZone: "UTC", ...TIME }),
    new Date(Date.UTC(2000, 0, 1, 0, minutes)),
    lang,
  );
}

/** The first day of the month after an India month ("2026-11" → "2026-12-01"). */
export function firstDayOfNextMonth(month: string): string {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, "0")}-01`;
}

/** The instants an India month ("2026-11") spans: from its first midnight in India to the next month's. */
export function indiaMonthRange(month: string): { from: Date; to: Date } {
  return { from: indiaToInstant(`${month}-01`, 0), to: indiaToInstant(firstDayOfNextMonth(month), 0) };
}
