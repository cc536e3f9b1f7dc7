// The demo's monthly doorstep plans (api module wash-plans): what Sparkle Auto Spa sells, and the demo customer's
// car on its daily plan, a few days into its first month. Pure data and dates; seed-plans.ts writes the rows.
import {
  addDays,
  daysBetween,
  indiaToInstant,
  isCreditedWash,
  type PlanCreditUse,
  type PlanFrequency,
  type PlanPeriod,
  type PlanVisitState,
  periodFrom,
  skipCutoff,
  type VehicleTypeSlug,
  visitDates,
  visitValuesPaise,
} from "@chamak/contracts";

const HOUR = 60;
const MINUTE = 60_000;

export interface PlanSeed {
  name: string;
  frequency: PlanFrequency;
  /** As wash_plans.weekdays: a daily plan's off days, a weekly plan's one day (0 = Sunday). */
  weekdays: number[];
  /** Minutes after midnight, India time. */
  windowStart: number;
  windowEnd: number;
  /** Monthly price per vehicle type, in paise. */
  prices: Partial<Record<VehicleTypeSlug, number>>;
  extras: { name: string; perMonth: number }[];
  capacityPerWasher: number;
  skipNoticeHours: number;
  maxPauseDaysPerMonth: number;
  creditUse: PlanCreditUse;
  refundUnusedOnCancel: boolean;
  haltGraceDays: number;
}

/**
 * The centre that sells the demo's plans: the demo vendor's own, which offers doorstep, and whose owner is its washer
 * on the road from 08:00 (seed-centres' ownersOnTheRoad). The windows start at 08:00, not at dawn, for that reason:
 * a washer who could sign in is needed for the plan round to show, and the journeys' own plan washers (on from 04:00,
 * 06:00 or 22:00) must stay the only ones free for their plans' early and late windows.
 */
export const PLAN_CENTRE_NAME = "Sparkle Auto Spa";

export const DEMO_PLANS: readonly PlanSeed[] = [
  {
    name: "Daily car wipe",
    frequency: "daily",
    weekdays: [0],
    windowStart: 8 * HOUR,
    windowEnd: 10 * HOUR,
    prices: { hatchback: 59_900, sedan: 69_900, suv: 79_900 },
    extras: [{ name: "Interior vacuum", perMonth: 2 }],
    capacityPerWasher: 20,
    skipNoticeHours: 12,
    maxPauseDaysPerMonth: 7,
    creditUse: "next_charge",
    refundUnusedOnCancel: false,
    haltGraceDays: 3,
  },
  {
    name: "Weekly foam wash",
    frequency: "weekly",
    weekdays: [0],
    windowStart: 9 * HOUR,
    windowEnd: 12 * HOUR,
    prices: { hatchback: 99_900, sedan: 1_19_900, suv: 1_39_900, motorcycle: 39_900 },
    extras: [{ name: "Tyre dressing", perMonth: 1 }],
    capacityPerWasher: 8,
    skipNoticeHours: 24,
    maxPauseDaysPerMonth: 7,
    creditUse: "next_charge",
    refundUnusedOnCancel: false,
    haltGraceDays: 3,
  },
];

/** The demo customer's car on the daily plan, paying cash each month, since a few days before the seed's day. */
export const DEMO_SUBSCRIPTION = {
  customerEmail: "customer@chamak.in",
  planName: "Daily car wipe",
  vehicleType: "hatchback",
  vehicleNumber: "DL 8C AR 4521",
  /** The first day is this many days before the seed's "today" (India): five, so at least four washes are past. */
  startedDaysAgo: 5,
  /** Which of the past washes (0 = the first) the customer skipped in time: credited. */
  skippedPastWash: 1,
  /** Serial for the month's booking code (booking-details' bookingCode), far above the past bookings' serials. */
  codeSerial: 900_000,
} as const;

export interface PlannedVisit {
  date: string;
  state: PlanVisitState;
  decidedAt: Date | null;
  /** 1 as scheduled; each move bumps it (the washer's phone and the customer's skip both did). */
  version: number;
}

export interface PlannedMonth {
  startDate: string;
  period: PlanPeriod;
  /** When the customer subscribed: the evening before the first day (a plan starts tomorrow at the earliest). */
  subscribedAt: Date;
  visits: PlannedVisit[];
  /** The plan_visit_credit of each credited wash: its share of the month's price, when it was credited. */
  credits: { date: string; amountPaise: number; at: Date }[];
}

/**
 * The first month of a subscription started `startedDaysAgo` before `today`: the washes before today done (the
 * washer marked each soon after the window opened) but one, skipped the evening before its cut-off; today's and
 * later washes scheduled. Each credited wash is worth its share of the price, as plan-months' creditMonth counts it.
 */
export function planDemoMonth(
  plan: PlanSeed,
  monthlyPaise: number,
  today: string,
  subscription: { startedDaysAgo: number; skippedPastWash: number } = DEMO_SUBSCRIPTION,
): PlannedMonth {
  const startDate = addDays(today, -subscription.startedDaysAgo);
  const period = periodFrom(startDate);
  const dates = visitDates(plan, startDate, period);
  const past = dates.filter((date) => daysBetween(date, today) > 0);
  const skipped = past[subscription.skippedPastWash];
  const visits = dates.map((date, i): PlannedVisit => {
    if (date === skipped)
      // Skipped with notice: before the cut-off, skipNoticeHours before the window opens.
      return {
        date,
        state: "skipped",
        decidedAt: new Date(skipCutoff(date, plan.windowStart, plan.skipNoticeHours).getTime() - 30 * MINUTE),
        version: 2,
      };
    if (past.includes(date))
      return {
        date,
        state: "done",
        decidedAt: indiaToInstant(date, plan.windowStart + 25 + (i % 4) * 5),
        version: 2,
      };
    return { date, state: "scheduled", decidedAt: null, version: 1 };
  });
  const values = visitValuesPaise(monthlyPaise, visits.length);
  const credits = visits.flatMap((visit, i) =>
    isCreditedWash(visit.state, plan) && visit.decidedAt
      ? [{ date: visit.date, amountPaise: values[i] ?? 0, at: visit.decidedAt }]
      : [],
  );
  return {
    startDate,
    period,
    subscribedAt: indiaToInstant(addDays(startDate, -1), 19 * HOUR),
    visits,
    credits,
  };
}
