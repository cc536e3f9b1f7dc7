import {
  formatMinutes,
  LIVE_SUBSCRIPTION_STATES,
  parseTime,
  type WashPlanInput,
  type WashPlanView,
} from "@chamak/contracts";
import type { Db, DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { claimEdit } from "../../lib/stale-edit";
import { assertCentreMayChange, type VendorActor } from "../centre";

const planSelect = {
  id: true,
  version: true,
  name: true,
  frequency: true,
  weekdays: true,
  windowStart: true,
  windowEnd: true,
  extras: true,
  capacityPerWasher: true,
  skipNoticeHours: true,
  maxPauseDaysPerMonth: true,
  creditUse: true,
  refundUnusedOnCancel: true,
  haltGraceDays: true,
  active: true,
  prices: {
    select: { vehicleTypeId: true, monthlyPaise: true, vehicleType: { select: { name: true } } },
    orderBy: { vehicleTypeId: "asc" },
  },
  _count: { select: { subscriptions: { where: { status: { in: [...LIVE_SUBSCRIPTION_STATES] } } } } },
} satisfies Prisma.WashPlanSelect;

type PlanRow = Prisma.WashPlanGetPayload<{ select: typeof planSelect }>;

function planView({ prices, _count, windowStart, windowEnd, extras, ...plan }: PlanRow): WashPlanView {
  return {
    ...plan,
    windowStart: formatMinutes(windowStart),
    windowEnd: formatMinutes(windowEnd),
    extras: extras as WashPlanView["extras"],
    prices: prices.map((price) => ({
      vehicleTypeId: price.vehicleTypeId,
      vehicleType: price.vehicleType.name,
      monthlyPaise: price.monthlyPaise,
    })),
    liveSubscribers: _count.subscriptions,
  };
}

/** A centre's plans, on sale or withdrawn, oldest first (the console's Plans page). */
export async function centrePlans(db: Db | DbTx, centreId: number): Promise<WashPlanView[]> {
  const plans = await db.washPlan.findMany({
    where: { centreId },
    orderBy: { id: "asc" },
    select: planSelect,
  });
  return plans.map(planView);
}

/** The plans a customer can subscribe to on a centre's page: on sale, at an approved centre. */
export async function plansOnOffer(db: Db, centreId: number): Promise<WashPlanView[]> {
  const plans = await db.washPlan.findMany({
    where: { centreId, active: true, centre: { status: "approved" } },
    orderBy: { id: "asc" },
    select: planSelect,
  });
  return plans.map(planView);
}

/**
 * Adds a plan, or changes one as the screen showed it (`version`). Prices are replaced whole. A change applies
 * to new subscribers; those already on the plan keep the price they subscribed at (plan_subscriptions copies
 * it), and its days, window and terms from their next period.
 */
export async function savePlan(db: Db, actor: VendorActor, input: WashPlanInput): Promise<WashPlanView[]> {
  assertCentreMayChange(actor.centre);
  const centreId = actor.centre.id;
  const data = {
    name: input.name,
    frequency: input.frequency,
    weekdays: [...input.weekdays].sort(),
    windowStart: parseTime(input.windowStart),
    windowEnd: parseTime(input.windowEnd),
    extras: input.extras,
    capacityPerWasher: input.capacityPerWasher,
    skipNoticeHours: input.skipNoticeHours,
    maxPauseDaysPerMonth: input.maxPauseDaysPerMonth,
    creditUse: input.creditUse,
    refundUnusedOnCancel: input.refundUnusedOnCancel,
    haltGraceDays: input.haltGraceDays,
    active: input.active,
  };
  await db.$transaction(async (tx) => {
    const types = await tx.vehicleType.count({
      where: { id: { in: input.prices.map((price) => price.vehicleTypeId) } },
    });
    if (types !== input.prices.length) throw new DomainError("BAD_INPUT", "chooseVehicleType", "prices");
    let planId = input.id;
    if (planId === undefined) {
      planId = (await tx.washPlan.create({ data: { centreId, ...data }, select: { id: true } })).id;
    } else {
      const existing = await tx.washPlan.findFirst({ where: { id: planId, centreId }, select: { id: true } });
      if (!existing) throw new DomainError("NOT_FOUND", "planNotFound", "id");
      const id = planId;
      await claimEdit(tx, {
        record: "washPlan",
        id,
        seen: input.version,
        changed: "washPlanChanged",
        current: async () => (await centrePlans(tx, centreId)).find((plan) => plan.id === id),
      });
      await tx.washPlan.update({ where: { id }, data });
      await tx.washPlanPrice.deleteMany({ where: { planId: id } });
    }
    const id = planId;
    await tx.washPlanPrice.createMany({ data: input.prices.map((price) => ({ planId: id, ...price })) });
    await audit(
      tx,
      { id: actor.userId, role: "vendor" },
      input.id === undefined ? "wash_plan.added" : "wash_plan.changed",
      { type: "wash_plan", id },
      { ...data, prices: input.prices },
    );
  });
  return centrePlans(db, centreId);
}
