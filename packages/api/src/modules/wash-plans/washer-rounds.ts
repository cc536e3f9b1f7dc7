import {
  type ErrorMessage,
  errorMessage,
  firstNameOf,
  indiaToInstant,
  instantToIndia,
  type PlanVisitState,
  readSiteDetails,
  type SiteDetails,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { audit } from "../../lib/audit";
import { shownDate } from "./plan-visits";

// A washer's plan washes: the morning's round (cars by society, tower and slot), and what the phone records of
// each (done with a photo, or the car not accessible with a photo). The phone's queue, replays and the tap's own
// id are field-visits' (the washer's day); this module owns the washes and their versions.

export interface PlanStop {
  subscriptionId: number;
  date: string;
  state: PlanVisitState;
  /** The wash's version: the phone sends it back with its tap; a stale one is refused. */
  version: number;
  window: { from: Date; to: Date };
  planName: string;
  customerFirstName: string;
  vehicleNumber: string;
  vehicleType: string;
  address: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  site: SiteDetails;
  /** The extras the plan includes each month ("Interior clean" twice), for the washer to offer. */
  extras: { name: string; perMonth: number }[];
}

// A halted plan's washes are those of its paid month and its grace days: the washer still goes.
const SERVED_STATUSES = ["active", "halted"] as const;

/**
 * The washes on `date` given to this washer (a centre member on the road), of subscriptions being served, in the
 * order a round of a society goes: society, tower, parking slot.
 */
export async function washerPlanStops(
  db: Db | DbTx,
  washer: { centreId: number; userId: number },
  date: string,
): Promise<PlanStop[]> {
  const crewMemberId = await crewIdOf(db, washer);
  if (crewMemberId === null) return [];
  const visits = await db.planVisit.findMany({
    where: {
      date,
      crewMemberId,
      subscription: { centreId: washer.centreId, status: { in: [...SERVED_STATUSES] } },
    },
    select: {
      subscriptionId: true,
      date: true,
      state: true,
      version: true,
      subscription: {
        select: {
          vehicleNumber: true,
          address: true,
          zip: true,
          latitude: true,
          longitude: true,
          siteDetails: true,
          customer: { select: { name: true } },
          vehicleType: { select: { name: true } },
          plan: { select: { name: true, windowStart: true, windowEnd: true, extras: true } },
        },
      },
    },
  });
  const stops = visits.map(
    ({ subscription, ...visit }): PlanStop => ({
      ...visit,
      window: {
        from: indiaToInstant(date, subscription.plan.windowStart),
        to: indiaToInstant(date, subscription.plan.windowEnd),
      },
      planName: subscription.plan.name,
      customerFirstName: firstNameOf(subscription.customer.name),
      vehicleNumber: subscription.vehicleNumber,
      vehicleType: subscription.vehicleType.name,
      address: subscription.address,
      zip: subscription.zip,
      latitude: subscription.latitude,
      longitude: subscription.longitude,
      site: readSiteDetails(subscription.siteDetails),
      extras: subscription.plan.extras as PlanStop["extras"],
    }),
  );
  const key = (stop: PlanStop) =>
    [stop.site.society ?? stop.address, stop.site.tower ?? "", stop.site.parkingSlot ?? ""].join("\u0000");
  return stops.sort((a, b) => key(a).localeCompare(key(b), "en", { numeric: true }));
}

export type PlanOutcome = "done" | "not_accessible";

export type PlanOutcomeAnswer =
  | { applied: true; state: PlanVisitState; version: number }
  | { applied: false; reason: ErrorMessage; state: PlanVisitState; version: number };

/**
 * What the washer's phone recorded of a wash: done, or the car not accessible, each with its photo (media the
 * caller checked is the washer's own upload), at the tap's time. Of two phones that acted on one version the first
 * wins; the other is answered with what the wash is now. A wash not on this washer's round is null (not found).
 */
export async function recordPlanOutcome(
  tx: DbTx,
  washer: { centreId: number; userId: number },
  tap: {
    subscriptionId: number;
    date: string;
    version: number;
    outcome: PlanOutcome;
    photoMediaId: number;
    at: Date;
  },
): Promise<PlanOutcomeAnswer | null> {
  const crewMemberId = await crewIdOf(tx, washer);
  const visit =
    crewMemberId === null
      ? null
      : await tx.planVisit.findFirst({
          where: {
            subscriptionId: tap.subscriptionId,
            date: tap.date,
            crewMemberId,
            subscription: { centreId: washer.centreId },
          },
          select: { state: true, version: true },
        });
  if (!visit) return null;
  // A tap before the wash's own day (a phone's wrong date, a slip on tomorrow's round) is no wash: the customer
  // would be told their car was washed this morning.
  if (instantToIndia(tap.at).date < tap.date)
    return {
      applied: false,
      reason: errorMessage("planWashNotYet", { date: shownDate(tap.date) }),
      state: visit.state,
      version: visit.version,
    };
  const claimed = await tx.planVisit.updateMany({
    where: { subscriptionId: tap.subscriptionId, date: tap.date, version: tap.version, state: "scheduled" },
    data: {
      state: tap.outcome,
      decidedAt: tap.at,
      photoMediaId: tap.photoMediaId,
      version: { increment: 1 },
    },
  });
  if (claimed.count === 0) {
    return {
      applied: false,
      reason: errorMessage("planWashChanged", { state: visit.state }),
      state: visit.state,
      version: visit.version,
    };
  }
  await audit(
    tx,
    { id: washer.userId, role: "vendor" },
    `plan_visit.${tap.outcome}`,
    { type: "plan_subscription", id: tap.subscriptionId },
    { date: tap.date, photoMediaId: tap.photoMediaId },
  );
  return { applied: true, state: tap.outcome, version: visit.version + 1 };
}

/** The washer's crew row at the centre (each wash is on one: its own washer, who may not be the plan's now). */
async function crewIdOf(db: Db | DbTx, washer: { centreId: number; userId: number }): Promise<number | null> {
  const crew = await db.crewMember.findUnique({
    where: { centreId_userId: { centreId: washer.centreId, userId: washer.userId } },
    select: { id: true },
  });
  return crew?.id ?? null;
}
