import { indiaToInstant, type PlanBilling, periodFrom } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { planHouseholder, planInput } from "../../../test/support/plan-fixtures";
import { appendLedgerEntries } from "../ledger";
import { notePaymentFailing, setAutopayState } from "./autopay-state";
import { nextPeriod, openMonth } from "./plan-months";

// A centre's plans over five months, made as the customers, the plans' day and plan-billing make them, on fixed
// India dates (the clock moved to each), read on 16 April 2026 at noon. A wash every day at ₹930 a month, so a
// 31-day month's wash is worth exactly ₹30.00.

let test: TestDb;
let db: Db;
const at = (date: string, hour = 12) => indiaToInstant(date, hour * 60);
const NOW = at("2026-04-16");
const PRICE = 93_000;

type Centre = Awaited<ReturnType<typeof planCentre>>;

async function planCentre() {
  const fixture = await bookableCentre(db, { doorstep: true });
  const owner = callerFor(db, { token: fixture.owner.token });
  const [plan] = await owner.washPlans.save(
    planInput(fixture.vehicleType.id, {
      prices: [{ vehicleTypeId: fixture.vehicleType.id, monthlyPaise: PRICE }],
    }),
  );
  if (!plan) throw new Error("no plan saved");
  return { fixture, owner, plan };
}

/** A customer subscribing the day before `startDate`. */
async function subscriber(centre: Centre, billing: PlanBilling, startDate: string) {
  const home = await planHouseholder(db, centre.fixture.vehicleType.id);
  const caller = callerFor(db, { token: home.user.token });
  const view = await atTime(at(startDate, -12), () =>
    caller.planSubscriptions.subscribe({
      planId: centre.plan.id,
      vehicleId: home.vehicle.id,
      addressId: home.address.id,
      startDate,
      billing,
    }),
  );
  const { name } = await db.user.findUniqueOrThrow({ where: { id: home.user.id }, select: { name: true } });
  return { id: view.id, caller, view, name, vehicleNumber: home.vehicle.vehicleNumber };
}

/** A UPI plan's first month paid as plan-billing records it: the month opened, the subscription active. */
async function firstUpiMonthPaid(id: number, startDate: string) {
  const period = periodFrom(startDate);
  await atTime(at(startDate, -12), () =>
    db.$transaction(async (tx) => {
      await openMonth(tx, id, period, "upi");
      await setAutopayState(tx, id, "active", period.to);
    }),
  );
}

/** A cash plan's next month, opened as the plans' day opens it: two days before the last one ends. */
async function nextCashMonth(id: number, lastTo: string) {
  await atTime(at(lastTo, -48), () =>
    db.$transaction(async (tx) => openMonth(tx, id, await nextPeriod(tx, id), "cash")),
  );
}

const bookingOf = async (subscriptionId: number, fromDate: string) =>
  (
    await db.planPeriod.findUniqueOrThrow({
      where: { subscriptionId_fromDate: { subscriptionId, fromDate } },
      select: { bookingId: true },
    })
  ).bookingId;

let centre: Centre;
let other: Centre;
const subs: Record<string, Awaited<ReturnType<typeof subscriber>>> = {};

beforeAll(async () => {
  test = await createTestDb();
  db = test.db;
  centre = await planCentre();
  other = await planCentre();

  // B pays cash from 20 December: months from the 20th (31, 31, 28 and 31 days), the last ending 19 April.
  const b = await subscriber(centre, "monthly_cash", "2025-12-20");
  for (const lastTo of ["2026-01-19", "2026-02-19", "2026-03-19"]) await nextCashMonth(b.id, lastTo);
  // Its December month's commission and TCS, as the payouts' settlement records them once the cash is in.
  await appendLedgerEntries(db, { id: null, role: "system" }, [
    {
      bookingId: await bookingOf(b.id, "2025-12-20"),
      kind: "commission",
      amountPaise: 9_300,
      reference: "settle:b:1",
    },
    {
      bookingId: await bookingOf(b.id, "2025-12-20"),
      kind: "tcs_withheld",
      amountPaise: 443,
      reference: "settle:b:1",
    },
  ]);

  // A pays cash from 10 January and skips the 12th (a ₹30.00 credit); its second month (10 February to 9 March,
  // 28 washes) is cancelled at noon on 20 February: the 17 washes from the 21st are credited, ₹564.65.
  const a = await subscriber(centre, "monthly_cash", "2026-01-10");
  await atTime(at("2026-01-10"), () =>
    a.caller.planSubscriptions.skip({
      subscriptionId: a.id,
      date: "2026-01-12",
      version: a.view.version,
    }),
  );
  await nextCashMonth(a.id, "2026-02-09");
  const { version } = await db.planSubscription.findUniqueOrThrow({
    where: { id: a.id },
    select: { version: true },
  });
  await atTime(at("2026-02-20"), () => a.caller.planSubscriptions.cancel({ subscriptionId: a.id, version }));

  // C's AutoPay paid 28 February to 27 March; the next debit failed on 25 March and Razorpay halted it on 5 April.
  const c = await subscriber(centre, "autopay", "2026-02-28");
  await firstUpiMonthPaid(c.id, "2026-02-28");
  await atTime(at("2026-03-25"), () => db.$transaction((tx) => notePaymentFailing(tx, c.id ?? 0, true)));
  await atTime(at("2026-04-05"), () =>
    db.$transaction(async (tx) => {
      await setAutopayState(tx, c.id ?? 0, "halted", "2026-03-27");
      await notePaymentFailing(tx, c.id ?? 0, false);
    }),
  );

  // G's AutoPay month ends today, 16 April, its next debit not recorded; F's UPI month ends on the 18th, unpaid;
  // E's AutoPay runs to 29 April, but its debit has been failing since 14 April at 09:00.
  const g = await subscriber(centre, "autopay", "2026-03-17");
  await firstUpiMonthPaid(g.id, "2026-03-17");
  const f = await subscriber(centre, "monthly_upi", "2026-03-19");
  await firstUpiMonthPaid(f.id, "2026-03-19");
  const e = await subscriber(centre, "autopay", "2026-03-31");
  await firstUpiMonthPaid(e.id, "2026-03-31");
  await atTime(at("2026-04-14", 9), () => db.$transaction((tx) => notePaymentFailing(tx, e.id ?? 0, true)));

  // D has not paid its first UPI month: not a subscriber yet, so counted nowhere.
  const d = await subscriber(centre, "monthly_upi", "2026-04-10");

  // Another centre's halted AutoPay plan from 5 March.
  const x = await subscriber(other, "autopay", "2026-03-05");
  await firstUpiMonthPaid(x.id, "2026-03-05");
  await atTime(at("2026-04-10"), () =>
    db.$transaction((tx) => setAutopayState(tx, x.id ?? 0, "halted", "2026-04-04")),
  );
  Object.assign(subs, { a, b, c, d, e, f, g, x });
});
afterAll(() => test?.close());

const row = (
  key: string,
  reason: string,
  billing: PlanBilling,
  paidUntil: string,
  failingSince: Date | null = null,
) => {
  const sub = subs[key];
  if (!sub) throw new Error(`no subscriber ${key}`);
  return {
    subscriptionId: sub.id,
    customerName: sub.name,
    vehicleNumber: sub.vehicleNumber,
    planName: "Daily wipe",
    billing,
    reason,
    paidUntil,
    failingSince,
  };
};

describe("a centre's plan insights", () => {
  it("list the renewals at risk, most pressing first: halted, debit failing, then months ending within 3 days", async () => {
    const { renewalsAtRisk } = await atTime(NOW, () => centre.owner.planSubscribers.insights());
    // The clock moved to 09:00 runs on by the milliseconds the test took: the second it was noted in.
    const toSecond = (at: Date | null) => at && new Date(Math.floor(at.getTime() / 1000) * 1000);
    expect(renewalsAtRisk.map((risk) => ({ ...risk, failingSince: toSecond(risk.failingSince) }))).toEqual([
      row("c", "halted", "autopay", "2026-03-27"),
      row("e", "debit_failing", "autopay", "2026-04-29", at("2026-04-14", 9)),
      row("g", "debit_not_recorded", "autopay", "2026-04-16"),
      row("f", "month_unpaid", "monthly_upi", "2026-04-18"),
      row("b", "month_not_open", "monthly_cash", "2026-04-19"),
    ]);
  });

  it("leave out a month with more than 3 days to run", async () => {
    // A day earlier, B's month (to 19 April) has 4 days left.
    const earlier = await atTime(at("2026-04-15"), () => centre.owner.planSubscribers.insights());
    const ids = (...keys: string[]) => keys.map((key) => subs[key]?.id);
    expect(earlier.renewalsAtRisk.map((risk) => risk.subscriptionId)).toEqual(ids("c", "e", "g", "f"));
  });

  it("count each month's new, ended and live subscriptions and its plan months' money from their ledgers", async () => {
    const { months } = await atTime(NOW, () => centre.owner.planSubscribers.insights());
    const month = (
      name: string,
      counts: [news: number, ended: number, live: number, churn: number | null],
      money: [planMonths: number, billed: number, credited: number, earned: number, share: number],
    ) => ({
      month: name,
      newSubscriptions: counts[0],
      ended: counts[1],
      liveAtStart: counts[2],
      churn: counts[3],
      planMonths: money[0],
      billedPaise: money[1],
      creditedPaise: money[2],
      earnedPaise: money[3],
      centreSharePaise: money[4],
    });
    expect(months).toEqual([
      // B, C, E, F and G live; no plan month starts in April (B's next is not open).
      month("2026-04", [0, 0, 5, 0], [0, 0, 0, 0, 0]),
      // E, F and G start; B's, E's, F's and G's months start.
      month("2026-03", [3, 0, 2, 0], [4, 372_000, 0, 372_000, 372_000]),
      // C starts, A ends of A and B: churn a half. A's second month keeps 11 of 28 washes.
      month("2026-02", [1, 1, 2, 0.5], [3, 279_000, 56_465, 222_535, 222_535]),
      month("2026-01", [1, 0, 1, 0], [2, 186_000, 3_000, 183_000, 183_000]),
      // B's first month, less the commission and TCS its ledger records.
      month("2025-12", [1, 0, 0, null], [1, 93_000, 0, 93_000, 83_257]),
      month("2025-11", [0, 0, 0, null], [0, 0, 0, 0, 0]),
    ]);
  });

  it("drop a renewal once the next month opens, whose money then counts in the month it starts (run last)", async () => {
    const b = subs.b;
    if (!b) throw new Error("no subscriber b");
    // The plans' day opens B's cash month from 20 April two days before the last one ends (at 00:00 on the 17th).
    await nextCashMonth(b.id, "2026-04-19");
    const after = await atTime(NOW, () => centre.owner.planSubscribers.insights());
    expect(after.renewalsAtRisk.map((risk) => risk.subscriptionId)).not.toContain(b.id);
    expect(after.renewalsAtRisk).toHaveLength(4);
    expect(after.months[0]).toMatchObject({
      month: "2026-04",
      planMonths: 1,
      billedPaise: PRICE,
      earnedPaise: PRICE,
    });
  });

  it("are the centre's own: another centre sees only its plans", async () => {
    const theirs = await atTime(NOW, () => other.owner.planSubscribers.insights());
    expect(theirs.renewalsAtRisk).toEqual([row("x", "halted", "autopay", "2026-04-04")]);
    expect(theirs.months.find((m) => m.month === "2026-03")).toMatchObject({
      newSubscriptions: 1,
      planMonths: 1,
      billedPaise: PRICE,
    });
  });
});
