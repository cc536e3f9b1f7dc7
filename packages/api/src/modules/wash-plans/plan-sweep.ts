import { addDays, indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { audit } from "../../lib/audit";
import { closeMonth, creditMonth, monthOf, nextPeriod, openMonth } from "./plan-months";

/** How many days before a cash month ends the next one opens (the cleaner collects at the start of the month). */
const CASH_RENEWAL_DAYS = 2;

export interface PlanSweep {
  /** Washes nobody marked by the end of their day: missed, credited. */
  missed: number;
  /** Months whose last day is over: completed, what the credits gave back refunded. */
  closed: number;
  /** Cash months opened for the month ahead. */
  opened: number;
}

/**
 * The plans' day, run by the job runner: a wash still scheduled once its day is over was missed (the centre's:
 * credited by the plan's terms); a month whose last day is over is closed; a cash plan's next month opens two days
 * before this one ends. Each change in its own transaction; one that fails stops nothing else, and the sweep
 * throws the first failure once it has done the rest (the job runner logs it; the next run tries it again).
 */
export async function sweepPlans(db: Db, now: Date): Promise<PlanSweep> {
  const today = indiaDate(now);
  const sweep: PlanSweep = { missed: 0, closed: 0, opened: 0 };
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
      await db.$transaction(async (tx) => openMonth(tx, id, await nextPeriod(tx, id), "cash"));
      sweep.opened += 1;
    });
  }
  if (failures.length > 0) throw failures[0];
  return sweep;
}
