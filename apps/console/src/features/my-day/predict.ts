import type { JobCardState, PlanStop, WasherDay, WasherStop } from "@chamak/contracts";
import {
  type BookingTap,
  isPlanTap,
  type PlanTap,
  planWashKey,
  type QueuedTap,
  type RefusalKey,
} from "./queued-tap";

/** A stop as the phone shows it: the server's last word plus what this phone did since, not yet synced. */
export interface PhoneStop extends WasherStop {
  /** Taps of this job still waiting for the server. */
  waiting: number;
  /** Why the server refused what this phone did last, when it did. */
  refusal: string | null;
}

/** A plan wash as the phone shows it: the server's last word plus this phone's taps not yet synced. */
export interface PhonePlanStop extends PlanStop {
  waiting: number;
  refusal: string | null;
}

const AFTER_TAP: Partial<Record<BookingTap["action"], WasherStop["visit"]["state"]>> = {
  set_out: "on_the_way",
  arrived: "arrived",
  not_accessible: "not_accessible",
};
const CARD_AFTER_TAP: Partial<Record<BookingTap["action"], JobCardState>> = {
  check_in_photo: "checking_in",
  check_in: "started",
  done: "done",
};

/**
 * The day as the phone shows it: each stop moved on by the taps queued for it (in order), its version what the
 * server will have once they are applied, so the next tap is made on the right version even offline.
 */
export function predictDay(
  day: WasherDay,
  queue: readonly QueuedTap[],
  refusals: ReadonlyMap<RefusalKey, string>,
): PhoneStop[] {
  return day.stops.map((stop) => {
    const mine = queue.filter(
      (tap): tap is BookingTap => !isPlanTap(tap) && tap.bookingId === stop.bookingId && tap.leg === stop.leg,
    );
    return {
      ...mine.reduce(advanceStop, stop),
      waiting: mine.length,
      refusal: refusals.get(stop.bookingId) ?? null,
    };
  });
}

/** A stop one tap further on: where the visit and its job card then are, and the version the tap makes. */
export function advanceStop(stop: WasherStop, tap: BookingTap): WasherStop {
  return {
    ...stop,
    visit: {
      state: AFTER_TAP[tap.action] ?? stop.visit.state,
      etaAt:
        tap.action === "set_out"
          ? new Date(tap.tappedAt.getTime() + tap.etaMinutes * 60_000)
          : stop.visit.etaAt,
      version: stop.visit.version + 1,
    },
    jobCardState: CARD_AFTER_TAP[tap.action] ?? stop.jobCardState,
    checkInSides:
      tap.action === "check_in_photo" && !stop.checkInSides.includes(tap.side)
        ? [...stop.checkInSides, tap.side]
        : stop.checkInSides,
    afterPhotoCount: stop.afterPhotoCount + (tap.action === "after_photo" ? 1 : 0),
  };
}

/**
 * The morning's plan washes as the phone shows them: each moved on by its queued taps (done, or not accessible at
 * once), its version what the server will have once they are applied.
 */
export function predictPlanStops(
  day: WasherDay,
  queue: readonly QueuedTap[],
  refusals: ReadonlyMap<RefusalKey, string>,
): PhonePlanStop[] {
  // A day kept on the phone by an earlier version of this page has no plan washes.
  return (day.planStops ?? []).map((stop) => {
    const mine = queue.filter(
      (tap): tap is PlanTap =>
        isPlanTap(tap) && tap.subscriptionId === stop.subscriptionId && tap.washDate === stop.date,
    );
    return {
      ...mine.reduce(advancePlanStop, stop),
      waiting: mine.length,
      refusal: refusals.get(planWashKey(stop.subscriptionId, stop.date)) ?? null,
    };
  });
}

/** A plan wash one tap further on. */
export function advancePlanStop(stop: PlanStop, tap: PlanTap): PlanStop {
  return {
    ...stop,
    state: tap.action === "plan_done" ? "done" : "not_accessible",
    version: stop.version + 1,
  };
}
