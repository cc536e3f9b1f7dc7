// The demo's wash plans (plan-data.ts): Sparkle Auto Spa's plans on sale, and the demo customer's car on the daily
// one, its first month open, so the site's "My plans", the centre's "Monthly plans", the console's plans page and
// the washer's plan round show something from the start.
//
// The api's wash-plans module writes these rows in production (subscribe, plan-months' openMonth, the skip and the
// washer's outcome). The seed cannot call it: @chamak/api depends on this package, so importing it here would make
// a cycle. The rows are written here as those functions write them, with three differences, on purpose: the month's
// order is written confirmed at once, without the audit entry and the outbox notice moveBooking adds (a notice now
// would tell the customer of a month that opened days ago); the washes marked done have no photo (the seed uploads
// no media); and the ledger entries say `seed` as their actor, like every other seeded entry.
import {
  addDays,
  formatCalendarDate,
  indiaDate,
  indiaToInstant,
  readSiteDetails,
  vehicleNumberKey,
} from "@chamak/contracts";
import type { Prisma } from "../generated/prisma/client";
import { bookingCode } from "./booking-details";
import type { CentreSeed } from "./centre-data";
import { DEMO_PLANS, DEMO_SUBSCRIPTION, PLAN_CENTRE_NAME, type PlanSeed, planDemoMonth } from "./plan-data";
import type { SeededCatalog } from "./seed-catalog";

const DAY = 24 * 60 * 60 * 1000;

export interface SeededPlans {
  plans: number;
  subscriptions: number;
}

/**
 * Puts the demo plans on sale at their centre if it sells none yet, and the demo customer's car on the daily plan
 * if they have no plan yet (a later seed keeps what they changed). Answers what it created.
 */
export async function seedPlans(
  tx: Prisma.TransactionClient,
  centres: readonly CentreSeed[],
  centreIds: ReadonlyMap<string, number>,
  userIds: ReadonlyMap<string, number>,
  catalog: SeededCatalog,
  now: Date,
): Promise<SeededPlans> {
  const centre = centres.find((candidate) => candidate.name === PLAN_CENTRE_NAME);
  const centreId = centre ? centreIds.get(centre.gstin) : undefined;
  if (centreId === undefined) return { plans: 0, subscriptions: 0 };
  const typeId = new Map(catalog.vehicleTypes.map((type) => [type.slug, type.id]));

  let plans = 0;
  if ((await tx.washPlan.count({ where: { centreId } })) === 0) {
    for (const plan of DEMO_PLANS) {
      const { prices, ...terms } = plan;
      await tx.washPlan.create({
        data: {
          ...terms,
          centreId,
          prices: {
            create: Object.entries(prices).flatMap(([slug, monthlyPaise]) => {
              const vehicleTypeId = typeId.get(slug as keyof typeof prices);
              return vehicleTypeId === undefined || monthlyPaise === undefined
                ? []
                : [{ vehicleTypeId, monthlyPaise }];
            }),
          },
          createdAt: new Date(now.getTime() - 45 * DAY),
        },
      });
      plans += 1;
    }
  }

  const subscribed = await subscribeDemoCustomer(tx, centreId, userIds, typeId, now);
  return { plans, subscriptions: subscribed ? 1 : 0 };
}

/** The demo customer's car on the daily plan, as subscribe and openMonth write it, a few days into its month. */
async function subscribeDemoCustomer(
  tx: Prisma.TransactionClient,
  centreId: number,
  userIds: ReadonlyMap<string, number>,
  typeId: ReadonlyMap<string, number>,
  now: Date,
): Promise<boolean> {
  const customerId = userIds.get(DEMO_SUBSCRIPTION.customerEmail);
  const vehicleTypeId = typeId.get(DEMO_SUBSCRIPTION.vehicleType);
  const planSeed = DEMO_PLANS.find((plan) => plan.name === DEMO_SUBSCRIPTION.planName);
  if (customerId === undefined || vehicleTypeId === undefined || !planSeed) return false;
  if ((await tx.planSubscription.count({ where: { customerId } })) > 0) return false;

  const [plan, customer, address] = await Promise.all([
    tx.washPlan.findFirst({
      where: { centreId, name: planSeed.name },
      select: { id: true, prices: { where: { vehicleTypeId }, select: { monthlyPaise: true } } },
    }),
    tx.user.findUniqueOrThrow({ where: { id: customerId }, select: { mobile: true, phone: true } }),
    // Their default saved address (seed-saved-details), where subscribe takes the address and its site details.
    tx.savedAddress.findFirst({
      where: { userId: customerId },
      orderBy: [{ isDefault: "desc" }, { id: "asc" }],
      select: { address: true, city: true, state: true, zip: true, siteDetails: true },
    }),
  ]);
  const monthlyPaise = plan?.prices[0]?.monthlyPaise;
  if (!plan || monthlyPaise === undefined || !address) return false;
  const washer = await washerFor(tx, centreId, planSeed);
  const month = planDemoMonth(planSeed, monthlyPaise, indiaDate(now));
  const siteDetails = readSiteDetails(address.siteDetails);
  const place = {
    address: address.address,
    city: address.city,
    state: address.state,
    zip: address.zip,
    // subscribe takes the point its reach check found; the seed has no map data, so the address alone (the
    // washer's phone then searches for it).
    latitude: null,
    longitude: null,
    siteDetails: siteDetails as Prisma.InputJsonObject,
  };

  const subscription = await tx.planSubscription.create({
    data: {
      ...place,
      planId: plan.id,
      centreId,
      customerId,
      vehicleTypeId,
      vehicleNumber: DEMO_SUBSCRIPTION.vehicleNumber,
      numberKey: vehicleNumberKey(DEMO_SUBSCRIPTION.vehicleNumber),
      crewMemberId: washer,
      startDate: month.startDate,
      status: "active",
      billing: "monthly_cash",
      monthlyPaise,
      // The customer's one skip was a move at the version their screen showed.
      version: 2,
      createdAt: month.subscribedAt,
    },
    select: { id: true },
  });

  // The month's order (booking module's openPlanMonth): service mode plan, one line naming the plan and the period,
  // no bay and no crew, cash confirmed at once; its payment status is the ledger's (cash, nothing collected yet).
  const { from, to } = month.period;
  const booking = await tx.booking.create({
    data: {
      ...place,
      code: bookingCode(DEMO_SUBSCRIPTION.codeSerial),
      customerId,
      centreId,
      status: "confirmed",
      paymentStatus: "cash_due",
      paymentMethod: "cash",
      serviceMode: "plan",
      slotStart: indiaToInstant(from, 0),
      slotEnd: indiaToInstant(addDays(to, 1), 0),
      vehicleTypeId,
      vehicleNumber: DEMO_SUBSCRIPTION.vehicleNumber,
      contactMobile: customer.phone ?? customer.mobile ?? "",
      subtotalPaise: monthlyPaise,
      totalPaise: monthlyPaise,
      createdAt: month.subscribedAt,
      items: {
        create: {
          vehicleTypeId,
          categoryName: "Wash plan",
          subCategoryName: `${planSeed.name}, ${longDate(from)} to ${longDate(to)}`,
          unitPricePaise: monthlyPaise,
          quantity: 1,
          durationMinutes: 0,
        },
      },
    },
    select: { id: true },
  });
  // The cash the centre marks collected when the washer takes it (payment-records' openPayment).
  await tx.payment.create({
    data: { bookingId: booking.id, method: "cash", amountPaise: monthlyPaise, createdAt: month.subscribedAt },
  });
  await tx.planPeriod.create({
    data: {
      subscriptionId: subscription.id,
      fromDate: from,
      toDate: to,
      bookingId: booking.id,
      createdAt: month.subscribedAt,
    },
  });
  await tx.planVisit.createMany({
    data: month.visits.map((visit) => ({ ...visit, subscriptionId: subscription.id, crewMemberId: washer })),
  });
  // The month's money: its price as it opened, and the skipped wash's share off it as it was credited.
  await tx.ledgerEntry.createMany({
    data: [
      {
        bookingId: booking.id,
        kind: "service_charge" as const,
        amountPaise: monthlyPaise,
        reference: `booking:${booking.id}`,
        createdAt: month.subscribedAt,
      },
      ...month.credits.map((credit) => ({
        bookingId: booking.id,
        kind: "plan_visit_credit" as const,
        amountPaise: credit.amountPaise,
        reference: `plan_visit:${subscription.id}:${credit.date}`,
        createdAt: credit.at,
      })),
    ].map((entry) => ({ ...entry, actorRole: "seed" })),
  });
  return true;
}

/**
 * The centre's washer whose shift covers the plan's window (washer-choice's first test; the demo's one candidate,
 * the owner on the road every day, has room to spare). None is a broken seed, said so.
 */
async function washerFor(tx: Prisma.TransactionClient, centreId: number, plan: PlanSeed): Promise<number> {
  const washer = await tx.crewMember.findFirst({
    where: {
      centreId,
      kinds: { has: "washer" },
      shiftStart: { lte: plan.windowStart },
      shiftEnd: { gte: plan.windowEnd },
    },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  if (!washer)
    throw new Error(`Seed: no washer at ${PLAN_CENTRE_NAME} is on the road for ${plan.name}'s window`);
  return washer.id;
}

const longDate = (date: string) =>
  formatCalendarDate(date, "en", { day: "numeric", month: "short", year: "numeric" });
