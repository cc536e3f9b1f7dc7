// Explicit time zone: the server's own zone (UTC in production, New York in tests) must never leak in.
const TIME_ZONE = "Asia/Kolkata";

const englishParts = new Intl.DateTimeFormat("en-IN", {
  timeZone: TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const hindiDate = new Intl.DateTimeFormat("hi-IN", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
});
const hindiTime = new Intl.DateTimeFormat("hi-IN", {
  timeZone: TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
});

function partsOf(format: Intl.DateTimeFormat, instant: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** "Mon, 23 Nov, 10:30 am IST" */
export function formatIstEnglish(instant: Date): string {
  const p = partsOf(englishParts, instant);
  return `${p.weekday}, ${p.day} ${p.month}, ${p.hour}:${p.minute} ${p.dayPeriod?.toLowerCase()} IST`;
}

/** "सोमवार, 23 नवंबर, सुबह 10:30 बजे (IST)" */
export function formatIstHindi(instant: Date): string {
  return `${hindiDate.format(instant)}, ${hindiTime.format(instant)} बजे (IST)`;
}
