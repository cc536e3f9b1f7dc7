import { addDays, daysBetween, indiaDate, type PlanFrequency, visitDates } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { audit } from "../../lib/audit";
import { setAutopayState } from "./autopay-state";
import { remindRenewal } from "./month-order-state";
import { closeMonth, creditMonth, lastPaidDay, monthOf, nextPeriod, openMonth } from "./plan-months";
import { scheduleVisits } from "./plan-visits";
import { washerFor } from "./washer-choice";

/** How many days before a cash month ends the next one opens (the cleaner collects at the start of the month). */
const CASH_RENEWAL_DAYS = 2;
/** How many days before a month paid by UPI ends the customer is reminded to pay the next. */
const UPI_RENEWAL_NOTICE_DAYS = 3;
/** How long after its start date a plan to be paid by UPI waits for its first month before it is given up. */
const UNPAID_START_DAYS = 2;

export interface PlanSweep {
  /** Washes nobody marked by the end of their day: missed, credited. */
  missed: number;
  /** Months whose last day is over: completed, what the credits gave back refunded. */
  closed: number;
  /** Cash months opened for the month ahead. */
  opened: number;
  /** Customers reminded that their month by UPI ends in a few days. */
  reminded: number;
  /** Plans whose paid month ended without the next one paid: the washer comes for the grace days, then stops. */
  graceWashes: number;
  halted: number;
  /** Plans to be paid month by month by UPI whose first month was never paid: given up, their washes freed. */
  expired: number;
}

/**
 * The plans' day, run by the job runner: a wash still scheduled once its day is over was missed (the centre's:
 * credited by the plan's terms); a month whose last day is over is closed; a cash plan's next month opens two days
 * before this one ends. Each change in its own transaction; one that fails stops nothing else, and the sweep
 * throws the first failure once it has done the rest (the job runner logs it; the next run tries it again).
 */
export async function sweepPlans(db: Db, now: Date): Promise<PlanSweep> {
  const today = indiaDate(now);
  const sweep: PlanSweep = {
    missed: 0,
    closed: 0,
    opened: 0,
    reminded: 0,
    graceWashes: 0,
    halted: 0,
    expired: 0,
  };
  const failures: unknown[] = [];
  const each = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      failures.push(error);
    }
  };

  const unmarked = await db.planVisit.findMany({
    where: {
      state: "scheduled",
      date: { lt: today },
      subscription: { status: { in: ["active", "halted"] } },
    },
    select: { subscriptionId: true, date: true },
    take: 500,
  });
  for (const wash of unmarked) {
    await each(() =>
      db.$transaction(async (tx) => {
        const moved = await tx.planVisit.updateMany({
          where: { subscriptionId: wash.subscriptionId, date: wash.date, state: "scheduled" },
          data: { state: "missed", decidedAt: now, version: { increment: 1 } },
        });
        if (moved.count === 0) return;
        const month = await monthOf(tx, wash.subscriptionId, wash.date);
        if (month) await creditMonth(tx, wash.subscriptionId, month);
        await audit(
          tx,
          { id: null, role: "system" },
          "plan_visit.missed",
          { type: "plan_subscription", id: wash.subscriptionId },
          { date: wash.date },
        );
        sweep.missed += 1;
      }),
    );
  }

  const ended = await db.planPeriod.findMany({
    where: { toDate: { lt: today }, booking: { status: "confirmed" } },
    select: { bookingId: true },
    take: 200,
  });
  for (const month of ended) {
    await each(async () => {
      await db.$transaction((tx) => closeMonth(tx, month.bookingId));
      sweep.closed += 1;
    });
  }

  const renewing = await db.planSubscription.findMany({
    where: {
      status: "active",
      billing: "monthly_cash",
      periods: { some: {}, none: { toDate: { gt: addDays(today, CASH_RENEWAL_DAYS) } } },
    },
    select: { id: true },
    take: 200,
  });
  for (const { id } of renewing) {
    await each(async () => {
      await db.$transaction(async (tx) => {
        const paidUntil = await lastPaidDay(tx, id);
        await openMonth(tx, id, await nextPeriod(tx, id), "cash");
        if (paidUntil) await remindRenewal(tx, id, paidUntil);
      });
      sweep.opened += 1;
    });
  }

  for (const due of await renewalsDue(db, today)) {
    await each(async () => {
      if (await db.$transaction((tx) => remindRenewal(tx, due.id, due.paidUntil))) sweep.reminded += 1;
    });
  }
  for (const unpaid of await paidMonthOver(db, today)) {
    await each(() =>
      db.$transaction(async (tx) => {
        const lapsed = daysBetween(unpaid.paidUntil, today) > unpaid.graceDays;
        if (lapsed && unpaid.billing === "monthly_upi" && unpaid.status === "active") {
          if (await setAutopayState(tx, unpaid.id, "halted", unpaid.paidUntil)) sweep.halted += 1;
          return;
        }
        if (!lapsed) sweep.graceWashes += await scheduleGraceWashes(tx, unpaid, today);
      }),
    );
  }
  const neverPaid = await db.planSubscription.findMany({
    where: {
      status: "awaiting_payment",
      billing: "monthly_upi",
      startDate: { lt: addDays(today, -UNPAID_START_DAYS) },
    },
    select: { id: true },
    take: 200,
  });
  for (const { id } of neverPaid) {
    await each(async () => {
      if (await db.$transaction((tx) => setAutopayState(tx, id, "cancelled", null))) sweep.expired += 1;
    });
  }
  if (failures.length > 0) throw failures[0];
  return sweep;
}

/** Plans paid month by month by UPI whose paid month ends within the notice days, not yet reminded of it. */
async function renewalsDue(db: Db, today: string) {
  return db.$queryRaw<{ id: number; paidUntil: string }[]>`
    SELECT s.id, max(p.to_date) AS "paidUntil"
    FROM plan_subscriptions s JOIN plan_periods p ON p.subscription_id = s.id
    WHERE s.status = 'active' AND s.billing = 'monthly_upi'
    GROUP BY s.id, s.renewal_notice_for
    HAVING max(p.to_date) >= ${today} AND max(p.to_date) <= ${addDays(today, UPI_RENEWAL_NOTICE_DAYS)}
      AND s.renewal_notice_for IS DISTINCT FROM max(p.to_date)
    LIMIT 200`;
}

interface UnpaidPlan {
  id: number;
  status: string;
  billing: string;
  paidUntil: string;
  graceDays: number;
  startDate: string;
  frequency: PlanFrequency;
  weekdays: number[];
}

/**
 * Plans paid by UPI (AutoPay or month by month) whose paid month is over by tomorrow with the next not paid
 * (AutoPay still retrying, or halted; a month not paid): those within their grace days, and those paid month by
 * month still running past them.
 */
async function paidMonthOver(db: Db, today: string) {
  return db.$queryRaw<UnpaidPlan[]>`
    SELECT s.id, s.status::text AS status, s.billing::text AS billing, max(p.to_date) AS "paidUntil",
      w.halt_grace_days AS "graceDays", s.start_date AS "startDate",
      w.frequency::text AS frequency, w.weekdays
    FROM plan_subscriptions s
      JOIN wash_plans w ON w.id = s.plan_id
      JOIN plan_periods p ON p.subscription_id = s.id
    WHERE s.status IN ('active', 'halted') AND s.billing IN ('autopay', 'monthly_upi')
    GROUP BY s.id, w.id
    HAVING max(p.to_date) < ${addDays(today, 1)}
      AND (max(p.to_date)::date + w.halt_grace_days + 1 >= ${today}::date
        OR (s.status = 'active' AND s.billing = 'monthly_upi'))
    LIMIT 500`;
}

/**
 * The grace days' washes up to tomorrow (the washer's round for a morning is made the day before), on the car's
 * washer: the plan goes on while the payment is late. Paid within the grace days, the next month starts the day
 * after the paid one and counts them; never paid, they were the centre's to give.
 */
async function scheduleGraceWashes(tx: DbTx, plan: UnpaidPlan, today: string): Promise<number> {
  // YYYY-MM-DD dates sort as text.
  const [from = today] = [addDays(plan.paidUntil, 1), today].sort().reverse();
  const [to = today] = [addDays(plan.paidUntil, plan.graceDays), addDays(today, 1)].sort();
  if (to < from) return 0;
  const scheduled = await tx.planVisit.findMany({
    where: { subscriptionId: plan.id, date: { gte: from, lte: to } },
    select: { date: true },
  });
  const dates = visitDates(plan, plan.startDate, { from, to }).filter(
    (date) => !scheduled.some((visit) => visit.date === date),
  );
  if (dates.length === 0) return 0;
  // Their washer while they have room (another car may have taken the place meanwhile), as for a new month.
  return scheduleVisits(tx, {
    subscriptionId: plan.id,
    crewMemberId: await washerFor(tx, plan.id, dates),
    dates,
  });
}
