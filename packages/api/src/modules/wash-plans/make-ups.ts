import { addDays, visitsOn } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import { extendPlanMonth } from "../booking";
import { washerFor } from "./washer-choice";

/** How far past its last day a month is looked along for its make-up washes' days (a weekly plan needs weeks). */
const MAX_SEARCH_DAYS = 400;

/**
 * Makes good, on a plan whose credits extend it, the washes of its paid months the customer did not get (skipped
 * in time, paused, missed): a wash for each not yet made up is added after the last month's last day, on the plan's
 * days, on a washer with room (the centre's to give if none has), and that month lasts until the last of them (its
 * order says so). Only while the plan runs; with washes already held beyond the last month (its grace days, a month
 * not paid yet) they wait for that month to open. Answers how many washes were added.
 */
export async function makeUpWashes(tx: DbTx, subscriptionId: number): Promise<number> {
  const subscription = await tx.planSubscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: {
      status: true,
      startDate: true,
      plan: { select: { name: true, creditUse: true, frequency: true, weekdays: true } },
    },
  });
  if (subscription.plan.creditUse !== "extend_plan" || subscription.status !== "active") return 0;
  const last = await tx.planPeriod.findFirst({
    where: { subscriptionId },
    orderBy: { fromDate: "desc" },
    select: { fromDate: true, toDate: true, bookingId: true },
  });
  if (!last) return 0;
  const [owed] = await tx.$queryRaw<{ owed: number; beyond: number }[]>`
    SELECT
      (SELECT count(*)::int FROM plan_visits v
        WHERE v.subscription_id = ${subscriptionId}::int AND v.state IN ('missed', 'skipped', 'paused')
          AND EXISTS (SELECT 1 FROM plan_periods p WHERE p.subscription_id = v.subscription_id
            AND v.date BETWEEN p.from_date AND p.to_date))
      - (SELECT count(*)::int FROM plan_visits v WHERE v.subscription_id = ${subscriptionId}::int AND v.make_up)
        AS owed,
      (SELECT count(*)::int FROM plan_visits v
        WHERE v.subscription_id = ${subscriptionId}::int AND v.date > ${last.toDate}) AS beyond`;
  if (!owed || owed.owed <= 0 || owed.beyond > 0) return 0;
  const dates: string[] = [];
  for (let day = 1; dates.length < owed.owed && day <= MAX_SEARCH_DAYS; day++) {
    const date = addDays(last.toDate, day);
    if (visitsOn(subscription.plan, subscription.startDate, date)) dates.push(date);
  }
  const to = dates.at(-1);
  if (!to) return 0;
  const crewMemberId = await washerFor(tx, subscriptionId, dates);
  await tx.planVisit.createMany({
    data: dates.map((date) => ({ subscriptionId, date, crewMemberId, makeUp: true })),
  });
  await tx.planPeriod.update({
    where: { subscriptionId_fromDate: { subscriptionId, fromDate: last.fromDate } },
    data: { toDate: to },
  });
  await extendPlanMonth(tx, last.bookingId, { planName: subscription.plan.name, from: last.fromDate, to });
  return dates.length;
}
