import { addDays, indiaDate, indiaToInstant } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor } from "../../../test/support/caller";
import { planHouseholder, planInput } from "../../../test/support/plan-fixtures";
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

describe("a plan paid in cash", () => {
  it("collects what the month costs, and cash paid beyond it after a credit pays the next month", async () => {
    const centre = await bookableCentre(db, { doorstep: true });
    const owner = callerFor(db, { token: centre.owner.token });
    const [plan] = await owner.washPlans.save(planInput(centre.vehicleType.id));
    if (!plan) throw new Error("no plan");
    const { user, vehicle, address } = await planHouseholder(db, centre.vehicleType.id);
    const customer = callerFor(db, { token: user.token });
    const subscription = await customer.planSubscriptions.subscribe({
      planId: plan.id,
      vehicleId: vehicle.id,
      addressId: address.id,
      startDate: indiaDate(new Date(), 1),
      billing: "monthly_cash",
    });
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
