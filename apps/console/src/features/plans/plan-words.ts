import { formatRupees, type PlanCreditUse, type PlanFrequency, type PlanSchedule } from "@chamak/contracts";

// A plan's definition in plain English, as the Plans page and its stale-edit notice show it.

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** The week as the chips and the words list it: Monday first, Sunday last (weekdays stay 0 = Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export const FREQUENCY_LABELS: Record<PlanFrequency, string> = {
  daily: "Daily",
  alternate_days: "Alternate days",
  weekdays: "Chosen weekdays",
  weekly: "Weekly",
};

const inWeekOrder = (days: readonly number[]) => WEEK_ORDER.filter((day) => days.includes(day));

/** "Saturday and Sunday", "Monday, Wednesday and Friday". */
function listOf(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
}

/** "Daily", "Daily, Sunday off", "Alternate days", "Mon, Wed, Fri", "Weekly on Saturday". */
export function frequencyInWords({ frequency, weekdays }: PlanSchedule): string {
  const days = inWeekOrder(weekdays);
  switch (frequency) {
    case "daily":
      return days.length === 0
        ? "Daily"
        : `Daily, ${listOf(days.map((day) => WEEKDAY_NAMES[day] ?? ""))} off`;
    case "alternate_days":
      return "Alternate days";
    case "weekdays":
      return days.map((day) => WEEKDAY_SHORT[day]).join(", ");
    case "weekly":
      return `Weekly on ${WEEKDAY_NAMES[days[0] ?? -1] ?? "a day not chosen"}`;
  }
}

/** "06:00–10:00". */
export const windowInWords = (plan: { windowStart: string; windowEnd: string }) =>
  `${plan.windowStart}–${plan.windowEnd}`;

/** "once a month", "twice a month", "4 times a month". */
export function timesAMonth(count: number): string {
  if (count === 1) return "once a month";
  if (count === 2) return "twice a month";
  return `${count} times a month`;
}

/** "Interior vacuum, twice a month". */
export const extraInWords = (extra: { name: string; perMonth: number }) =>
  `${extra.name}, ${timesAMonth(extra.perMonth)}`;

/** "Hatchback ₹1,200.00 a month". */
export const priceInWords = (price: { vehicleType: string; monthlyPaise: number }) =>
  `${price.vehicleType} ${formatRupees(price.monthlyPaise)} a month`;

export const capacityInWords = (capacity: number) =>
  `Up to ${capacity} ${capacity === 1 ? "vehicle" : "vehicles"} per washer each morning`;

const hours = (count: number) => `${count} ${count === 1 ? "hour" : "hours"}`;
const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/**
 * What a skipped, paused or missed wash becomes, as the plan form offers it: money off the month (paid back when
 * the month ends if it was paid online), or a make-up wash after the month's last day (no money back).
 */
export const CREDIT_USE_LABELS: Record<PlanCreditUse, string> = {
  next_charge: "Come off the month's price (refunded at the month's end if already paid)",
  extend_plan: "Are made up: the month is extended by a wash for each",
};

export type PlanTerms = {
  skipNoticeHours: number;
  maxPauseDaysPerMonth: number;
  creditUse: PlanCreditUse;
  refundUnusedOnCancel: boolean;
  haltGraceDays: number;
};

/** The plan's terms as the customer lives them, one sentence each. */
export function termsInWords(terms: PlanTerms): string[] {
  // What a wash the customer does not get becomes: its share of the price back, or a wash after the month.
  const madeUp = terms.creditUse === "extend_plan";
  const becomes = madeUp ? "made up" : "credited";
  return [
    terms.skipNoticeHours === 0
      ? `A wash skipped before its window opens is ${becomes}.`
      : `A wash skipped at least ${hours(terms.skipNoticeHours)} before its window is ${becomes}.`,
    madeUp
      ? "Washes skipped in time, missed by the centre or paused are made up: the month is extended by a wash for each, with no money back."
      : "Washes skipped in time, missed by the centre or paused come off the month's price; paid online, they are paid back when the month ends.",
    terms.maxPauseDaysPerMonth === 0
      ? "No pauses for travel."
      : `Pauses for travel: up to ${days(terms.maxPauseDaysPerMonth)} a month, ${becomes}.`,
    terms.refundUnusedOnCancel
      ? "Cancelling refunds the month's washes not yet done."
      : "Cancelling refunds nothing of the month already paid.",
    terms.haltGraceDays === 0
      ? "If the next month is not paid (an AutoPay debit failing, or a month by UPI), the washes stop when the paid month ends."
      : `If the next month is not paid (an AutoPay debit failing, or a month by UPI), the washer keeps coming for ${days(terms.haltGraceDays)}, then the washes stop.`,
  ];
}
