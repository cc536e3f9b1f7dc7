import { addDays, daysBetween, indiaToInstant, weekdayOfDate } from "./india-time";

// A wash plan (issue: wash plans): a centre's monthly doorstep subscription, a cleaner at the car in the society
// parking on the plan's days, paid for a month at a time. These are the rules both sides read: which days a plan
// visits, what a visit is worth when it is credited, when a skip is still in time, and the visit's states.

/**
 * How often the cleaner comes: every day but the weekly off day (`daily`), every other day from the start date
 * (`alternate_days`), on chosen weekdays (`weekdays`), or once a week on one weekday (`weekly`).
 */
export const PLAN_FREQUENCIES = ["daily", "alternate_days", "weekdays", "weekly"] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];

/** What a credited visit (skipped in time, missed by the centre, paused for travel) becomes, as the plan's terms say. */
export const PLAN_CREDIT_USES = ["extend_plan", "next_charge"] as const;
export type PlanCreditUse = (typeof PLAN_CREDIT_USES)[number];

export interface PlanSchedule {
  frequency: PlanFrequency;
  /**
   * Weekdays, 0 = Sunday: the off days of a `daily` plan; the visiting days of a `weekdays` plan; the one visiting
   * day of a `weekly` plan; unused by `alternate_days`.
   */
  weekdays: readonly number[];
}

/** Whether a plan visits on `date`; `anchor` is the subscription's first day (alternate days count from it). */
export function visitsOn(schedule: PlanSchedule, anchor: string, date: string): boolean {
  if (daysBetween(anchor, date) < 0) return false;
  switch (schedule.frequency) {
    case "daily":
      return !schedule.weekdays.includes(weekdayOfDate(date));
    case "alternate_days":
      return daysBetween(anchor, date) % 2 === 0;
    case "weekdays":
    case "weekly":
      return schedule.weekdays.includes(weekdayOfDate(date));
  }
}

/** A billing period: from its first date to its last, both included (YYYY-MM-DD). */
export interface PlanPeriod {
  from: string;
  to: string;
}

/**
 * The period starting on `from`: one calendar month less a day (12 Dec to 11 Jan; 31 Jan to 28 Feb, as a
 * month's end is clamped), plus `extraDays` the plan was extended by for credited visits.
 */
export function periodFrom(from: string, extraDays = 0): PlanPeriod {
  const [year = 0, month = 1, day = 1] = from.split("-").map(Number);
  const nextMonthLength = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, month, Math.min(day, nextMonthLength)));
  const to = addDays(next.toISOString().slice(0, 10), -1 + extraDays);
  return { from, to };
}

/** Every date of a period the plan visits, in order. */
export function visitDates(schedule: PlanSchedule, anchor: string, period: PlanPeriod): string[] {
  const dates: string[] = [];
  for (let date = period.from; daysBetween(date, period.to) >= 0; date = addDays(date, 1)) {
    if (visitsOn(schedule, anchor, date)) dates.push(date);
  }
  return dates;
}

/**
 * What each of a period's visits is worth, so that credits add up to the paisa: the month's price spread over its
 * `visits` visits, visit i worth floor((i+1)·P/n) − floor(i·P/n). All n together are exactly P; any two differ by
 * at most a paisa.
 */
export function visitValuesPaise(monthlyPaise: number, visits: number): number[] {
  return Array.from(
    { length: visits },
    (_, i) => Math.floor(((i + 1) * monthlyPaise) / visits) - Math.floor((i * monthlyPaise) / visits),
  );
}

/** The last moment a visit on `date` can be skipped for a credit: `noticeHours` before its window opens. */
export function skipCutoff(date: string, windowStart: number, noticeHours: number): Date {
  return new Date(indiaToInstant(date, windowStart).getTime() - noticeHours * 3_600_000);
}

/**
 * A plan visit's states: `scheduled` until the morning's outcome, which is one of `done` (with a photo),
 * `not_accessible` (the cleaner came; it counts as served), `missed` (nobody came: the centre's, credited),
 * `skipped` (the customer said so before the cut-off: credited), `paused` (inside a pause for travel: credited)
 * or `cancelled` (the plan ended before it; credited when the terms refund unused days).
 */
export const PLAN_VISIT_STATES = [
  "scheduled",
  "done",
  "not_accessible",
  "missed",
  "skipped",
  "paused",
  "cancelled",
] as const;
export type PlanVisitState = (typeof PLAN_VISIT_STATES)[number];

/** The outcomes that give the customer the visit's value back by the plan's terms. */
export const CREDITED_VISIT_STATES: readonly PlanVisitState[] = ["missed", "skipped", "paused"];

/** What a plan's terms say of washes the customer does not get: the terms isCreditedWash and isMadeUp read. */
export interface PlanCreditTerms {
  creditUse: PlanCreditUse;
  refundUnusedOnCancel: boolean;
}

/**
 * Whether a wash's value goes back to the customer (off the month's price): skipped in time, paused or missed
 * when the plan's credits come off the charge, and a wash the plan's cancellation took away when the plan's terms
 * refund unused days. On a plan whose credits extend it, a skipped, paused or missed wash is made up instead.
 */
export function isCreditedWash(state: PlanVisitState, terms: PlanCreditTerms): boolean {
  if (state === "cancelled") return terms.refundUnusedOnCancel;
  return terms.creditUse === "next_charge" && CREDITED_VISIT_STATES.includes(state);
}

/** Whether a wash the customer did not get is made good by a wash added after the month's last day. */
export function isMadeUp(state: PlanVisitState, terms: Pick<PlanCreditTerms, "creditUse">): boolean {
  return terms.creditUse === "extend_plan" && CREDITED_VISIT_STATES.includes(state);
}
/** The outcomes that count as served: the centre earns the visit's share. */
export const SERVED_VISIT_STATES: readonly PlanVisitState[] = ["done", "not_accessible"];

/** Who may move a visit from `scheduled` to which state (a visit's outcome is final once recorded). */
export const PLAN_VISIT_MOVES = {
  customer: ["skipped", "paused"],
  washer: ["done", "not_accessible"],
  system: ["missed", "paused"],
} as const satisfies Record<string, readonly PlanVisitState[]>;
export type PlanVisitActor = keyof typeof PLAN_VISIT_MOVES;

export function mayMoveVisit(actor: PlanVisitActor, from: PlanVisitState, to: PlanVisitState): boolean {
  return from === "scheduled" && (PLAN_VISIT_MOVES[actor] as readonly PlanVisitState[]).includes(to);
}

/**
 * A subscription's states: waiting for the customer's UPI AutoPay mandate (or the first month's payment),
 * `active`, `paused` for travel, `halted` (a charge failed after Razorpay's retries: visits stop after the
 * plan's grace days), `cancelled`, `completed`.
 */
export const PLAN_SUBSCRIPTION_STATES = [
  "awaiting_payment",
  "active",
  "paused",
  "halted",
  "cancelled",
  "completed",
] as const;
export type PlanSubscriptionState = (typeof PLAN_SUBSCRIPTION_STATES)[number];
/** The states in which a subscription holds its vehicle number: one live plan per vehicle. */
export const LIVE_SUBSCRIPTION_STATES: readonly PlanSubscriptionState[] = [
  "awaiting_payment",
  "active",
  "paused",
  "halted",
];

/** How a subscription is paid: UPI AutoPay (a Razorpay subscription), or month by month by UPI or in cash. */
export const PLAN_BILLINGS = ["autopay", "monthly_upi", "monthly_cash"] as const;
export type PlanBilling = (typeof PLAN_BILLINGS)[number];

/** Limits a centre's plan terms stay within (the console's form and the server read the same). */
export const PLAN_LIMITS = {
  maxSkipNoticeHours: 72,
  maxPauseDaysPerMonth: 31,
  minCapacityPerWasher: 1,
  maxCapacityPerWasher: 80,
  maxHaltGraceDays: 15,
  maxExtrasPerMonth: 31,
  /** A UPI AutoPay debit above this needs the customer's approval each time (NPCI's limit without it). */
  autopayApprovalAbovePaise: 1_500_000,
  /** How far ahead a subscription may start. */
  maxStartDaysAhead: 30,
} as const;
