/**
 * The doorstep visit's promises to the customer (issue: the washer's day on a phone). The arrival window starts
 * at the slot's start; "on the way" carries the washer's own ETA, within these bounds; a centre may give more
 * grace after the window before a visit nobody arrived for counts as the centre's no-show, never less.
 */
export const FIELD_VISIT_POLICY = {
  arrivalWindowMinutes: 30,
  minNoShowGraceMinutes: 15,
  maxNoShowGraceMinutes: 240,
  minEtaMinutes: 1,
  maxEtaMinutes: 240,
  /** A phone's clock is believed this far into the past (actions queued in a basement); beyond, the server's. */
  maxQueuedHours: 12,
  /**
   * Off the booking when nobody arrived by the window's end and the centre's grace (the centre's no-show), borne
   * by the centre's share; never more than the booking's services cost (ledger/booking-money.ts).
   */
  missedVisitCreditPaise: 10_000,
  /**
   * What the customer owes when the washer arrived and the car could not be reached (with a photo); never more
   * than the booking's total. The rest of what was paid online goes back.
   */
  notAccessibleFeePaise: 9_900,
} as const;

/** The arrival window of a doorstep visit starting at `slotStart`. */
export function arrivalWindow(slotStart: Date): { from: Date; to: Date } {
  return {
    from: slotStart,
    to: new Date(slotStart.getTime() + FIELD_VISIT_POLICY.arrivalWindowMinutes * 60_000),
  };
}

/** What the customer sees of a field visit, in order. */
export const VISIT_STATUSES = [
  "assigned",
  "missed",
  "on_the_way",
  "arrived",
  "not_accessible",
  "washing",
  "done",
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** What a washer's phone can send about a job: visit steps and the job card's steps done at the door. */
export const WASHER_ACTIONS = [
  "set_out",
  "arrived",
  "not_accessible",
  "check_in_photo",
  "check_in",
  "after_photo",
  "done",
] as const;
export type WasherAction = (typeof WASHER_ACTIONS)[number];

/**
 * What a washer's phone can send about a wash plan's morning wash (the plan_visits row): washed, or the car could
 * not be reached; each with its photo, sent to the customer.
 */
export const PLAN_WASH_ACTIONS = ["plan_done", "plan_not_accessible"] as const;
export type PlanWashAction = (typeof PLAN_WASH_ACTIONS)[number];

/** The booking states in which a field visit is under way or to come: confirmed (or paid) and not over. */
export const VISIT_LIVE_STATUSES = ["paid", "confirmed", "in_progress"] as const;
export const isVisitLive = (status: string): boolean =>
  (VISIT_LIVE_STATUSES as readonly string[]).includes(status);

/** "Priya Sharma" → "Priya": the name one side of a visit is told of the other, not the whole name. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}
