// What a plan's month costs when washes are not given or cash is paid ahead: made up after the month (a plan
// whose credits extend it), or cash carried to the next month.
import { addDays, indiaToInstant } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "../../../test/support/caller";
import { subscribedCar } from "../../../test/support/plan-fixtures";
import { ledgerTotals } from "../ledger";
import { sweepPlans } from "./plan-sweep";

let test: TestDb;
let db: Db;

beforeAll(async () => {
  test = await createTestDb();
  db = test.db;
});
afterAll(async () => {
  await test?.close();
});

/** A cash subscriber from tomorrow to a daily plan (Sunday off) whose credits extend it. */
async function extendingSubscriber() {
  return subscribedCar(db, { billing: "monthly_cash", plan: { creditUse: "extend_plan", weekdays: [0] } });
}

/** The plan's next wash day after `date` (every day but Sunday). */
const nextWashDay = (date: string) => {
  const next = addDays(date, 1);
  return new Date(`${next}T00:00:00Z`).getUTCDay() === 0 ? addDays(next, 1) : next;
};

describe("a plan whose credits extend it", () => {
  it("makes a skipped wash up after the month's last day, with no money back, and the next month follows", async () => {
    const { customer, subscription } = await extendingSubscriber();
    const { period } = subscription;
    const skipped = subscription.visits[1];
    if (!skipped) throw new Error("no second wash");
    const view = await customer.planSubscriptions.skip({
      subscriptionId: subscription.id,
      date: skipped.date,
      version: subscription.version,
    });
    const madeUpOn = nextWashDay(period.to);
    expect(view.period).toEqual({ from: period.from, to: madeUpOn });
    expect(view.visits.find((v) => v.date === skipped.date)).toMatchObject({
      state: "skipped",
      credited: false,
    });
    expect(view.visits.at(-1)).toMatchObject({
      date: madeUpOn,
      state: "scheduled",
      makeUp: true,
      credited: false,
    });
    expect(view.visits).toHaveLength(subscription.visits.length + 1);
    const [month] = view.months;
    expect(month).toMatchObject({
      to: madeUpOn,
      creditsPaise: 0,
      money: expect.objectContaining({ duePaise: 79_900 }),
    });
    const order = await db.planPeriod.findFirstOrThrow({
      where: { subscriptionId: subscription.id },
      select: { booking: { select: { slotEnd: true, items: { select: { subCategoryName: true } } } } },
    });
    expect(order.booking.slotEnd).toEqual(indiaToInstant(addDays(madeUpOn, 1), 0));
    expect(order.booking.items[0]?.subCategoryName).toMatch(/^Daily wipe, .* to .*$/);

    // The washer recorded the rest; the next cash month opens two days before the extended month ends.
    await db.planVisit.updateMany({
      where: { subscriptionId: subscription.id, state: "scheduled", date: { lte: madeUpOn } },
      data: { state: "done" },
    });
    await sweepPlans(db, indiaToInstant(addDays(madeUpOn, -2), 60));
    const months = await db.planPeriod.findMany({
      where: { subscriptionId: subscription.id },
      orderBy: { fromDate: "asc" },
      select: { fromDate: true, toDate: true },
    });
    expect(months.map((m) => m.fromDate)).toEqual([period.from, addDays(madeUpOn, 1)]);
  });

  it("makes a missed wash up too, and refunds the make-ups still to come when the plan is cancelled", async () => {
    const { customer, subscription } = await extendingSubscriber();
    const [first] = subscription.visits;
    if (!first) throw new Error("no wash");
    await sweepPlans(db, indiaToInstant(addDays(first.date, 1), 60));
    const missed = await customer.planSubscriptions.get({ subscriptionId: subscription.id });
    expect(missed.visits[0]).toMatchObject({ state: "missed", credited: false });
    expect(missed.visits.filter((v) => v.makeUp)).toHaveLength(1);
    const month = await db.planPeriod.findFirstOrThrow({
      where: { subscriptionId: subscription.id },
      select: { bookingId: true },
    });
    expect((await ledgerTotals(db, month.bookingId)).plan_visit_credit ?? 0).toBe(0);

    // Cancelled: the washes to come, the make-up among them, are refunded by the terms (unused days).
    const cancelled = await customer.planSubscriptions.cancel({
      subscriptionId: subscription.id,
      version: missed.version,
    });
    const makeUp = cancelled.visits.find((v) => v.makeUp);
    expect(makeUp).toMatchObject({ state: "cancelled", credited: true });
    const credited = cancelled.visits.filter((v) => v.credited).reduce((sum, v) => sum + v.valuePaise, 0);
    expect((await ledgerTotals(db, month.bookingId)).plan_visit_credit).toBe(credited);
  });
});

describe("a plan paid in cash", () => {
  it("collects what the month costs, and cash paid beyond it after a credit pays the next month", async () => {
    const { centre, customer, subscription } = await subscribedCar(db, { billing: "monthly_cash" });
    const owner = callerFor(db, { token: centre.owner.token });
    const first = await db.planPeriod.findFirstOrThrow({
      where: { subscriptionId: subscription.id },
      select: { bookingId: true, toDate: true },
    });
    // A wash skipped before the washer collects: the washer takes the month's price less its credit.
    const skipped = subscription.visits[1];
    if (!skipped) throw new Error("no second wash");
    const moved = await customer.planSubscriptions.skip({
      subscriptionId: subscription.id,
      date: skipped.date,
      version: subscription.version,
    });
    await owner.centreBookings.act({ bookingId: first.bookingId, action: "cash_collected" });
    expect((await ledgerTotals(db, first.bookingId)).cash_collected).toBe(79_900 - skipped.valuePaise);

    // Another skipped after the cash was taken: the month was paid that much beyond what it cost.
    const later = moved.visits[3];
    if (!later) throw new Error("no fourth wash");
    await customer.planSubscriptions.skip({
      subscriptionId: subscription.id,
      date: later.date,
      version: moved.version,
    });

    // The washer recorded the month's other washes (as the phone would).
    await db.planVisit.updateMany({
      where: { subscriptionId: subscription.id, state: "scheduled", date: { lte: first.toDate } },
      data: { state: "done" },
    });
    // The next month opens two days before this one ends; once this one is over, the excess pays the next.
    await sweepPlans(db, indiaToInstant(addDays(first.toDate, -2), 60));
    await sweepPlans(db, indiaToInstant(addDays(first.toDate, 1), 60));
    const next = await db.planPeriod.findFirstOrThrow({
      where: { subscriptionId: subscription.id, fromDate: addDays(first.toDate, 1) },
      select: { bookingId: true },
    });
    const view = await customer.planSubscriptions.get({ subscriptionId: subscription.id });
    const [nextMonth, firstMonth] = view.months;
    expect(firstMonth?.status).toBe("completed");
    expect(firstMonth?.money).toMatchObject({
      duePaise: 79_900 - skipped.valuePaise - later.valuePaise,
      cashPaise: 79_900 - skipped.valuePaise - later.valuePaise,
      outstandingPaise: 0,
    });
    expect(nextMonth?.money).toMatchObject({
      cashPaise: later.valuePaise,
      outstandingPaise: 79_900 - later.valuePaise,
    });
    expect(await ledgerTotals(db, next.bookingId)).toMatchObject({ plan_cash_applied: later.valuePaise });

    // The washer collects the rest; the sweep running again carries nothing twice.
    await owner.centreBookings.act({ bookingId: next.bookingId, action: "cash_collected" });
    await sweepPlans(db, indiaToInstant(addDays(first.toDate, 1), 120));
    const totals = await ledgerTotals(db, next.bookingId);
    expect(totals).toMatchObject({
      cash_collected: 79_900 - later.valuePaise,
      plan_cash_applied: later.valuePaise,
    });
    expect((await ledgerTotals(db, first.bookingId)).plan_cash_carried).toBe(later.valuePaise);
  });
});
