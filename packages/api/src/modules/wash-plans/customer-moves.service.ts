import {
  addDays,
  formatClock,
  indiaDate,
  indiaToInstant,
  type PausePlanInput,
  type PlanSubscriptionView,
  type PlanVisitInput,
  skipCutoff,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { claimEdit } from "../../lib/stale-edit";
import { creditMonth, lastPaidDay, monthOf, refundCredits } from "./plan-months";
import { shownDate } from "./plan-visits";
import { periodOn, subscriptionView } from "./subscription-view";

// What a customer does to their plan between washes: skip a morning before the cut-off, pause for travel within
// the plan's limit, report a wash nobody came for, cancel. Each at the version their screen showed; each answers
// the subscription as it is now.

interface ClaimedSubscription {
  id: number;
  startDate: string;
  status: string;
  plan: { windowStart: number; windowEnd: number; skipNoticeHours: number; maxPauseDaysPerMonth: number };
}

/** The customer's own subscription, claimed at the version they saw, refused unless it is being served. */
async function claimLive(
  tx: DbTx,
  customerId: number,
  subscriptionId: number,
  seen: number,
  live: readonly string[] = ["active"],
): Promise<ClaimedSubscription> {
  const subscription = await tx.planSubscription.findFirst({
    where: { id: subscriptionId, customerId },
    select: {
      id: true,
      startDate: true,
      status: true,
      plan: {
        select: { windowStart: true, windowEnd: true, skipNoticeHours: true, maxPauseDaysPerMonth: true },
      },
    },
  });
  if (!subscription) throw new DomainError("NOT_FOUND", "subscriptionNotFound", "subscriptionId");
  await claimEdit(tx, {
    record: "planSubscription",
    id: subscriptionId,
    seen,
    changed: "planSubscriptionChanged",
    current: () => subscriptionView(tx, customerId, subscriptionId),
  });
  if (!live.includes(subscription.status))
    throw new DomainError(
      "CONFLICT",
      { id: "errors.subscriptionNotLive", values: { state: subscription.status } },
      "subscriptionId",
    );
  return subscription;
}

async function scheduledVisit(tx: DbTx, subscriptionId: number, date: string) {
  const visit = await tx.planVisit.findUnique({
    where: { subscriptionId_date: { subscriptionId, date } },
    select: { state: true },
  });
  if (!visit)
    throw new DomainError(
      "BAD_INPUT",
      { id: "errors.noVisitOnDate", values: { date: shownDate(date) } },
      "date",
    );
  if (visit.state !== "scheduled")
    throw new DomainError(
      "CONFLICT",
      { id: "errors.visitAlreadyDecided", values: { date: shownDate(date), state: visit.state } },
      "date",
    );
}

/** Skips one morning's wash, credited by the plan's terms; refused after the cut-off (the wash goes ahead). */
export async function skipVisit(
  db: Db,
  customerId: number,
  input: PlanVisitInput,
): Promise<PlanSubscriptionView> {
  await db.$transaction(async (tx) => {
    const { plan } = await claimLive(tx, customerId, input.subscriptionId, input.version);
    await scheduledVisit(tx, input.subscriptionId, input.date);
    if (currentTime() >= skipCutoff(input.date, plan.windowStart, plan.skipNoticeHours))
      throw new DomainError(
        "CONFLICT",
        { id: "errors.skipTooLate", values: { hours: plan.skipNoticeHours, date: shownDate(input.date) } },
        "date",
      );
    await decide(tx, customerId, input.subscriptionId, [input.date], "skipped");
  });
  return subscriptionView(db, customerId, input.subscriptionId);
}

/**
 * The customer says nobody came: a wash still scheduled once its window is over becomes missed (the centre's,
 * credited by the plan's terms). A wash the washer marked done or not accessible stays as recorded.
 */
export async function reportMissedVisit(
  db: Db,
  customerId: number,
  input: PlanVisitInput,
): Promise<PlanSubscriptionView> {
  await db.$transaction(async (tx) => {
    const { plan } = await claimLive(tx, customerId, input.subscriptionId, input.version, [
      "active",
      "paused",
      "halted",
      "cancelled",
    ]);
    await scheduledVisit(tx, input.subscriptionId, input.date);
    if (currentTime() < indiaToInstant(input.date, plan.windowEnd))
      throw new DomainError(
        "CONFLICT",
        {
          id: "errors.washNotOverYet",
          values: { date: shownDate(input.date), time: formatClock(plan.windowEnd, "en") },
        },
        "date",
      );
    await decide(tx, customerId, input.subscriptionId, [input.date], "missed");
  });
  return subscriptionView(db, customerId, input.subscriptionId);
}

/**
 * Pauses the washes from `from` to `to` (both included) for travel: every one must still be before its skip
 * cut-off, and the paused washes of each billing period stay within the plan's limit.
 */
export async function pausePlan(
  db: Db,
  customerId: number,
  input: PausePlanInput,
): Promise<PlanSubscriptionView> {
  if (input.to < input.from) throw new DomainError("BAD_INPUT", "pauseEndsBeforeStart", "to");
  await db.$transaction(async (tx) => {
    const subscription = await claimLive(tx, customerId, input.subscriptionId, input.version);
    const { plan } = subscription;
    const now = currentTime();
    if (now >= skipCutoff(input.from, plan.windowStart, plan.skipNoticeHours)) {
      let earliest = indiaDate(now);
      while (now >= skipCutoff(earliest, plan.windowStart, plan.skipNoticeHours))
        earliest = addDays(earliest, 1);
      throw new DomainError(
        "CONFLICT",
        { id: "errors.pauseTooSoon", values: { date: shownDate(addDays(earliest, -1)) } },
        "from",
      );
    }
    const visits = await tx.planVisit.findMany({
      where: { subscriptionId: input.subscriptionId, date: { gte: input.from, lte: input.to } },
      select: { date: true, state: true },
    });
    const toPause = visits.filter((visit) => visit.state === "scheduled").map((visit) => visit.date);
    await assertPauseWithinLimit(tx, subscription, toPause);
    await decide(tx, customerId, input.subscriptionId, toPause, "paused");
  });
  return subscriptionView(db, customerId, input.subscriptionId);
}

async function assertPauseWithinLimit(tx: DbTx, subscription: ClaimedSubscription, dates: readonly string[]) {
  const byPeriod = new Map<string, { to: string; dates: number }>();
  for (const date of dates) {
    const period = periodOn(subscription.startDate, date);
    const entry = byPeriod.get(period.from) ?? { to: period.to, dates: 0 };
    byPeriod.set(period.from, { ...entry, dates: entry.dates + 1 });
  }
  const max = subscription.plan.maxPauseDaysPerMonth;
  for (const [from, { to, dates: days }] of byPeriod) {
    const used = await tx.planVisit.count({
      where: { subscriptionId: subscription.id, state: "paused", date: { gte: from, lte: to } },
    });
    if (used + days > max)
      throw new DomainError("CONFLICT", { id: "errors.pauseTooLong", values: { max, used, days } }, "to");
  }
}

/**
 * Ends the plan: the washes to come leave the washer's mornings (a wash today whose window has opened stays).
 * Those of months already billed stay on the month as cancelled, credited when the plan's terms refund unused
 * days (so every wash keeps its share of the price), and what was paid online for them goes back at once; those
 * of months not billed are simply gone.
 */
export async function cancelPlan(
  db: Db,
  customerId: number,
  input: { subscriptionId: number; version: number },
): Promise<PlanSubscriptionView> {
  await db.$transaction(async (tx) => {
    const { plan } = await claimLive(tx, customerId, input.subscriptionId, input.version, [
      "awaiting_payment",
      "active",
      "paused",
      "halted",
    ]);
    const now = currentTime();
    const today = indiaDate(now);
    const firstKept = now < indiaToInstant(today, plan.windowStart) ? addDays(today, -1) : today;
    const billedUntil = (await lastPaidDay(tx, input.subscriptionId)) ?? firstKept;
    await tx.planVisit.updateMany({
      where: {
        subscriptionId: input.subscriptionId,
        state: "scheduled",
        date: { gt: firstKept, lte: billedUntil },
      },
      data: { state: "cancelled", decidedAt: now, version: { increment: 1 } },
    });
    await tx.planVisit.deleteMany({
      where: { subscriptionId: input.subscriptionId, state: "scheduled", date: { gt: billedUntil } },
    });
    await tx.planSubscription.update({
      where: { id: input.subscriptionId },
      data: { status: "cancelled", cancelledAt: now },
    });
    const months = await tx.planPeriod.findMany({
      where: { subscriptionId: input.subscriptionId, toDate: { gt: firstKept } },
      select: { fromDate: true, bookingId: true },
    });
    for (const month of months) {
      await creditMonth(tx, input.subscriptionId, month.fromDate);
      await refundCredits(tx, month.bookingId);
    }
    await audit(tx, { id: customerId, role: "user" }, "plan_subscription.cancelled", {
      type: "plan_subscription",
      id: input.subscriptionId,
    });
  });
  return subscriptionView(db, customerId, input.subscriptionId);
}

/** Moves scheduled washes to a credited state, and credits them on their months (those open). */
async function decide(
  tx: DbTx,
  customerId: number,
  subscriptionId: number,
  dates: readonly string[],
  state: "skipped" | "paused" | "missed",
) {
  if (dates.length === 0) return;
  await tx.planVisit.updateMany({
    where: { subscriptionId, date: { in: [...dates] }, state: "scheduled" },
    data: { state, decidedAt: currentTime(), version: { increment: 1 } },
  });
  const months = new Set<string>();
  for (const date of dates) {
    const month = await monthOf(tx, subscriptionId, date);
    if (month) months.add(month);
  }
  for (const month of months) await creditMonth(tx, subscriptionId, month);
  await audit(
    tx,
    { id: customerId, role: "user" },
    `plan_visit.${state}`,
    { type: "plan_subscription", id: subscriptionId },
    { dates: [...dates] },
  );
}
