import {
  addDays,
  daysBetween,
  indiaDate,
  indiaToInstant,
  isCreditedWash,
  isMadeUp,
  type PlanVisitState,
  periodFrom,
  skipCutoff,
  visitDates,
  visitValuesPaise,
  type WashPlanInput,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import fc from "fast-check";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { onTheRoad } from "../../../test/support/crew-fixtures";
import {
  attemptCall,
  countOutcome,
  failRun,
  type ModelRun,
  type ModelStats,
  runStep,
} from "../../../test/support/model-run";
import { freshMemberOf } from "../../../test/support/team-fixtures";
import { payInTestCheckout } from "../../../test/support/test-checkout";
import { deriveBookingMoney, ledgerTotals } from "../ledger";
import type { PaymentsDeps } from "../payments/payments-deps";
import { reconcileAutopay } from "../plan-billing/reconcile-autopay";
import { sweepPlans } from "./plan-sweep";
import { periodOn } from "./subscription-view";
import { recordPlanOutcome } from "./washer-rounds";

// The wash plans' state machine: customers subscribing (cash or UPI AutoPay), skipping, pausing, reporting
// missed washes and cancelling; washers recording their mornings; the days passing (the plans' sweep, AutoPay's
// debits, some failing, mandates revoked). The model predicts which moves the rules refuse and what each wash
// becomes; after every step the database itself is checked for the plans' money, capacity and outcome rules.

type VisitState = PlanVisitState;
type ModelBilling = "monthly_cash" | "autopay" | "monthly_upi";
const LIVE = ["awaiting_payment", "active", "paused", "halted"] as const;

/** The two plans a run's centre sells: small capacities, so washers fill up within a run. */
export const PLANS = [
  {
    name: "Daily wipe",
    frequency: "daily",
    weekdays: [],
    windowStart: "06:00",
    windowEnd: "10:00",
    start: 6 * 60,
    end: 10 * 60,
    monthlyPaise: 79_900,
    capacity: 2,
    skipNoticeHours: 12,
    maxPause: 3,
    creditUse: "next_charge",
  },
  {
    name: "Alternate shine",
    frequency: "alternate_days",
    weekdays: [],
    windowStart: "07:00",
    windowEnd: "09:00",
    start: 7 * 60,
    end: 9 * 60,
    monthlyPaise: 59_999,
    capacity: 2,
    skipNoticeHours: 24,
    maxPause: 2,
    // Its skipped, paused and missed washes are made up after the month instead of coming off the price.
    creditUse: "extend_plan",
  },
] as const;
type ModelPlan = (typeof PLANS)[number];

export interface ModelSubscription {
  id: number;
  plan: number;
  car: number;
  billing: ModelBilling;
  status: string;
  startDate: string;
  /** The washer the plan is with now (-1: none had room at a renewal; the centre's to give). */
  washer: number;
  razorpayId: string | null;
  /** Each wash the model knows of and what it must be now. */
  visits: Map<string, VisitState>;
  /** The washer of a wash given to another than the first (a renewal found the plan's washer full). */
  washerOf: Map<string, number>;
}

export interface PlanModel {
  step: number;
  /** The model's clock (and the server's for each call), milliseconds since the epoch. */
  now: number;
  subscriptions: ModelSubscription[];
  /** Washes a washer recorded: they must stay so whatever follows. */
  recorded: Map<string, "done" | "not_accessible">;
}

type Caller = ReturnType<typeof callerFor>;

export interface PlanWorld extends ModelRun {
  db: Db;
  standin: RunningRazorpayStandin;
  payments: PaymentsDeps;
  centreId: number;
  planIds: number[];
  /** crew_members.id → the washer's user (for recordPlanOutcome). */
  washers: Map<number, number>;
  cars: { vehicleId: number; addressId: number; caller: Caller }[];
  /** The centre's owner (marks cash collected). */
  owner: Caller;
}

const REFUSALS = new Set(["CONFLICT", "BAD_REQUEST", "NOT_FOUND", "PRECONDITION_FAILED"]);

const today = (model: PlanModel) => indiaDate(new Date(model.now));
const planOf = (sub: ModelSubscription): ModelPlan => PLANS[sub.plan] as ModelPlan;
const planInput = (plan: ModelPlan, vehicleTypeId: number): WashPlanInput => ({
  name: plan.name,
  frequency: plan.frequency,
  weekdays: [...plan.weekdays],
  windowStart: plan.windowStart,
  windowEnd: plan.windowEnd,
  prices: [{ vehicleTypeId, monthlyPaise: plan.monthlyPaise }],
  extras: [],
  capacityPerWasher: plan.capacity,
  skipNoticeHours: plan.skipNoticeHours,
  maxPauseDaysPerMonth: plan.maxPause,
  creditUse: plan.creditUse,
  refundUnusedOnCancel: true,
  haltGraceDays: 3,
  active: true,
});

/** A run's model: its clock at noon (India) today. */
export function emptyModel(): PlanModel {
  return {
    step: 0,
    now: indiaToInstant(indiaDate(new Date()), 12 * 60).getTime(),
    subscriptions: [],
    recorded: new Map(),
  };
}

/** One run's world: a fresh doorstep centre with 1–2 washers and both plans on sale. */
export async function newWorld(
  base: { db: Db; standin: RunningRazorpayStandin; payments: PaymentsDeps },
  stats: ModelStats,
  washerCount: number,
): Promise<PlanWorld> {
  const { db } = base;
  const fixture = await bookableCentre(db, { doorstep: true });
  const owner = callerFor(db, { token: fixture.owner.token });
  const planIds: number[] = [];
  for (const plan of PLANS) {
    const saved = await owner.washPlans.save(planInput(plan, fixture.vehicleType.id));
    const mine = saved.find((p) => p.name === plan.name);
    if (!mine) throw new Error(`plan ${plan.name} not saved`);
    planIds.push(mine.id);
  }
  if (washerCount > 1) {
    const member = await freshMemberOf({ db }, fixture.centre.id, "staff");
    await onTheRoad(db, { centreId: fixture.centre.id, userId: member.id }, ["washer"]);
  }
  const crew = await db.crewMember.findMany({
    where: { centreId: fixture.centre.id, kinds: { has: "washer" } },
    select: { id: true, userId: true },
  });
  return {
    ...base,
    stats,
    trail: [],
    centreId: fixture.centre.id,
    planIds,
    washers: new Map(crew.map((m) => [m.id, m.userId])),
    cars: [],
    owner,
  };
}

let plateCounter = 0;
/** Tells this process's cars from another's sharing the database. */
const RUN_TAG = Math.random().toString(36).slice(2, 6).toUpperCase();
async function newCar(world: PlanWorld) {
  const { db } = world;
  const type = await db.vehicleType.findUniqueOrThrow({ where: { slug: "suv" }, select: { id: true } });
  const user = await signedInUser(db);
  plateCounter += 1;
  const plate = `${RUN_TAG} ${plateCounter}`;
  const vehicle = await db.savedVehicle.create({
    data: {
      userId: user.id,
      vehicleTypeId: type.id,
      vehicleNumber: `MH 12 PM ${plate}`,
      numberKey: `MH12PM${plate.replace(" ", "")}`,
    },
  });
  const address = await db.savedAddress.create({
    data: {
      userId: user.id,
      label: "home",
      address: "B-12 Lajpat Nagar",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      siteDetails: { society: "Green Park Residency", tower: "C", parkingSlot: `C-${plateCounter}` },
    },
  });
  const car = {
    vehicleId: vehicle.id,
    addressId: address.id,
    caller: callerFor(db, { token: user.token, payments: world.payments }),
  };
  world.cars.push(car);
  return world.cars.length - 1;
}

/** Washes counting towards a washer's morning: all but skipped and paused (as the washer choice counts). */
function washerLoad(model: PlanModel, washer: number, date: string): number {
  let n = 0;
  for (const sub of model.subscriptions) {
    if ((sub.washerOf.get(date) ?? sub.washer) !== washer) continue;
    const state = sub.visits.get(date);
    if (state && state !== "skipped" && state !== "paused") n += 1;
  }
  return n;
}

async function currentVersion(world: PlanWorld, sub: ModelSubscription): Promise<number> {
  const row = await world.db.planSubscription.findUniqueOrThrow({
    where: { id: sub.id },
    select: { version: true },
  });
  return row.version;
}

/** Moves the model's clock to `hour` (India) today, unless it is already past it. */
function setHour(model: PlanModel, hour: number) {
  const at = indiaToInstant(today(model), hour * 60).getTime();
  if (at > model.now) model.now = at;
}

type Cmd = fc.AsyncCommand<PlanModel, PlanWorld>;

const step = (model: PlanModel, world: PlanWorld, label: string, body: () => Promise<void>) =>
  runStep(model, world, label, body, checkInvariants);

export class Subscribe implements Cmd {
  constructor(
    readonly plan: number,
    readonly billing: ModelBilling,
    readonly reuse: number | null,
    readonly hour: number,
  ) {}
  check = () => true;
  async run(model: PlanModel, world: PlanWorld) {
    await step(model, world, this.toString(), async () => {
      setHour(model, this.hour);
      const plan = PLANS[this.plan] as ModelPlan;
      const reused =
        this.reuse === null
          ? undefined
          : model.subscriptions[this.reuse % Math.max(1, model.subscriptions.length)];
      const car = reused ? reused.car : await newCar(world);
      const { caller, vehicleId, addressId } = world.cars[car] as PlanWorld["cars"][number];
      const start = addDays(today(model), 1);
      const dates = visitDates(plan, start, periodFrom(start));
      const carLive = model.subscriptions.some(
        (s) => s.car === car && (LIVE as readonly string[]).includes(s.status),
      );
      const roomy = [...world.washers.keys()].filter((w) =>
        dates.every((d) => washerLoad(model, w, d) < plan.capacity),
      );
      const answer = await attemptCall(world, REFUSALS, "subscribe", () =>
        atTime(new Date(model.now), () =>
          caller.planSubscriptions.subscribe({
            planId: world.planIds[this.plan] as number,
            vehicleId,
            addressId,
            startDate: start,
            billing: this.billing,
          }),
        ),
      );
      if (carLive || roomy.length === 0) {
        if (answer.ok)
          failRun(
            world,
            `subscribe accepted: car on a live plan ${carLive}, washers with room ${roomy.length}`,
          );
        return;
      }
      if (!answer.ok) failRun(world, `subscribe refused (${answer.code}) though washers ${roomy} have room`);
      const row = await world.db.planSubscription.findUniqueOrThrow({
        where: { id: answer.value.id },
        select: { crewMemberId: true },
      });
      const washer = row.crewMemberId ?? -1;
      if (!roomy.includes(washer)) failRun(world, `subscription put on washer ${washer} without room`);
      const sub: ModelSubscription = {
        id: answer.value.id,
        plan: this.plan,
        car,
        billing: this.billing,
        status: this.billing === "monthly_cash" ? "active" : "awaiting_payment",
        startDate: start,
        washer,
        razorpayId: null,
        visits: new Map(dates.map((d) => [d, "scheduled" as VisitState])),
        washerOf: new Map(),
      };
      model.subscriptions.push(sub);
      if (this.billing === "autopay") {
        const checkout = await atTime(new Date(model.now), () =>
          caller.planSubscriptions.authorizeAutopay({ subscriptionId: sub.id }),
        );
        const approved = world.standin.controls.authorizeSubscription(checkout.razorpaySubscriptionId, {
          method: "upi_intent",
        });
        const view = await atTime(new Date(model.now), () =>
          caller.planSubscriptions.confirmMandate({
            subscriptionId: sub.id,
            razorpayPaymentId: approved.razorpay_payment_id,
            razorpaySubscriptionId: approved.razorpay_subscription_id,
            razorpaySignature: approved.razorpay_signature,
          }),
        );
        sub.razorpayId = checkout.razorpaySubscriptionId;
        if (view.state !== "active") failRun(world, `AutoPay approved but the plan is ${view.state}`);
        sub.status = "active";
      }
    });
  }
  toString() {
    return `subscribe(plan ${this.plan}, ${this.billing}${this.reuse === null ? "" : `, car of #${this.reuse}`}, ${this.hour}h)`;
  }
}

/** A command on one of the model's subscriptions. */
abstract class OnSubscription implements Cmd {
  constructor(
    readonly pick: number,
    readonly hour: number,
  ) {}
  check(model: Readonly<PlanModel>) {
    return model.subscriptions.length > 0;
  }
  protected sub(model: PlanModel) {
    return model.subscriptions[this.pick % model.subscriptions.length] as ModelSubscription;
  }
  /** One of the subscription's washes known to the model, the `n`th from `from` on. */
  protected washFrom(sub: ModelSubscription, from: string, n: number): string | undefined {
    const dates = [...sub.visits.keys()].filter((d) => d >= from).sort();
    return dates.length === 0 ? undefined : dates[n % dates.length];
  }
  abstract run(model: PlanModel, world: PlanWorld): Promise<void>;
  abstract toString(): string;
}

/** A customer move at the version their screen shows: the refusal the model predicts, or the wash's new state. */
async function customerMove(
  model: PlanModel,
  world: PlanWorld,
  sub: ModelSubscription,
  label: string,
  refused: boolean,
  call: (caller: Caller, version: number) => Promise<unknown>,
): Promise<boolean> {
  const version = await currentVersion(world, sub);
  const { caller } = world.cars[sub.car] as PlanWorld["cars"][number];
  const answer = await attemptCall(world, REFUSALS, label, () =>
    atTime(new Date(model.now), () => call(caller, version)),
  );
  if (refused && answer.ok) failRun(world, `${label} accepted; the model expected a refusal`);
  if (!refused && !answer.ok)
    failRun(world, `${label} refused (${answer.code}); the model expected it to pass`);
  // A wash made up after the month (a plan whose credits extend it) is a new wash the model now knows.
  if (answer.ok) await syncMonths(world, sub);
  return answer.ok;
}

export class Skip extends OnSubscription {
  constructor(
    pick: number,
    hour: number,
    readonly wash: number,
  ) {
    super(pick, hour);
  }
  async run(model: PlanModel, world: PlanWorld) {
    await step(model, world, this.toString(), async () => {
      setHour(model, this.hour);
      const sub = this.sub(model);
      const date = this.washFrom(sub, today(model), this.wash);
      if (!date) return;
      const plan = planOf(sub);
      const refused =
        sub.status !== "active" ||
        sub.visits.get(date) !== "scheduled" ||
        model.now >= skipCutoff(date, plan.start, plan.skipNoticeHours).getTime();
      const ok = await customerMove(model, world, sub, "skip", refused, (caller, version) =>
        caller.planSubscriptions.skip({ subscriptionId: sub.id, version, date }),
      );
      if (ok) sub.visits.set(date, "skipped");
    });
  }
  toString() {
    return `skip(#${this.pick}, wash ${this.wash}, ${this.hour}h)`;
  }
}

export class Pause extends OnSubscription {
  constructor(
    pick: number,
    hour: number,
    readonly wash: number,
    readonly days: number,
  ) {
    super(pick, hour);
  }
  async run(model: PlanModel, world: PlanWorld) {
    await step(model, world, this.toString(), async () => {
      setHour(model, this.hour);
      const sub = this.sub(model);
      const from = this.washFrom(sub, today(model), this.wash);
      if (!from) return;
      const to = addDays(from, this.days - 1);
      const plan = planOf(sub);
      const toPause = [...sub.visits]
        .filter(([d, s]) => d >= from && d <= to && s === "scheduled")
        .map(([d]) => d);
      const perPeriod = new Map<string, number>();
      for (const d of toPause) {
        const key = periodOn(sub.startDate, d).from;
        perPeriod.set(key, (perPeriod.get(key) ?? 0) + 1);
      }
      const overLimit = [...perPeriod].some(([key, n]) => {
        const period = periodOn(sub.startDate, key);
        const used = [...sub.visits].filter(
          ([d, s]) => s === "paused" && d >= period.from && d <= period.to,
        ).length;
        return used + n > plan.maxPause;
      });
      const refused =
        sub.status !== "active" ||
        model.now >= skipCutoff(from, plan.start, plan.skipNoticeHours).getTime() ||
        overLimit;
      const ok = await customerMove(model, world, sub, "pause", refused, (caller, version) =>
        caller.planSubscriptions.pause({ subscriptionId: sub.id, version, from, to }),
      );
      if (ok) for (const d of toPause) sub.visits.set(d, "paused");
    });
  }
  toString() {
    return `pause(#${this.pick}, from wash ${this.wash}, ${this.days} days, ${this.hour}h)`;
  }
}

class ReportMissed extends OnSubscription {
  constructor(
    pick: number,
    hour: number,
    readonly wash: number,
  ) {
    super(pick, hour);
  }
  async run(model: PlanModel, world: PlanWorld) {
    await step(model, world, this.toString(), async () => {
      setHour(model, this.hour);
      const sub = this.sub(model);
      // Today's wash (its window maybe over) or one just before it.
      const date = this.washFrom(sub, addDays(today(model), -1), this.wash % 2);
      if (!date || date > today(model)) return;
      const plan = planOf(sub);
      const refused =
        !["active", "paused", "halted", "cancelled"].includes(sub.status) ||
        sub.visits.get(date) !== "scheduled" ||
        model.now < indiaToInstant(date, plan.end).getTime();
      const ok = await customerMove(model, world, sub, "reportMissed", refused, (caller, version) =>
        caller.planSubscriptions.reportMissed({ subscriptionId: sub.id, version, date }),
      );
      if (ok) sub.visits.set(date, "missed");
    });
  }
  toString() {
    return `reportMissed(#${this.pick}, ${this.hour}h)`;
  }
}

class WasherRecords extends OnSubscription {
  constructor(
    pick: number,
    hour: number,
    readonly outcome: "done" | "not_accessible",
  ) {
    super(pick, hour);
  }
  async run(model: PlanModel, world: PlanWorld) {
    await step(model, world, this.toString(), async () => {
      setHour(model, this.hour);
      const sub = this.sub(model);
      const date = today(model);
      const expected = sub.visits.get(date);
      if (!expected) return;
      const row = await world.db.planVisit.findUniqueOrThrow({
        where: { subscriptionId_date: { subscriptionId: sub.id, date } },
        select: { version: true },
      });
      // The wash's own washer; none (a renewal found every morning full) and nobody can mark it.
      const washer = sub.washerOf.get(date) ?? sub.washer;
      if (washer === -1) return;
      const userId = world.washers.get(washer) as number;
      const answer = await world.db.$transaction((tx) =>
        recordPlanOutcome(
          tx,
          { centreId: world.centreId, userId },
          {
            subscriptionId: sub.id,
            date,
            version: row.version,
            outcome: this.outcome,
            photoMediaId: 1,
            at: new Date(model.now),
          },
        ),
      );
      const applies = expected === "scheduled";
      if (!answer || answer.applied !== applies)
        failRun(
          world,
          `washer's ${this.outcome} answered ${JSON.stringify(answer)}; the wash was ${expected}`,
        );
      countOutcome(world.stats, `washer ${this.outcome}`, applies ? "applied" : "refused");
      if (applies) {
        sub.visits.set(date, this.outcome);
        model.recorded.set(`${sub.id}:${date}`, this.outcome);
      }
    });
  }
  toString() {
    return `washer ${this.outcome}(#${this.pick}, ${this.hour}h)`;
  }
}

export class Cancel extends OnSubscription {
  async run(model: PlanModel, world: PlanWorld) {
    await step(model, world, this.toString(), async () => {
      setHour(model, this.hour);
      const sub = this.sub(model);
      const refused = !(LIVE as readonly string[]).includes(sub.status);
      const ok = await customerMove(model, world, sub, "cancel", refused, (caller, version) =>
        caller.planSubscriptions.cancel({ subscriptionId: sub.id, version }),
      );
      if (!ok) return;
      sub.status = "cancelled";
      const day = today(model);
      const firstKept = model.now < indiaToInstant(day, planOf(sub).start).getTime() ? addDays(day, -1) : day;
      // Washes of months billed stay on them as cancelled (credited by the terms); later ones are gone.
      const billedUntil = (await lastPeriodEnd(world, sub)) ?? firstKept;
      for (const [d, s] of sub.visits) {
        if (s !== "scheduled" || d <= firstKept) continue;
        if (d <= billedUntil) sub.visits.set(d, "cancelled");
        else sub.visits.delete(d);
      }
    });
  }
  toString() {
    return `cancel(#${this.pick}, ${this.hour}h)`;
  }
}

/** AutoPay subscriptions whose mandate the model knows. */
abstract class OnAutopay extends OnSubscription {
  override check(model: Readonly<PlanModel>) {
    return model.subscriptions.some((s) => s.razorpayId !== null);
  }
  protected override sub(model: PlanModel) {
    const autopay = model.subscriptions.filter((s) => s.razorpayId !== null);
    return autopay[this.pick % autopay.length] as ModelSubscription;
  }
}

class DebitFails extends OnAutopay {
  async run(model: PlanModel, world: PlanWorld) {
    await step(model, world, this.toString(), async () => {
      const sub = this.sub(model);
      const remote = world.standin.controls.subscriptions().find((s) => s.id === sub.razorpayId);
      if (!remote?.charge_at) return;
      world.standin.controls.setNextChargeOutcome(sub.razorpayId as string, "fails");
      countOutcome(world.stats, "AutoPay", "next debit fails");
    });
  }
  toString() {
    return `debitFails(#${this.pick})`;
  }
}

class RevokeMandate extends OnAutopay {
  async run(model: PlanModel, world: PlanWorld) {
    await step(model, world, this.toString(), async () => {
      const sub = this.sub(model);
      const id = sub.razorpayId as string;
      const remote = world.standin.controls.subscriptions().find((s) => s.id === id);
      if (!remote || ["cancelled", "completed", "expired"].includes(remote.status)) return;
      world.standin.controls.customerRevokesMandate(id);
      countOutcome(world.stats, "AutoPay", "mandate revoked");
      await atTime(new Date(model.now), () => reconcileAutopay(world.db, world.payments, id));
      await syncMonths(world, sub);
      if (sub.status !== "cancelled" && sub.status !== "completed") {
        sub.status = "cancelled";
        const paidUntil = await lastPeriodEnd(world, sub);
        for (const [d, s] of sub.visits)
          if (s === "scheduled" && (paidUntil === null || d > paidUntil)) sub.visits.delete(d);
      }
    });
  }
  toString() {
    return `revokeMandate(#${this.pick})`;
  }
}

async function lastPeriodEnd(world: PlanWorld, sub: ModelSubscription): Promise<string | null> {
  const last = await world.db.planPeriod.findFirst({
    where: { subscriptionId: sub.id },
    orderBy: { fromDate: "desc" },
    select: { toDate: true },
  });
  return last?.toDate ?? null;
}

/**
 * Washes of months opened since the model last looked (a renewal, a debit): scheduled, on the plan's washer as
 * the server now has it (kept while they have room, else another with room, else none; the capacity invariant
 * checks the choice).
 */
async function syncMonths(world: PlanWorld, sub: ModelSubscription) {
  const [rows, plan] = await Promise.all([
    world.db.planVisit.findMany({
      where: { subscriptionId: sub.id },
      select: { date: true, state: true, crewMemberId: true },
    }),
    world.db.planSubscription.findUniqueOrThrow({ where: { id: sub.id }, select: { crewMemberId: true } }),
  ]);
  const washer = plan.crewMemberId ?? -1;
  for (const row of rows) {
    if (sub.visits.has(row.date)) continue;
    if (row.state !== "scheduled" || (row.crewMemberId ?? -1) !== washer)
      failRun(world, `#${sub.id}'s new wash ${row.date} is ${row.state} on washer ${row.crewMemberId}`);
    sub.visits.set(row.date, "scheduled");
    if (washer !== sub.washer) sub.washerOf.set(row.date, washer);
  }
}

/** The plans' grace days after the last paid one (planInput's haltGraceDays). */
const GRACE_DAYS = 3;

/**
 * The customer pays a month by UPI in Checkout (the stand-in's): the first month of a plan paid month by month,
 * the next from a week before the paid month ends, or any month of a halted plan. The month follows the last
 * paid one, or starts tomorrow once the plan has lapsed beyond its grace days; washes held between that no month
 * paid for are gone; a halted AutoPay plan goes on month by month.
 */
export class PayMonth extends OnSubscription {
  async run(model: PlanModel, world: PlanWorld) {
    await step(model, world, this.toString(), async () => {
      setHour(model, this.hour);
      const sub = this.sub(model);
      const day = today(model);
      const paidUntil = await lastPeriodEnd(world, sub);
      const payable =
        sub.status === "halted" ||
        (sub.billing === "monthly_upi" &&
          (sub.status === "awaiting_payment" ||
            (sub.status === "active" && (paidUntil === null || addDays(paidUntil, -7) <= day))));
      const { caller } = world.cars[sub.car] as PlanWorld["cars"][number];
      const answer = await attemptCall(world, REFUSALS, "payMonth", () =>
        atTime(new Date(model.now), () => caller.planSubscriptions.payMonth({ subscriptionId: sub.id })),
      );
      if (!payable) {
        if (answer.ok) failRun(world, `payMonth accepted for a ${sub.billing} plan ${sub.status}`);
        return;
      }
      if (!answer.ok)
        failRun(world, `payMonth refused (${answer.code}) for a ${sub.billing} plan ${sub.status}`);
      const tomorrow = addDays(day, 1);
      const from =
        paidUntil === null
          ? sub.startDate > day
            ? sub.startDate
            : tomorrow
          : daysBetween(paidUntil, day) > GRACE_DAYS + 1
            ? tomorrow
            : addDays(paidUntil, 1);
      if (answer.value.period.from !== from)
        failRun(world, `the month paid now starts ${answer.value.period.from}; the model says ${from}`);
      const paid = await payInTestCheckout(world.standin.url, {
        keyId: world.payments.gateway.keyId,
        orderId: answer.value.orderId,
      });
      const view = await atTime(new Date(model.now), () =>
        caller.planSubscriptions.confirmMonthPayment({
          subscriptionId: sub.id,
          razorpayOrderId: paid.razorpay_order_id,
          razorpayPaymentId: paid.razorpay_payment_id,
          razorpaySignature: paid.razorpay_signature,
        }),
      );
      countOutcome(world.stats, "month by UPI", sub.status === "halted" ? "resumed" : "paid");
      if (view.state !== "active" || view.months[0]?.from !== from)
        failRun(world, `paid, the plan is ${view.state} with its last month from ${view.months[0]?.from}`);
      for (const [d, s] of sub.visits)
        if (s === "scheduled" && d < from && (paidUntil === null || d > paidUntil)) sub.visits.delete(d);
      sub.status = "active";
      if (sub.billing === "autopay") sub.billing = "monthly_upi";
      await syncMonths(world, sub);
    });
  }
  toString() {
    return `payMonth(#${this.pick}, ${this.hour}h)`;
  }
}

/** The centre marks a cash month's cash collected: what the month still costs, once. */
export class CollectCash extends OnSubscription {
  async run(model: PlanModel, world: PlanWorld) {
    await step(model, world, this.toString(), async () => {
      setHour(model, this.hour);
      const sub = this.sub(model);
      const month = await world.db.planPeriod.findFirst({
        where: { subscriptionId: sub.id, booking: { paymentMethod: "cash" } },
        orderBy: { fromDate: "desc" },
        select: { bookingId: true, booking: { select: { status: true } } },
      });
      if (!month) return;
      const before = deriveBookingMoney(await ledgerTotals(world.db, month.bookingId), month.booking.status);
      const collectable = month.booking.status === "confirmed" && before.outstandingPaise > 0;
      const answer = await attemptCall(world, REFUSALS, "cash collected", () =>
        atTime(new Date(model.now), () =>
          world.owner.centreBookings.act({ bookingId: month.bookingId, action: "cash_collected" }),
        ),
      );
      if (!collectable) {
        if (answer.ok) failRun(world, `cash collected on a month owing ${before.outstandingPaise}`);
        return;
      }
      if (!answer.ok)
        failRun(world, `cash refused (${answer.code}) on a month owing ${before.outstandingPaise}`);
      countOutcome(world.stats, "cash", "collected");
      const after = deriveBookingMoney(await ledgerTotals(world.db, month.bookingId), month.booking.status);
      if (after.outstandingPaise !== 0 || after.cashPaise !== before.cashPaise + before.outstandingPaise)
        failRun(
          world,
          `cash collected ${after.cashPaise - before.cashPaise} of ${before.outstandingPaise} owed`,
        );
    });
  }
  toString() {
    return `collectCash(#${this.pick}, ${this.hour}h)`;
  }
}

/** A day passes: the plans' sweep at the new day's first hour, then AutoPay's due debits, reconciled. */
export class DaysPass implements Cmd {
  constructor(readonly days: number) {}
  check = () => true;
  async run(model: PlanModel, world: PlanWorld) {
    for (let i = 0; i < this.days; i++) {
      await step(model, world, `day passes (${i + 1}/${this.days})`, async () => {
        model.now = indiaToInstant(addDays(today(model), 1), 30).getTime();
        const day = today(model);
        for (const sub of model.subscriptions) {
          if (sub.status !== "active" && sub.status !== "halted") continue;
          for (const [d, s] of sub.visits) if (s === "scheduled" && d < day) sub.visits.set(d, "missed");
        }
        const now = new Date(model.now);
        // Month by month by UPI: unpaid past the grace days, halted; its first month never paid two days after its
        // start, given up (its held washes gone).
        const lapsing: ModelSubscription[] = [];
        for (const sub of model.subscriptions) {
          if (sub.billing !== "monthly_upi") continue;
          if (sub.status === "awaiting_payment" && sub.startDate < addDays(day, -2)) {
            sub.status = "cancelled";
            for (const [d, s] of sub.visits) if (s === "scheduled") sub.visits.delete(d);
          } else if (sub.status === "active") lapsing.push(sub);
        }
        for (const sub of lapsing) {
          const paidUntil = await lastPeriodEnd(world, sub);
          if (paidUntil !== null && daysBetween(paidUntil, day) > GRACE_DAYS) sub.status = "halted";
        }
        const swept = await atTime(now, () => sweepPlans(world.db, now));
        if (swept.closed > 0) countOutcome(world.stats, "sweep", "months closed");
        if (swept.opened > 0) countOutcome(world.stats, "sweep", "cash months opened");
        const charged = world.standin.controls.chargeDue(Math.floor(model.now / 1000));
        if (charged.length > 0) countOutcome(world.stats, "AutoPay", "debits due");
        for (const sub of model.subscriptions) {
          if (sub.razorpayId === null) continue;
          const id = sub.razorpayId;
          await atTime(now, () => reconcileAutopay(world.db, world.payments, id));
          const row = await world.db.planSubscription.findUniqueOrThrow({
            where: { id: sub.id },
            select: { status: true },
          });
          if (sub.status === "cancelled" && row.status !== "cancelled")
            failRun(world, `#${sub.id} was cancelled and is ${row.status} again`);
          if (row.status !== sub.status && (row.status === "cancelled" || row.status === "completed")) {
            const paidUntil = await lastPeriodEnd(world, sub);
            for (const [d, s] of sub.visits)
              if (s === "scheduled" && (paidUntil === null || d > paidUntil)) sub.visits.delete(d);
          }
          sub.status = row.status;
        }
        for (const sub of model.subscriptions) {
          if (sub.billing !== "monthly_upi") continue;
          const row = await world.db.planSubscription.findUniqueOrThrow({
            where: { id: sub.id },
            select: { status: true },
          });
          if (row.status !== sub.status)
            failRun(world, `#${sub.id} is ${row.status}; the model says ${sub.status}`);
        }
        for (const sub of model.subscriptions) await syncMonths(world, sub);
      });
    }
  }
  toString() {
    return `daysPass(${this.days})`;
  }
}

/** The five rules, read from the database after every step; and the model's washes against the database's. */
export async function checkInvariants(model: PlanModel, world: PlanWorld): Promise<void> {
  world.stats.invariantChecks += 1;
  const { db } = world;
  const ids = model.subscriptions.map((s) => s.id);
  if (ids.length === 0) return;
  const visits = await db.planVisit.findMany({
    where: { subscriptionId: { in: ids } },
    select: { subscriptionId: true, date: true, state: true, crewMemberId: true },
    orderBy: { date: "asc" },
  });

  // The model's washes are the database's (the customer moves and the sweep did what the rules say).
  for (const sub of model.subscriptions) {
    const mine = visits.filter((v) => v.subscriptionId === sub.id);
    const actual = new Map(mine.map((v) => [v.date, v.state as VisitState]));
    for (const [date, state] of sub.visits)
      if (actual.get(date) !== state)
        failRun(world, `#${sub.id}'s wash ${date} is ${actual.get(date) ?? "gone"}; the model says ${state}`);
  }

  // 5. A washer's recorded outcome stays.
  for (const [key, outcome] of model.recorded) {
    const [sid, date] = key.split(":");
    const row = visits.find((v) => v.subscriptionId === Number(sid) && v.date === date);
    if (row?.state !== outcome)
      failRun(world, `the washer's ${outcome} of ${key} is now ${row?.state ?? "gone"}`);
  }

  // 3. Capacity: no washer's morning holds more washes than the plans' capacity.
  const load = new Map<string, number>();
  for (const v of visits) {
    if (v.state === "skipped" || v.state === "paused") continue;
    const key = `${v.crewMemberId}:${v.date}`;
    load.set(key, (load.get(key) ?? 0) + 1);
  }
  const capacity = Math.max(...PLANS.map((p) => p.capacity));
  for (const [key, n] of load)
    if (n > capacity) failRun(world, `washer:date ${key} has ${n} washes; capacity is ${capacity}`);

  // 4. One live subscription per vehicle number.
  const live = await db.planSubscription.groupBy({
    by: ["numberKey"],
    where: { id: { in: ids }, status: { in: [...LIVE] } },
    _count: { _all: true },
  });
  for (const group of live)
    if (group._count._all > 1) failRun(world, `${group.numberKey} is on ${group._count._all} live plans`);

  // 1 and 2: each opened month's ledger.
  const months = await db.planPeriod.findMany({
    where: { subscriptionId: { in: ids } },
    select: {
      subscriptionId: true,
      fromDate: true,
      toDate: true,
      bookingId: true,
      booking: { select: { status: true } },
      subscription: {
        select: { monthlyPaise: true, plan: { select: { refundUnusedOnCancel: true, creditUse: true } } },
      },
    },
  });
  for (const month of months) {
    const price = month.subscription.monthlyPaise;
    const inMonth = visits.filter(
      (v) => v.subscriptionId === month.subscriptionId && v.date >= month.fromDate && v.date <= month.toDate,
    );
    const values = visitValuesPaise(price, inMonth.length);
    const expectedCredit = inMonth.reduce(
      (sum, v, i) => sum + (isCreditedWash(v.state, month.subscription.plan) ? (values[i] ?? 0) : 0),
      0,
    );
    const totals = await ledgerTotals(db, month.bookingId);
    const credit = totals.plan_visit_credit ?? 0;
    const where = `#${month.subscriptionId}'s month ${month.fromDate}..${month.toDate}`;
    if (credit !== expectedCredit)
      failRun(world, `${where}: credits ${credit} paise, its credited washes are worth ${expectedCredit}`);
    if (credit > price) failRun(world, `${where}: credits ${credit} exceed the price ${price}`);
    const money = deriveBookingMoney(totals, month.booking.status);
    if (money.duePaise !== price - credit)
      failRun(world, `${where}: due ${money.duePaise}, price − credits ${price - credit}`);
    if (money.capturedPaise > price)
      failRun(world, `${where}: captured ${money.capturedPaise} > price ${price}`);
    const captures = await db.ledgerEntry.count({
      where: { bookingId: month.bookingId, kind: "payment_captured" },
    });
    if (captures > 1) failRun(world, `${where}: ${captures} captured payments`);
    // Cash paid beyond what a month cost goes on to the next; only the plan's last month keeps it (owed back).
    const next = months.find(
      (m) => m.subscriptionId === month.subscriptionId && m.fromDate === addDays(month.toDate, 1),
    );
    if (
      month.booking.status === "completed" &&
      money.heldPaise > money.duePaise &&
      (money.cashPaise === 0 || next)
    )
      failRun(world, `${where}: completed, holds ${money.heldPaise} of ${money.duePaise} due`);
    if ((totals.plan_cash_applied ?? 0) > 0 && money.cashPaise > money.duePaise)
      failRun(world, `${where}: carried cash makes it paid ${money.cashPaise} of ${money.duePaise}`);
  }

  // 7. On a plan whose credits extend it, every skipped, paused or missed wash of a paid month is made up by a
  // wash after it, never more (while it runs, and nothing is held beyond its last month).
  const makeUps = await db.planVisit.groupBy({
    by: ["subscriptionId"],
    where: { subscriptionId: { in: ids }, makeUp: true },
    _count: { _all: true },
  });
  for (const sub of model.subscriptions) {
    if (planOf(sub).creditUse !== "extend_plan") continue;
    const mine = months.filter((m) => m.subscriptionId === sub.id);
    const inMonths = (date: string) => mine.some((m) => date >= m.fromDate && date <= m.toDate);
    const owed = visits.filter(
      (v) =>
        v.subscriptionId === sub.id &&
        isMadeUp(v.state as VisitState, { creditUse: "extend_plan" }) &&
        inMonths(v.date),
    ).length;
    const made = makeUps.find((g) => g.subscriptionId === sub.id)?._count._all ?? 0;
    const lastTo = mine
      .map((m) => m.toDate)
      .sort()
      .at(-1);
    const held = lastTo !== undefined && visits.some((v) => v.subscriptionId === sub.id && v.date > lastTo);
    if (made > owed || (sub.status === "active" && !held && lastTo !== undefined && made !== owed))
      failRun(world, `#${sub.id}: ${made} make-up washes for ${owed} washes not given`);
  }

  // 6. A subscription's months never overlap (nobody pays twice for a day), and cash carried equals cash applied.
  for (const sub of model.subscriptions) {
    const mine = months
      .filter((m) => m.subscriptionId === sub.id)
      .sort((a, b) => a.fromDate.localeCompare(b.fromDate));
    for (let i = 1; i < mine.length; i++)
      if ((mine[i]?.fromDate ?? "") <= (mine[i - 1]?.toDate ?? ""))
        failRun(world, `#${sub.id}'s months ${mine[i - 1]?.fromDate} and ${mine[i]?.fromDate} overlap`);
    const carried = await world.db.ledgerEntry.groupBy({
      by: ["kind"],
      where: {
        bookingId: { in: mine.map((m) => m.bookingId) },
        kind: { in: ["plan_cash_carried", "plan_cash_applied"] },
      },
      _sum: { amountPaise: true },
    });
    const sum = (kind: string) => carried.find((c) => c.kind === kind)?._sum.amountPaise ?? 0;
    if (sum("plan_cash_carried") !== sum("plan_cash_applied"))
      failRun(
        world,
        `#${sub.id}: cash carried ${sum("plan_cash_carried")}, applied ${sum("plan_cash_applied")}`,
      );
  }
}

const pick = fc.nat({ max: 7 });
const hour = fc.integer({ min: 0, max: 23 });

export const allCommands = [
  fc
    .tuple(fc.nat({ max: 1 }), fc.constantFrom("monthly_cash" as const, "autopay" as const), hour)
    .map(([p, billing, h]) => new Subscribe(p, billing, null, h)),
  fc
    .tuple(fc.nat({ max: 1 }), fc.constantFrom("monthly_upi" as const, "autopay" as const), hour)
    .map(([p, billing, h]) => new Subscribe(p, billing, null, h)),
  fc.tuple(fc.nat({ max: 1 }), pick, hour).map(([p, reuse, h]) => new Subscribe(p, "monthly_cash", reuse, h)),
  fc.tuple(pick, hour, fc.nat({ max: 5 })).map(([p, h, w]) => new Skip(p, h, w)),
  fc.tuple(pick, hour, fc.nat({ max: 5 })).map(([p, h, w]) => new Skip(p, h, w)),
  fc
    .tuple(pick, hour, fc.nat({ max: 5 }), fc.integer({ min: 1, max: 4 }))
    .map(([p, h, w, d]) => new Pause(p, h, w, d)),
  fc.tuple(pick, hour, fc.nat({ max: 1 })).map(([p, h, w]) => new ReportMissed(p, h, w)),
  fc
    .tuple(pick, fc.integer({ min: 6, max: 11 }), fc.constantFrom("done" as const, "not_accessible" as const))
    .map(([p, h, o]) => new WasherRecords(p, h, o)),
  fc.tuple(pick, fc.integer({ min: 6, max: 11 })).map(([p, h]) => new WasherRecords(p, h, "done")),
  fc.tuple(pick, hour).map(([p, h]) => new Cancel(p, h)),
  fc.tuple(pick, hour).map(([p, h]) => new DebitFails(p, h)),
  fc.tuple(pick, hour).map(([p, h]) => new RevokeMandate(p, h)),
  fc.tuple(pick, hour).map(([p, h]) => new PayMonth(p, h)),
  fc.tuple(pick, hour).map(([p, h]) => new PayMonth(p, h)),
  fc.tuple(pick, hour).map(([p, h]) => new CollectCash(p, h)),
  fc.constantFrom(1, 1, 3, 8, 15).map((d) => new DaysPass(d)),
  fc.constantFrom(1, 2).map((d) => new DaysPass(d)),
];
