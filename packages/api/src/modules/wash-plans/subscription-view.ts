import {
  addDays,
  formatMinutes,
  indiaDate,
  isCreditedWash,
  type PlanPeriod,
  type PlanSubscriptionView,
  periodFrom,
  readSiteDetails,
  skipCutoff,
  visitValuesPaise,
} from "@chamak/contracts";
import type { Db, DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { deriveBookingMoney, ledgerTotals } from "../ledger";

const subscriptionSelect = {
  id: true,
  version: true,
  status: true,
  billing: true,
  startDate: true,
  monthlyPaise: true,
  vehicleNumber: true,
  address: true,
  siteDetails: true,
  vehicleType: { select: { name: true } },
  centre: { select: { id: true, name: true } },
  crewMember: { select: { member: { select: { user: { select: { name: true } } } } } },
  plan: {
    select: {
      id: true,
      name: true,
      frequency: true,
      weekdays: true,
      windowStart: true,
      windowEnd: true,
      skipNoticeHours: true,
      maxPauseDaysPerMonth: true,
      creditUse: true,
      refundUnusedOnCancel: true,
    },
  },
} satisfies Prisma.PlanSubscriptionSelect;

/** The billing period a date falls in, counting whole periods from the subscription's start. */
export function periodOn(startDate: string, date: string): PlanPeriod {
  let period = periodFrom(startDate);
  while (period.to < date) period = periodFrom(addDays(period.to, 1));
  return period;
}

/**
 * The period the plan's page shows: the billed month today is in, else the next billed one (a first month not
 * begun), else the calendar month from the start date that today is in (waiting for its first payment, or
 * stopped). Billed months follow the calendar until a plan is extended or restarts after a lapse.
 */
async function shownPeriod(db: Db | DbTx, subscriptionId: number, startDate: string, today: string) {
  const months = await db.planPeriod.findMany({
    where: { subscriptionId, toDate: { gte: today } },
    orderBy: { fromDate: "asc" },
    select: { fromDate: true, toDate: true },
    take: 1,
  });
  const [month] = months;
  return month ? { from: month.fromDate, to: month.toDate } : periodOn(startDate, today);
}

/**
 * A customer's subscription as their plan page shows it: the plan, the car and where it waits, the washer, and
 * this period's washes, each with what it is worth (the month's price spread over the period's washes), whether
 * it is credited back by the plan's terms, and until when it can still be skipped.
 */
export async function subscriptionView(
  db: Db | DbTx,
  customerId: number,
  subscriptionId: number,
): Promise<PlanSubscriptionView> {
  const subscription = await db.planSubscription.findFirst({
    where: { id: subscriptionId, customerId },
    select: subscriptionSelect,
  });
  if (!subscription) throw new DomainError("NOT_FOUND", "subscriptionNotFound", "subscriptionId");
  const now = currentTime();
  const today = indiaDate(now);
  // Before the start, the first period.
  const period = await shownPeriod(db, subscriptionId, subscription.startDate, today);
  const visits = await db.planVisit.findMany({
    where: { subscriptionId, date: { gte: period.from, lte: period.to } },
    orderBy: { date: "asc" },
    select: { date: true, state: true, makeUp: true },
  });
  const values = visitValuesPaise(subscription.monthlyPaise, visits.length);
  const { plan, crewMember, vehicleType } = subscription;
  const site = readSiteDetails(subscription.siteDetails);
  return {
    id: subscription.id,
    version: subscription.version,
    state: subscription.status,
    billing: subscription.billing,
    centre: subscription.centre,
    vehicleNumber: subscription.vehicleNumber,
    address: subscription.address,
    monthlyPaise: subscription.monthlyPaise,
    plan: { ...plan, windowStart: formatMinutes(plan.windowStart), windowEnd: formatMinutes(plan.windowEnd) },
    vehicleType: vehicleType.name,
    society: site.society ?? null,
    tower: site.tower ?? null,
    parkingSlot: site.parkingSlot ?? null,
    washerName: crewMember?.member.user.name ?? null,
    period,
    visits: visits.map((visit, i) => {
      const cutoff = skipCutoff(visit.date, plan.windowStart, plan.skipNoticeHours);
      return {
        date: visit.date,
        state: visit.state,
        valuePaise: values[i] ?? 0,
        credited: isCreditedWash(visit.state, plan),
        makeUp: visit.makeUp,
        skipUntil: visit.state === "scheduled" && now < cutoff ? cutoff : null,
      };
    }),
    pauseDaysUsed: visits.filter((visit) => visit.state === "paused").length,
    months: await monthsOf(db, subscriptionId),
  };
}

/** The months billed so far, newest first, with their money as each order's ledger says. */
async function monthsOf(db: Db | DbTx, subscriptionId: number): Promise<PlanSubscriptionView["months"]> {
  const months = await db.planPeriod.findMany({
    where: { subscriptionId },
    orderBy: { fromDate: "desc" },
    take: 12,
    select: { fromDate: true, toDate: true, booking: { select: { id: true, code: true, status: true } } },
  });
  return Promise.all(
    months.map(async ({ fromDate, toDate, booking }) => {
      const totals = await ledgerTotals(db, booking.id);
      return {
        bookingId: booking.id,
        code: booking.code,
        from: fromDate,
        to: toDate,
        status: booking.status,
        pricePaise: totals.service_charge ?? 0,
        creditsPaise: totals.plan_visit_credit ?? 0,
        money: deriveBookingMoney(totals, booking.status),
      };
    }),
  );
}

/** The customer's subscriptions, newest first, each as subscriptionView shows it. */
export async function mySubscriptions(db: Db, customerId: number): Promise<PlanSubscriptionView[]> {
  const ids = await db.planSubscription.findMany({
    where: { customerId },
    orderBy: { id: "desc" },
    select: { id: true },
    take: 20,
  });
  return Promise.all(ids.map(({ id }) => subscriptionView(db, customerId, id)));
}
