import {
  addDays,
  indiaDate,
  PLAN_LIMITS,
  periodFrom,
  readSiteDetails,
  type SubscribeInput,
  vehicleNumberKey,
  visitDates,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isExclusionViolation } from "../../lib/db-errors";
import { assertCentreReaches, loadBookableCentre } from "../booking";
import { openMonth } from "./plan-months";
import { scheduleVisits, shownDate } from "./plan-visits";
import { chooseWasher } from "./washer-choice";

/**
 * Puts one of the customer's saved vehicles on a centre's plan at one of their saved addresses, from
 * `startDate`: checks the plan is on sale with a price for the vehicle's type, the vehicle is on no other live
 * plan, the centre reaches the address, and a washer has room on every morning of the first period; then writes
 * the subscription and that period's washes, on that washer. Cash month by month starts active; UPI (AutoPay or
 * month by month) waits for the payment. Answers the subscription's id.
 */
export async function subscribe(db: Db, customerId: number, input: SubscribeInput): Promise<number> {
  const plan = await db.washPlan.findFirst({
    where: { id: input.planId, active: true, centre: { status: "approved" } },
    select: {
      id: true,
      name: true,
      centreId: true,
      frequency: true,
      weekdays: true,
      windowStart: true,
      windowEnd: true,
      capacityPerWasher: true,
      prices: { select: { vehicleTypeId: true, monthlyPaise: true } },
    },
  });
  if (!plan) throw new DomainError("NOT_FOUND", "planNotFound", "planId");
  const [vehicle, address] = await Promise.all([
    db.savedVehicle.findFirst({
      where: { id: input.vehicleId, userId: customerId },
      select: { vehicleNumber: true, vehicleTypeId: true, vehicleType: { select: { name: true } } },
    }),
    db.savedAddress.findFirst({
      where: { id: input.addressId, userId: customerId },
      select: { address: true, city: true, state: true, zip: true, siteDetails: true },
    }),
  ]);
  if (!vehicle) throw new DomainError("NOT_FOUND", "chooseVehicle", "vehicleId");
  if (!address) throw new DomainError("NOT_FOUND", "chooseAddress", "addressId");
  const price = plan.prices.find((p) => p.vehicleTypeId === vehicle.vehicleTypeId);
  if (!price)
    throw new DomainError(
      "BAD_INPUT",
      {
        id: "errors.planNoPriceForVehicle",
        values: { plan: plan.name, vehicleType: vehicle.vehicleType.name },
      },
      "vehicleId",
    );
  assertStartInRange(input.startDate);
  const centre = await loadBookableCentre({ pool: db }, plan.centreId);
  const reached = await assertCentreReaches({ pool: db }, centre, { serviceMode: "doorstep", ...address });
  const numberKey = vehicleNumberKey(vehicle.vehicleNumber);
  await assertNoLivePlan(db, numberKey, vehicle.vehicleNumber);
  const siteDetails = readSiteDetails(address.siteDetails);
  const dates = visitDates(plan, input.startDate, periodFrom(input.startDate));
  try {
    return await db.$transaction(async (tx) => {
      const washer = await chooseWasher(tx, {
        centreId: plan.centreId,
        vehicleTypeId: vehicle.vehicleTypeId,
        windowStart: plan.windowStart,
        windowEnd: plan.windowEnd,
        dates,
        capacity: plan.capacityPerWasher,
        society: siteDetails.society ?? null,
      });
      if (washer === null)
        throw new DomainError(
          "CONFLICT",
          {
            id: "errors.planNoWasherFree",
            values: { centre: centre.name, society: siteDetails.society ?? address.address },
          },
          "startDate",
        );
      const subscription = await tx.planSubscription.create({
        data: {
          planId: plan.id,
          centreId: plan.centreId,
          customerId,
          vehicleTypeId: vehicle.vehicleTypeId,
          vehicleNumber: vehicle.vehicleNumber,
          numberKey,
          address: address.address,
          city: address.city,
          state: address.state,
          zip: address.zip,
          latitude: reached?.latitude ?? null,
          longitude: reached?.longitude ?? null,
          siteDetails,
          crewMemberId: washer,
          startDate: input.startDate,
          status: input.billing === "monthly_cash" ? "active" : "awaiting_payment",
          billing: input.billing,
          monthlyPaise: price.monthlyPaise,
        },
        select: { id: true },
      });
      // Cash starts now: its first month is open and confirmed. UPI waits for the charge, the washes held.
      if (input.billing === "monthly_cash")
        await openMonth(tx, subscription.id, periodFrom(input.startDate), "cash");
      else await scheduleVisits(tx, { subscriptionId: subscription.id, crewMemberId: washer, dates });
      await audit(
        tx,
        { id: customerId, role: "user" },
        "plan_subscription.created",
        { type: "plan_subscription", id: subscription.id },
        { planId: plan.id, startDate: input.startDate, billing: input.billing, washer },
      );
      return subscription.id;
    });
  } catch (error) {
    // Two subscriptions of one car at once: the check above saw neither; the constraint lets one through.
    if (isExclusionViolation(error, "plan_subscriptions_one_live_per_vehicle"))
      await assertNoLivePlan(db, numberKey, vehicle.vehicleNumber);
    throw error;
  }
}

/** A plan starts tomorrow at the earliest (the washer's route for a morning is made the day before). */
function assertStartInRange(startDate: string): void {
  const today = indiaDate(currentTime());
  const first = addDays(today, 1);
  const last = addDays(today, PLAN_LIMITS.maxStartDaysAhead);
  if (startDate < first || startDate > last)
    throw new DomainError(
      "BAD_INPUT",
      {
        id: "errors.planStartOutOfRange",
        values: { from: shownDate(first), to: shownDate(last) },
      },
      "startDate",
    );
}

/** Refuses a vehicle already on a live plan, naming the plan. */
async function assertNoLivePlan(db: Db, numberKey: string, vehicleNumber: string): Promise<void> {
  const live = await db.planSubscription.findFirst({
    where: { numberKey, status: { in: ["awaiting_payment", "active", "paused", "halted"] } },
    select: { plan: { select: { name: true } } },
  });
  if (live)
    throw new DomainError(
      "CONFLICT",
      { id: "errors.vehicleHasLivePlan", values: { vehicleNumber, plan: live.plan.name } },
      "vehicleId",
    );
}
