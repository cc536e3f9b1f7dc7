import {
  addDays,
  firstDayOfNextMonth,
  indiaDate,
  indiaToInstant,
  PLAN_INSIGHT_MONTHS,
  type PlanBilling,
  type PlanInsights,
  type PlanMonthInsight,
  RENEWAL_RISK_DAYS,
  RENEWAL_RISKS,
  type RenewalAtRisk,
  type RenewalRisk,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import { deriveBookingMoney, deriveBookingPayout, totalsOf } from "../ledger";

// The console's insights on a centre's plans: the subscriptions that may not renew, and per calendar month (India
// time) how many started, ended and were live, and what the plan months starting in it earned, from their ledgers.

/** The centre's renewals at risk and its last PLAN_INSIGHT_MONTHS months, newest first. */
export async function centrePlanInsights(
  db: Db,
  centreId: number,
  now = currentTime(),
): Promise<PlanInsights> {
  const [renewalsAtRisk, months] = await Promise.all([
    renewalsAtRiskOf(db, centreId, indiaDate(now)),
    monthsOf(db, centreId, lastMonths(indiaDate(now).slice(0, 7), PLAN_INSIGHT_MONTHS)),
  ]);
  return { renewalsAtRisk, months };
}

/** What a live subscription whose next month is not open yet waits for, by how it pays. */
const RENEWAL_DUE: Record<PlanBilling, RenewalRisk> = {
  monthly_cash: "month_not_open",
  monthly_upi: "month_unpaid",
  autopay: "debit_not_recorded",
};

/**
 * Halted subscriptions; live ones whose AutoPay debit is failing; and active ones whose last opened month ends by
 * `today` + RENEWAL_RISK_DAYS (so the next is not open: it would be the last opened one).
 */
async function renewalsAtRiskOf(db: Db, centreId: number, today: string): Promise<RenewalAtRisk[]> {
  const rows = await db.planSubscription.findMany({
    where: {
      centreId,
      OR: [
        { status: "halted" },
        { status: { in: ["active", "paused"] }, paymentFailingSince: { not: null } },
        {
          status: "active",
          periods: { some: {}, none: { toDate: { gt: addDays(today, RENEWAL_RISK_DAYS) } } },
        },
      ],
    },
    take: 500,
    select: {
      id: true,
      status: true,
      billing: true,
      vehicleNumber: true,
      paymentFailingSince: true,
      customer: { select: { name: true } },
      plan: { select: { name: true } },
      periods: { orderBy: { fromDate: "desc" }, take: 1, select: { toDate: true } },
    },
  });
  const risks = rows.map((row) => ({
    subscriptionId: row.id,
    customerName: row.customer.name,
    vehicleNumber: row.vehicleNumber,
    planName: row.plan.name,
    billing: row.billing,
    reason:
      row.status === "halted"
        ? ("halted" as const)
        : row.paymentFailingSince
          ? ("debit_failing" as const)
          : RENEWAL_DUE[row.billing],
    paidUntil: row.periods[0]?.toDate ?? null,
    failingSince: row.paymentFailingSince,
  }));
  // Halted, then failing, then the months running out (whatever waits for them), soonest first.
  const rank = (risk: RenewalRisk) => Math.min(RENEWAL_RISKS.indexOf(risk), 2);
  return risks.sort(
    (a, b) =>
      rank(a.reason) - rank(b.reason) ||
      (a.paidUntil ?? "").localeCompare(b.paidUntil ?? "") ||
      a.subscriptionId - b.subscriptionId,
  );
}

/** `count` India months ending with `month` ("YYYY-MM"), newest first. */
export function lastMonths(month: string, count: number): string[] {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return Array.from({ length: count }, (_, back) => {
    const at = new Date(Date.UTC(year, number - 1 - back, 1));
    return at.toISOString().slice(0, 7);
  });
}

/**
 * Each month's subscriptions (those a month of was opened: a plan waiting for its first payment is not yet a
 * subscriber) by their start date and the moment they ended (`cancelledAt`, on the server's clock; `createdAt` is
 * the database's wall clock, which journeys and tests cannot move, so a start is its first day, not its row's), and the money of the plan months whose period
 * starts in it: every figure from each month's ledger, its derivation (deriveBookingMoney, deriveBookingPayout).
 */
async function monthsOf(db: Db, centreId: number, months: readonly string[]): Promise<PlanMonthInsight[]> {
  const oldest = `${months.at(-1)}-01`;
  const end = firstDayOfNextMonth(months[0] ?? "");
  const [subscriptions, periods] = await Promise.all([
    db.planSubscription.findMany({
      where: {
        centreId,
        periods: { some: {} },
        startDate: { lt: end },
        OR: [{ cancelledAt: null }, { cancelledAt: { gte: indiaToInstant(oldest, 0) } }],
      },
      select: { startDate: true, status: true, cancelledAt: true },
    }),
    db.planPeriod.findMany({
      where: { subscription: { centreId }, fromDate: { gte: oldest, lt: end } },
      select: {
        fromDate: true,
        booking: { select: { ledger: { select: { kind: true, amountPaise: true } } } },
      },
    }),
  ]);
  const endedAt = (s: (typeof subscriptions)[number]) =>
    s.status === "cancelled" || s.status === "completed" ? s.cancelledAt : null;
  return months.map((month) => {
    const first = `${month}-01`;
    const next = firstDayOfNextMonth(month);
    const from = indiaToInstant(first, 0);
    const to = indiaToInstant(next, 0);
    const liveAtStart = subscriptions.filter((s) => {
      const ended = endedAt(s);
      return s.startDate < first && (ended === null || ended >= from);
    }).length;
    const ended = subscriptions.filter((s) => {
      const at = endedAt(s);
      return at !== null && at >= from && at < to;
    }).length;
    const money = { planMonths: 0, billedPaise: 0, creditedPaise: 0, earnedPaise: 0, centreSharePaise: 0 };
    for (const period of periods) {
      if (period.fromDate < first || period.fromDate >= next) continue;
      const totals = totalsOf(period.booking.ledger);
      const { duePaise } = deriveBookingMoney(totals);
      const payout = deriveBookingPayout(totals);
      money.planMonths += 1;
      money.billedPaise += totals.service_charge ?? 0;
      money.creditedPaise += totals.plan_visit_credit ?? 0;
      money.earnedPaise += duePaise;
      money.centreSharePaise += duePaise - payout.commissionPaise - payout.tcsPaise;
    }
    return {
      month,
      newSubscriptions: subscriptions.filter((s) => s.startDate >= first && s.startDate < next).length,
      ended,
      liveAtStart,
      churn: liveAtStart > 0 ? ended / liveAtStart : null,
      ...money,
    };
  });
}
