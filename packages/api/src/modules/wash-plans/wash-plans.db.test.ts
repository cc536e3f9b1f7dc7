import {
  addDays,
  indiaDate,
  indiaToInstant,
  periodFrom,
  visitDates,
  type WashPlanInput,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { onTheRoad } from "../../../test/support/crew-fixtures";
import { planHouseholder, planInput } from "../../../test/support/plan-fixtures";
import { freshMemberOf } from "../../../test/support/team-fixtures";
import { issueBookingInvoice } from "../invoices/issue-booking-invoice";
import { sweepPlans } from "./plan-sweep";
import { shownDate } from "./plan-visits";

let test: TestDb;
let db: Db;
beforeAll(async () => {
  test = await createTestDb();
  db = test.db;
});
afterAll(() => test?.close());

const tomorrow = () => indiaDate(new Date(), 1);

/** A wash every morning but Sunday, with two interior cleans a month. */
const dailyPlan = (vehicleTypeId: number, overrides: Partial<WashPlanInput> = {}): WashPlanInput =>
  planInput(vehicleTypeId, {
    weekdays: [0],
    extras: [{ name: "Interior clean", perMonth: 2 }],
    ...overrides,
  });

/** A new customer with one saved car and their flat in a Lajpat Nagar society (inside the centre's reach). */
async function householder(vehicleTypeId: number, society = "Green Park Residency") {
  const home = await planHouseholder(db, vehicleTypeId, { society, tower: "B", parkingSlot: "B-104" });
  return { ...home, caller: callerFor(db, { token: home.user.token }) };
}

/** A doorstep centre (its owner the one washer, on call all day) with a daily plan on sale. */
async function planCentre(overrides: Partial<WashPlanInput> = {}) {
  const fixture = await bookableCentre(db, { doorstep: true });
  const owner = callerFor(db, { token: fixture.owner.token });
  const [plan] = await owner.washPlans.save(dailyPlan(fixture.vehicleType.id, overrides));
  if (!plan) throw new Error("no plan saved");
  return { fixture, owner, plan };
}

describe("a centre's plans", () => {
  it("are saved with their prices and terms, listed, offered on the centre's page, and edited by version", async () => {
    const { fixture, owner, plan } = await planCentre();
    expect(plan).toMatchObject({
      name: "Daily wipe",
      frequency: "daily",
      weekdays: [0],
      windowStart: "06:00",
      windowEnd: "10:00",
      prices: [{ vehicleTypeId: fixture.vehicleType.id, vehicleType: "Suv", monthlyPaise: 79_900 }],
      extras: [{ name: "Interior clean", perMonth: 2 }],
      liveSubscribers: 0,
      version: 1,
    });
    const visitor = callerFor(db);
    expect((await visitor.washPlans.onOffer({ centreId: fixture.centre.id })).map((p) => p.id)).toEqual([
      plan.id,
    ]);

    const edit = { ...dailyPlan(fixture.vehicleType.id), id: plan.id, version: plan.version };
    const [edited] = await owner.washPlans.save({
      ...edit,
      prices: [{ vehicleTypeId: fixture.vehicleType.id, monthlyPaise: 89_900 }],
    });
    expect(edited).toMatchObject({ version: 2, prices: [{ monthlyPaise: 89_900 }] });
    // A save from a screen opened before that change is refused, and changes nothing.
    await expect(owner.washPlans.save({ ...edit, name: "Stale" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect((await owner.washPlans.list())[0]).toMatchObject({ name: "Daily wipe", version: 2 });

    // Withdrawn from sale: no longer offered, still listed in the console.
    await owner.washPlans.save({ ...edit, version: 2, active: false });
    expect(await visitor.washPlans.onOffer({ centreId: fixture.centre.id })).toEqual([]);
    expect(await owner.washPlans.list()).toHaveLength(1);
  });

  it("refuse terms that do not add up, each on its field", async () => {
    const { fixture, owner } = await planCentre();
    expect(
      await fieldErrorsOfRejection(
        owner.washPlans.save(
          dailyPlan(fixture.vehicleType.id, {
            windowEnd: "05:00",
            weekdays: [0, 1, 2],
            capacityPerWasher: 0,
            prices: [],
          }),
        ),
      ),
    ).toEqual({
      windowEnd: "The visiting window must end after it starts",
      weekdays: "A daily plan has no more than two weekly off days",
      capacityPerWasher: "Vehicles per washer each morning must be at least 1",
      prices: "Give the plan a monthly price for at least one vehicle type",
    });
  });

  it("are another centre's to change: a plan of centre A is not found for centre B", async () => {
    const a = await planCentre();
    const b = await planCentre();
    await expect(
      b.owner.washPlans.save({ ...dailyPlan(b.fixture.vehicleType.id), id: a.plan.id, version: 1 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("subscribing", () => {
  it("puts a saved car on the plan at the society with the month's washes on a washer's mornings", async () => {
    const { fixture, owner, plan } = await planCentre();
    const home = await householder(fixture.vehicleType.id);
    const start = tomorrow();
    const subscription = await home.caller.planSubscriptions.subscribe({
      planId: plan.id,
      vehicleId: home.vehicle.id,
      addressId: home.address.id,
      startDate: start,
      billing: "monthly_cash",
    });
    const dates = visitDates({ frequency: "daily", weekdays: [0] }, start, periodFrom(start));
    expect(subscription).toMatchObject({
      state: "active",
      billing: "monthly_cash",
      monthlyPaise: 79_900,
      vehicleNumber: home.vehicle.vehicleNumber,
      society: "Green Park Residency",
      tower: "B",
      parkingSlot: "B-104",
      washerName: expect.stringContaining("Test vendor"),
      period: periodFrom(start),
      // The plan's days and hours, for the plan's page to say: every day but Sunday, 06:00 to 10:00.
      plan: { frequency: "daily", weekdays: [0], windowStart: "06:00", windowEnd: "10:00" },
    });
    expect(subscription.visits.map((visit) => visit.date)).toEqual(dates);
    // The month's price spread over its washes: together exactly the price.
    expect(subscription.visits.reduce((sum, visit) => sum + visit.valuePaise, 0)).toBe(79_900);
    expect(subscription.visits.every((visit) => visit.state === "scheduled")).toBe(true);
    // From the second wash on, each can still be skipped (the first's cut-off, 06:00 today, may have passed).
    expect(subscription.visits.slice(1).every((visit) => visit.skipUntil !== null)).toBe(true);

    expect(await owner.planSubscribers.list()).toMatchObject([
      { id: subscription.id, planName: "Daily wipe", society: "Green Park Residency", state: "active" },
    ]);
    const firstWash = dates[0] ?? start;
    expect(await owner.planSubscribers.societyCounts({ date: firstWash })).toEqual([
      { society: "Green Park Residency", visits: 1 },
    ]);
    expect((await owner.washPlans.list())[0]?.liveSubscribers).toBe(1);
  });

  it("allows one live plan per vehicle number, whoever asks, and again once cancelled", async () => {
    const { fixture, plan } = await planCentre();
    const first = await householder(fixture.vehicleType.id);
    const second = await householder(fixture.vehicleType.id);
    await db.savedVehicle.update({
      where: { id: second.vehicle.id },
      data: { vehicleNumber: first.vehicle.vehicleNumber, numberKey: first.vehicle.numberKey },
    });
    const request = (who: typeof first) => ({
      planId: plan.id,
      vehicleId: who.vehicle.id,
      addressId: who.address.id,
      startDate: tomorrow(),
      billing: "monthly_cash" as const,
    });
    const mine = await first.caller.planSubscriptions.subscribe(request(first));
    expect(await fieldErrorsOfRejection(second.caller.planSubscriptions.subscribe(request(second)))).toEqual({
      vehicleId: `${first.vehicle.vehicleNumber} is already on a wash plan (Daily wipe): one plan per vehicle. Cancel that one first.`,
    });
    await first.caller.planSubscriptions.cancel({ subscriptionId: mine.id, version: mine.version });
    await expect(second.caller.planSubscriptions.subscribe(request(second))).resolves.toMatchObject({
      state: "active",
    });
  });

  it("never gives a washer more cars a morning than the plan's capacity; another washer takes the next", async () => {
    const { fixture, plan } = await planCentre({ capacityPerWasher: 1 });
    const request = (who: Awaited<ReturnType<typeof householder>>) => ({
      planId: plan.id,
      vehicleId: who.vehicle.id,
      addressId: who.address.id,
      startDate: tomorrow(),
      billing: "monthly_cash" as const,
    });
    const first = await householder(fixture.vehicleType.id);
    await first.caller.planSubscriptions.subscribe(request(first));
    const second = await householder(fixture.vehicleType.id);
    expect(await fieldErrorsOfRejection(second.caller.planSubscriptions.subscribe(request(second)))).toEqual({
      startDate: expect.stringContaining("has no washer free for Green Park Residency"),
    });

    const washer = await freshMemberOf({ db }, fixture.centre.id, "staff");
    await onTheRoad(db, { centreId: fixture.centre.id, userId: washer.id }, ["washer"], {
      start: 360,
      end: 720,
    });
    const served = await second.caller.planSubscriptions.subscribe(request(second));
    const { name } = await db.user.findUniqueOrThrow({ where: { id: washer.id }, select: { name: true } });
    expect(served.washerName).toBe(name);
  });

  it("refuses a car with no price on the plan, an address outside the centre's reach and a start out of range", async () => {
    const { fixture, plan } = await planCentre();
    const home = await householder(fixture.vehicleType.id);
    const request = {
      planId: plan.id,
      vehicleId: home.vehicle.id,
      addressId: home.address.id,
      billing: "monthly_cash" as const,
    };
    expect(
      await fieldErrorsOfRejection(
        home.caller.planSubscriptions.subscribe({ ...request, startDate: indiaDate(new Date()) }),
      ),
    ).toEqual({
      startDate: expect.stringMatching(/^Start between /),
    });
    const hatch = await db.vehicleType.upsert({
      where: { slug: "hatchback" },
      update: {},
      create: { slug: "hatchback", name: "Hatchback", group: "car" },
    });
    await db.savedVehicle.update({ where: { id: home.vehicle.id }, data: { vehicleTypeId: hatch.id } });
    expect(
      await fieldErrorsOfRejection(
        home.caller.planSubscriptions.subscribe({ ...request, startDate: tomorrow() }),
      ),
    ).toEqual({
      vehicleId: "Daily wipe has no price for a Hatchback: choose another vehicle or plan",
    });
  });
});

describe("a subscriber's month", () => {
  async function subscribed(overrides: Partial<WashPlanInput> = {}) {
    const { fixture, plan } = await planCentre(overrides);
    const home = await householder(fixture.vehicleType.id);
    const subscription = await home.caller.planSubscriptions.subscribe({
      planId: plan.id,
      vehicleId: home.vehicle.id,
      addressId: home.address.id,
      startDate: tomorrow(),
      billing: "monthly_cash",
    });
    return { ...home, subscription };
  }

  it("skips a wash before the cut-off for a credit; after it, the wash goes ahead", async () => {
    const { caller, subscription } = await subscribed();
    const [first, second, third] = subscription.visits;
    if (!first || !second || !third) throw new Error("no washes");
    // 06:00 India on a wash's day, less 24 h of notice.
    const cutoffOf = (date: string) => new Date(indiaToInstant(date, 360).getTime() - 24 * 3_600_000);
    const cutoff = cutoffOf(second.date);
    const skipped = await atTime(new Date(cutoff.getTime() - 60_000), () =>
      caller.planSubscriptions.skip({
        subscriptionId: subscription.id,
        date: second.date,
        version: subscription.version,
      }),
    );
    expect(skipped.visits[1]).toMatchObject({
      date: second.date,
      state: "skipped",
      credited: true,
      skipUntil: null,
    });
    expect(skipped.version).toBe(subscription.version + 1);

    const late = await atTime(new Date(cutoffOf(third.date).getTime() + 60_000), () =>
      fieldErrorsOfRejection(
        caller.planSubscriptions.skip({
          subscriptionId: subscription.id,
          date: third.date,
          version: skipped.version,
        }),
      ),
    );
    expect(late).toEqual({
      date: expect.stringMatching(/^Skips need 24 hours' notice: the wash on .* goes ahead$/),
    });
    // A skip from a screen showing an older version is refused.
    await expect(
      caller.planSubscriptions.skip({
        subscriptionId: subscription.id,
        date: first.date,
        version: subscription.version,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("bills the month as an order whose ledger takes each credited wash off its price", async () => {
    const { caller, subscription } = await subscribed();
    expect(subscription.months).toEqual([
      expect.objectContaining({
        from: subscription.period.from,
        to: subscription.period.to,
        status: "confirmed",
        pricePaise: 79_900,
        creditsPaise: 0,
        money: expect.objectContaining({ duePaise: 79_900, cashPaise: 0, outstandingPaise: 79_900 }),
      }),
    ]);
    const wash = subscription.visits[2];
    if (!wash) throw new Error("no washes");
    const skipped = await caller.planSubscriptions.skip({
      subscriptionId: subscription.id,
      date: wash.date,
      version: subscription.version,
    });
    expect(skipped.months[0]).toMatchObject({
      creditsPaise: wash.valuePaise,
      money: { duePaise: 79_900 - wash.valuePaise },
    });
    // The month's order is a booking in service mode plan: nobody books it, reschedules or cancels it by hand.
    const order = await db.booking.findUniqueOrThrow({
      where: { code: skipped.months[0]?.code ?? "" },
      select: { serviceMode: true, items: { select: { serviceId: true, subCategoryName: true } } },
    });
    expect(order).toMatchObject({ serviceMode: "plan", items: [{ serviceId: null }] });
    expect(order.items[0]?.subCategoryName).toMatch(/^Daily wipe, \d+ \w{3} \d{4} to \d+ \w{3} \d{4}$/);
  });

  it("takes a report of a missed wash once its window is over, not before", async () => {
    const { caller, subscription } = await subscribed();
    const wash = subscription.visits[0];
    if (!wash) throw new Error("no washes");
    const ref = { subscriptionId: subscription.id, date: wash.date, version: subscription.version };
    expect(
      await atTime(indiaToInstant(wash.date, 9 * 60), () =>
        fieldErrorsOfRejection(caller.planSubscriptions.reportMissed(ref)),
      ),
    ).toEqual({ date: expect.stringMatching(/is due until 10:00 am: report it missed after that$/) });
    const reported = await atTime(indiaToInstant(wash.date, 10 * 60 + 1), () =>
      caller.planSubscriptions.reportMissed(ref),
    );
    expect(reported.visits[0]).toMatchObject({ state: "missed", credited: true });
  });

  it("pauses for travel within the plan's pause days a month", async () => {
    const { caller, subscription } = await subscribed({ maxPauseDaysPerMonth: 3, weekdays: [] });
    const from = addDays(tomorrow(), 3);
    const paused = await caller.planSubscriptions.pause({
      subscriptionId: subscription.id,
      version: subscription.version,
      from,
      to: addDays(from, 1),
    });
    expect(paused.visits.filter((visit) => visit.state === "paused").map((visit) => visit.date)).toEqual([
      from,
      addDays(from, 1),
    ]);
    expect(paused.pauseDaysUsed).toBe(2);
    expect(
      await fieldErrorsOfRejection(
        caller.planSubscriptions.pause({
          subscriptionId: subscription.id,
          version: paused.version,
          from: addDays(from, 5),
          to: addDays(from, 6),
        }),
      ),
    ).toEqual({ to: "Your plan allows 3 pause days a month; 2 are used and this pause needs 2" });
    // An hour before tomorrow's window opens, tomorrow is past its 24 hours' notice.
    const tooSoon = await atTime(new Date(indiaToInstant(tomorrow(), 5 * 60).getTime()), () =>
      fieldErrorsOfRejection(
        caller.planSubscriptions.pause({
          subscriptionId: subscription.id,
          version: paused.version,
          from: tomorrow(),
          to: tomorrow(),
        }),
      ),
    );
    expect(tooSoon).toEqual({
      from: `A pause must start after ${shownDate(tomorrow())}: washes before then are past the skip notice`,
    });
  });

  it("cancelled, the washes to come leave the washer's mornings and their value comes off the month", async () => {
    const { caller, subscription } = await subscribed();
    const cancelled = await caller.planSubscriptions.cancel({
      subscriptionId: subscription.id,
      version: subscription.version,
    });
    expect(cancelled.state).toBe("cancelled");
    // Every wash is cancelled and credited (the terms refund unused days); the month keeps its washes' shares.
    const future = cancelled.visits.filter((visit) => visit.date > indiaDate(new Date()));
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((visit) => visit.state === "cancelled" && visit.credited)).toBe(true);
    const credited = future.reduce((sum, visit) => sum + visit.valuePaise, 0);
    expect(cancelled.months[0]).toMatchObject({
      creditsPaise: credited,
      money: { duePaise: 79_900 - credited },
    });
    expect(await db.planVisit.count({ where: { subscriptionId: subscription.id, state: "scheduled" } })).toBe(
      0,
    );
    await expect(
      caller.planSubscriptions.skip({
        subscriptionId: subscription.id,
        date: tomorrow(),
        version: cancelled.version,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("is the customer's own: another customer's plan is not found", async () => {
    const { subscription } = await subscribed();
    const stranger = callerFor(db, { token: (await signedInUser(db)).token });
    await expect(stranger.planSubscriptions.get({ subscriptionId: subscription.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("the plans' day (the job runner's sweep)", () => {
  it("marks a wash nobody recorded missed and credits it, then closes the month and opens the next cash month", async () => {
    const { fixture, plan } = await planCentre();
    const home = await householder(fixture.vehicleType.id);
    const subscription = await home.caller.planSubscriptions.subscribe({
      planId: plan.id,
      vehicleId: home.vehicle.id,
      addressId: home.address.id,
      startDate: tomorrow(),
      billing: "monthly_cash",
    });
    const [first] = subscription.visits;
    if (!first) throw new Error("no washes");
    // The day after the first wash, nobody had marked it.
    const swept = await sweepPlans(db, indiaToInstant(addDays(first.date, 1), 60));
    expect(swept.missed).toBeGreaterThanOrEqual(1);
    const after = await home.caller.planSubscriptions.get({ subscriptionId: subscription.id });
    expect(after.visits[0]).toMatchObject({ state: "missed", credited: true });
    expect(after.months[0]?.creditsPaise).toBe(first.valuePaise);

    // The washer recorded the rest of the month's washes (as the phone would).
    await db.planVisit.updateMany({
      where: { subscriptionId: subscription.id, state: "scheduled", date: { lte: subscription.period.to } },
      data: { state: "done" },
    });
    // Two days before the month ends, the next cash month opens; once it has ended, the month is completed.
    await sweepPlans(db, indiaToInstant(addDays(subscription.period.to, -2), 60));
    await sweepPlans(db, indiaToInstant(addDays(subscription.period.to, 1), 60));
    const months = await db.planPeriod.findMany({
      where: { subscriptionId: subscription.id },
      orderBy: { fromDate: "asc" },
      select: { fromDate: true, booking: { select: { status: true } } },
    });
    expect(months).toEqual([
      { fromDate: subscription.period.from, booking: { status: "completed" } },
      { fromDate: addDays(subscription.period.to, 1), booking: { status: "confirmed" } },
    ]);
    // The completed month's tax invoice: the plan and the period, at what the month cost after its credit.
    const order = await db.planPeriod.findFirstOrThrow({
      where: { subscriptionId: subscription.id, fromDate: subscription.period.from },
      select: { bookingId: true },
    });
    const issued = await issueBookingInvoice(db, order.bookingId);
    expect(issued?.invoice.totalPaise).toBe(79_900 - first.valuePaise);
    expect(JSON.stringify(issued?.invoice.lines)).toContain("Daily wipe");
  });
});
