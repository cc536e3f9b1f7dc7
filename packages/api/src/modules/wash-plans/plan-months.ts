import {
  addDays,
  daysBetween,
  formatRupees,
  indiaDate,
  isCreditedWash,
  type PlanPeriod,
  periodFrom,
  readSiteDetails,
  visitDates,
  visitValuesPaise,
} from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { movePlanMonth, openPlanMonth } from "../booking";
import { appendLedgerEntries, bookingMoney, requestRefund, syncPaymentStatus } from "../ledger";
import { makeUpWashes } from "./make-ups";
import { scheduleVisits } from "./plan-visits";
import { washerFor } from "./washer-choice";

// A subscription's months: each billing period is an order (booking module's openPlanMonth) tied to it by
// plan_periods, with the period's washes on the washer. What the month costs is its ledger: the price when it
// opens, and a plan_visit_credit for each wash credited back by the plan's terms (skipped in time, paused,
// missed), written as the wash is credited (or as the month opens, for washes credited before it). When the
// month is over it is completed, and what was paid beyond what it cost goes back.

const SYSTEM: Actor = { id: null, role: "system" };

/**
 * The period a subscription bills next: its first from its start date, then each from the day after the last
 * paid one, so months follow each other. A plan whose payment stopped and came back after its grace days (the
 * days the washer kept coming meanwhile) starts again tomorrow: nobody pays for days that had no washes. Never
 * before tomorrow for a first month paid late either.
 */
export async function nextPeriod(tx: DbTx, subscriptionId: number): Promise<PlanPeriod> {
  const [subscription, last] = await Promise.all([
    tx.planSubscription.findUniqueOrThrow({
      where: { id: subscriptionId },
      select: { startDate: true, plan: { select: { haltGraceDays: true } } },
    }),
    lastPaidDay(tx, subscriptionId),
  ]);
  const today = indiaDate(currentTime());
  const tomorrow = addDays(today, 1);
  if (!last) return periodFrom(subscription.startDate > today ? subscription.startDate : tomorrow);
  const lapsed = daysBetween(last, today) > subscription.plan.haltGraceDays + 1;
  return periodFrom(lapsed ? tomorrow : addDays(last, 1));
}

/**
 * Opens the month of `period`: its order (UPI: waiting for its payment; cash: confirmed), the tie to it, its
 * washes on the subscription's washer (those already scheduled stay), and the credits of washes credited before
 * it opened. Answers the order's booking id. Opening a month already open answers that one's.
 */
export async function openMonth(
  tx: DbTx,
  subscriptionId: number,
  period: PlanPeriod,
  paymentMethod: "upi" | "cash",
): Promise<number> {
  const open = await tx.planPeriod.findUnique({
    where: { subscriptionId_fromDate: { subscriptionId, fromDate: period.from } },
    select: { bookingId: true },
  });
  if (open) return open.bookingId;
  const subscription = await tx.planSubscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: {
      customerId: true,
      centreId: true,
      vehicleTypeId: true,
      vehicleNumber: true,
      address: true,
      city: true,
      state: true,
      zip: true,
      latitude: true,
      longitude: true,
      siteDetails: true,
      startDate: true,
      crewMemberId: true,
      monthlyPaise: true,
      customer: { select: { mobile: true, phone: true } },
      plan: { select: { name: true, frequency: true, weekdays: true } },
    },
  });
  const booking = await openPlanMonth(tx, SYSTEM, {
    customerId: subscription.customerId,
    centreId: subscription.centreId,
    vehicleTypeId: subscription.vehicleTypeId,
    vehicleNumber: subscription.vehicleNumber,
    contactMobile: subscription.customer.phone ?? subscription.customer.mobile ?? "",
    address: subscription.address,
    city: subscription.city,
    state: subscription.state,
    zip: subscription.zip,
    latitude: subscription.latitude,
    longitude: subscription.longitude,
    siteDetails: readSiteDetails(subscription.siteDetails),
    from: period.from,
    to: period.to,
    planName: subscription.plan.name,
    pricePaise: subscription.monthlyPaise,
    paymentMethod,
  });
  await tx.planPeriod.create({
    data: { subscriptionId, fromDate: period.from, toDate: period.to, bookingId: booking.id },
  });
  const dates = visitDates(subscription.plan, subscription.startDate, period);
  const washer = await washerFor(tx, subscriptionId, dates);
  await scheduleVisits(tx, { subscriptionId, crewMemberId: washer, dates });
  // Washes held or given in grace before the month opened go with the car to the washer chosen for it (who has
  // room on every date, its own washes aside).
  await tx.planVisit.updateMany({
    where: { subscriptionId, state: "scheduled", date: { in: dates } },
    data: { crewMemberId: washer },
  });
  await creditMonth(tx, subscriptionId, period.from);
  return booking.id;
}

/**
 * Writes a plan_visit_credit for each credited wash of the month starting `from` that has none yet (once per
 * wash: the entry's reference names it). Each wash is worth its share of the month's price (visitValuesPaise).
 * Nothing while the month has no order yet: it is credited as it opens. On a plan whose credits extend it, the
 * washes are made up instead (make-ups.ts).
 */
export async function creditMonth(tx: DbTx, subscriptionId: number, from: string): Promise<void> {
  const month = await tx.planPeriod.findUnique({
    where: { subscriptionId_fromDate: { subscriptionId, fromDate: from } },
    select: {
      toDate: true,
      bookingId: true,
      subscription: {
        select: { monthlyPaise: true, plan: { select: { refundUnusedOnCancel: true, creditUse: true } } },
      },
    },
  });
  if (!month) return;
  const visits = await tx.planVisit.findMany({
    where: { subscriptionId, date: { gte: from, lte: month.toDate } },
    orderBy: { date: "asc" },
    select: { date: true, state: true },
  });
  const values = visitValuesPaise(month.subscription.monthlyPaise, visits.length);
  const credits = visits.flatMap((visit, i) =>
    isCreditedWash(visit.state, month.subscription.plan)
      ? [
          {
            bookingId: month.bookingId,
            kind: "plan_visit_credit" as const,
            amountPaise: values[i] ?? 0,
            reference: `plan_visit:${subscriptionId}:${visit.date}`,
          },
        ]
      : [],
  );
  if ((await appendLedgerEntries(tx, SYSTEM, credits)) > 0) await syncPaymentStatus(tx, month.bookingId);
  // A plan whose credits extend it makes those washes up instead.
  await makeUpWashes(tx, subscriptionId);
}

/** The month a wash's date falls in, if it is open: for crediting a wash as it is credited. */
export async function monthOf(tx: DbTx, subscriptionId: number, date: string): Promise<string | null> {
  const month = await tx.planPeriod.findFirst({
    where: { subscriptionId, fromDate: { lte: date }, toDate: { gte: date } },
    select: { fromDate: true },
  });
  return month?.fromDate ?? null;
}

/**
 * Closes a month whose last day is over: its order completed (the centre's share is released as for any booking)
 * and what was paid online beyond what the month cost after its credits goes back to the customer.
 */
export async function closeMonth(tx: DbTx, bookingId: number): Promise<void> {
  await movePlanMonth(tx, SYSTEM, bookingId, "completed");
  await refundCredits(tx, bookingId);
  await carryCash(tx, bookingId);
}

/**
 * Cash a month was paid beyond what it cost after its credits (the washer collected the price, and washes were
 * credited after) pays the next month instead: the customer hands over that much less. With no next month (the
 * plan ended), it stays on the month, owed back in cash (the month's money shows it).
 */
async function carryCash(tx: DbTx, bookingId: number): Promise<void> {
  const money = await bookingMoney(tx, bookingId);
  const excess = money.cashPaise - money.duePaise;
  if (excess <= 0) return;
  const month = await tx.planPeriod.findUniqueOrThrow({
    where: { bookingId },
    select: { subscriptionId: true, toDate: true },
  });
  const next = await tx.planPeriod.findUnique({
    where: {
      subscriptionId_fromDate: { subscriptionId: month.subscriptionId, fromDate: addDays(month.toDate, 1) },
    },
    select: { bookingId: true, booking: { select: { status: true } } },
  });
  if (next?.booking.status !== "confirmed") return;
  const carried = await appendLedgerEntries(tx, SYSTEM, [
    { bookingId, kind: "plan_cash_carried", amountPaise: excess, reference: `plan_month:${next.bookingId}` },
    {
      bookingId: next.bookingId,
      kind: "plan_cash_applied",
      amountPaise: excess,
      reference: `plan_month:${bookingId}`,
    },
  ]);
  if (carried > 0) {
    await syncPaymentStatus(tx, bookingId);
    await syncPaymentStatus(tx, next.bookingId);
  }
}

/** Gives back what was paid online for a month beyond what it costs after its credits (nothing in cash). */
export async function refundCredits(tx: DbTx, bookingId: number): Promise<void> {
  const money = await bookingMoney(tx, bookingId);
  const excess = Math.min(money.refundablePaise, money.heldPaise - money.duePaise);
  if (excess > 0)
    await requestRefund(tx, SYSTEM, {
      bookingId,
      amountPaise: excess,
      reason: `Credited washes of the month: ${formatRupees(excess)} back`,
    });
}

/** The last day of the subscription's last opened month (its washes are paid for up to it), or null. */
export async function lastPaidDay(tx: DbTx, subscriptionId: number): Promise<string | null> {
  const last = await tx.planPeriod.findFirst({
    where: { subscriptionId },
    orderBy: { fromDate: "desc" },
    select: { toDate: true },
  });
  return last?.toDate ?? null;
}
