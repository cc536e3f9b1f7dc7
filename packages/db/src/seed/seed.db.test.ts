import {
  addDays,
  indiaDate,
  periodFrom,
  validateGstin,
  visitDates,
  visitValuesPaise,
} from "@chamak/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../generated/prisma/client";
import { verifyPassword } from "../passwords";
import { createTestDb } from "../testing";
import { DEMO_LOGINS } from "./accounts-data";
import { SEED_CITIES } from "./centre-data";
import { type SeedSummary, seedDemoData } from "./seed";

const NOW = new Date("2025-06-15T06:30:00Z");
/** The seeded bookings but the wash plan's month (an order of its own kind, checked with the plan). */
const PAST_BOOKINGS = { serviceMode: { not: "plan" as const } };

let db: PrismaClient;
let close: () => Promise<void>;
let first: SeedSummary;
let second: SeedSummary;
let countsAfterFirst: Record<string, number>;
let countsAfterSecond: Record<string, number>;

async function tableCounts(client: PrismaClient): Promise<Record<string, number>> {
  return {
    users: await client.user.count(),
    vehicleTypes: await client.vehicleType.count(),
    categories: await client.serviceCategory.count(),
    centres: await client.centre.count(),
    openingHours: await client.openingHours.count(),
    services: await client.service.count(),
    prices: await client.servicePrice.count(),
    bookings: await client.booking.count(),
    items: await client.bookingItem.count(),
    payments: await client.payment.count(),
    reservations: await client.bayReservation.count(),
    reviews: await client.review.count(),
    coupons: await client.coupon.count(),
    ledgerEntries: await client.ledgerEntry.count(),
    washPlans: await client.washPlan.count(),
    washPlanPrices: await client.washPlanPrice.count(),
    planSubscriptions: await client.planSubscription.count(),
    planPeriods: await client.planPeriod.count(),
    planVisits: await client.planVisit.count(),
  };
}

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  first = await seedDemoData(db, { now: NOW });
  countsAfterFirst = await tableCounts(db);
  second = await seedDemoData(db, { now: NOW });
  countsAfterSecond = await tableCounts(db);
});

afterAll(async () => {
  await close?.();
});

describe("seedDemoData", () => {
  it("is idempotent: a second run changes no counts", () => {
    expect(second).toEqual(first);
    expect(countsAfterSecond).toEqual(countsAfterFirst);
    expect(first.reviews).toBeGreaterThan(50);
    expect(first.coupons).toBe(1);
  });

  it("seeds about 40 approved centres across four cities and pending applications", async () => {
    const approved = await db.centre.findMany({ where: { status: "approved" } });
    expect(approved.length).toBeGreaterThanOrEqual(36);
    expect(approved.length).toBeLessThanOrEqual(44);
    for (const city of SEED_CITIES) {
      expect(approved.filter((centre) => centre.city === city).length).toBeGreaterThanOrEqual(8);
    }
    expect(await db.centre.count({ where: { status: "pending" } })).toBeGreaterThanOrEqual(2);
    for (const centre of approved) {
      expect(centre.approvedAt).not.toBeNull();
      expect(centre.profileImageUrl).toBeNull();
      expect(centre.slotMinutes).toBe(30);
    }
  });

  it("gives every centre a valid GSTIN for its state and a full week of opening hours", async () => {
    const centres = await db.centre.findMany({ include: { openingHours: true, owner: true } });
    for (const centre of centres) {
      expect(validateGstin(centre.gstin ?? "", centre.state), centre.name).toMatchObject({ ok: true });
      expect(centre.openingHours.map((hours) => hours.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(centre.owner.role).toBe("vendor");
    }
  });

  it("gives every approved centre 4 to 10 live services, each with at least one price", async () => {
    const centres = await db.centre.findMany({
      where: { status: "approved" },
      include: { services: { where: { deletedAt: null }, include: { prices: true } } },
    });
    for (const centre of centres) {
      expect(centre.services.length, centre.name).toBeGreaterThanOrEqual(4);
      expect(centre.services.length, centre.name).toBeLessThanOrEqual(10);
      for (const service of centre.services) {
        expect(service.prices.length).toBeGreaterThan(0);
        expect(service.description).toMatch(/^Includes \S.* or \S/);
      }
    }
  });

  it("keeps centre and service counters equal to the reviews and bookings behind them", async () => {
    const [centres, services, bookings, reviews] = await Promise.all([
      db.centre.findMany({ select: { id: true, ratingSum: true, ratingCount: true, bookingCount: true } }),
      db.service.findMany({ select: { id: true, ratingSum: true, ratingCount: true, bookingCount: true } }),
      db.booking.findMany({
        where: PAST_BOOKINGS,
        select: { id: true, centreId: true, status: true, items: { select: { serviceId: true } } },
      }),
      db.review.findMany({ select: { bookingId: true, centreId: true, rating: true } }),
    ]);
    const expectedCentre = new Map<
      number,
      { ratingSum: number; ratingCount: number; bookingCount: number }
    >();
    const expectedService = new Map<
      number,
      { ratingSum: number; ratingCount: number; bookingCount: number }
    >();
    const zero = () => ({ ratingSum: 0, ratingCount: 0, bookingCount: 0 });
    const ratingOf = new Map(reviews.map((review) => [review.bookingId, review.rating]));
    for (const booking of bookings) {
      expect(booking.status).toBe("completed");
      const centre = expectedCentre.get(booking.centreId) ?? zero();
      centre.bookingCount++;
      expectedCentre.set(booking.centreId, centre);
      for (const serviceId of new Set(booking.items.flatMap((item) => item.serviceId ?? []))) {
        const service = expectedService.get(serviceId) ?? zero();
        service.bookingCount++;
        const rating = ratingOf.get(booking.id);
        if (rating !== undefined) {
          service.ratingSum += rating;
          service.ratingCount++;
        }
        expectedService.set(serviceId, service);
      }
    }
    for (const review of reviews) {
      const centre = expectedCentre.get(review.centreId) ?? zero();
      centre.ratingSum += review.rating;
      centre.ratingCount++;
      expectedCentre.set(review.centreId, centre);
      expect(review.rating).toBeGreaterThanOrEqual(3);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    for (const { id, ...counters } of centres) expect(counters).toEqual(expectedCentre.get(id) ?? zero());
    for (const { id, ...counters } of services) expect(counters).toEqual(expectedService.get(id) ?? zero());
    expect(centres.filter((centre) => centre.ratingCount > 0).length).toBeGreaterThan(30);
  });

  it("records consistent past bookings: items, payment and bay reservations", async () => {
    const bookings = await db.booking.findMany({
      where: PAST_BOOKINGS,
      include: { items: true, payments: true, reservations: true },
    });
    const codes = new Set(bookings.map((booking) => booking.code));
    expect(codes.size).toBe(bookings.length);
    for (const booking of bookings) {
      expect(booking.code).toMatch(/^CHK[0-9A-Z]{6}$/);
      expect(booking.slotEnd.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(booking.contactMobile).toMatch(/^[6-9]\d{9}$/);
      const subtotal = booking.items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
      expect(booking.subtotalPaise).toBe(subtotal);
      expect(booking.totalPaise).toBe(subtotal + booking.driverFeePaise - booking.discountPaise);
      expect(booking.payments).toHaveLength(1);
      expect(booking.payments[0]).toMatchObject({
        method: booking.paymentMethod,
        amountPaise: booking.totalPaise,
      });
      expect(booking.paymentStatus).toBe(booking.paymentMethod === "upi" ? "captured" : "cash_collected");
      expect(booking.reservations).toEqual([
        expect.objectContaining({ slotStart: booking.slotStart, slotEnd: booking.slotEnd }),
      ]);
    }
  });

  it("lets the demo logins sign in with their documented passwords", async () => {
    for (const login of DEMO_LOGINS) {
      const user = await db.user.findUniqueOrThrow({ where: { email: login.email } });
      expect(user.role).toBe(login.role);
      expect(user.status).toBe("active");
      expect(await verifyPassword(user.passwordHash, login.password)).toBe(true);
    }
    const vendor = await db.user.findUniqueOrThrow({
      where: { email: "vendor@chamak.in" },
      include: { centres: true },
    });
    expect(vendor.centres).toEqual([expect.objectContaining({ city: "Delhi", status: "approved" })]);
    const customer = await db.user.findUniqueOrThrow({ where: { email: "customer@chamak.in" } });
    expect(await db.booking.count({ where: { customerId: customer.id } })).toBeGreaterThan(5);
    const owner = await db.user.findFirstOrThrow({
      where: { role: "vendor", NOT: { email: "vendor@chamak.in" } },
    });
    for (const login of DEMO_LOGINS)
      expect(await verifyPassword(owner.passwordHash, login.password)).toBe(false);
  });

  it("creates the NEW30 first-booking coupon, saying it is off the services only", async () => {
    const coupon = await db.coupon.findUniqueOrThrow({ where: { code: "NEW30" } });
    expect(coupon).toMatchObject({
      description: "30% off the services of your first booking, up to ₹300 (not on the pick & drop fee)",
      percentOff: 30,
      maxDiscountPaise: 30_000,
      firstBookingOnly: true,
      perUserLimit: 1,
    });
  });
});

describe("the demo's wash plans", () => {
  // The seed's "today" in India is Sunday 15 Jun 2025; the demo customer's plan began five days before.
  const today = indiaDate(NOW);
  const start = addDays(today, -5);
  const daily = { frequency: "daily", weekdays: [0] } as const;

  async function demoSubscription() {
    const customer = await db.user.findUniqueOrThrow({ where: { email: "customer@chamak.in" } });
    const subscriptions = await db.planSubscription.findMany({
      where: { customerId: customer.id },
      include: { plan: true, crewMember: true, vehicleType: true, periods: true, visits: true },
    });
    expect(subscriptions).toHaveLength(1);
    const [subscription] = subscriptions;
    if (!subscription) throw new Error("the demo customer has no plan");
    return subscription;
  }

  it("puts Sparkle Auto Spa's daily and weekly doorstep plans on sale, priced per vehicle type", async () => {
    expect(first).toMatchObject({ plans: 2, subscriptions: 1 });
    const centre = await db.centre.findFirstOrThrow({ where: { name: "Sparkle Auto Spa" } });
    expect(centre.offersDoorstep).toBe(true);
    const plans = await db.washPlan.findMany({
      where: { centreId: centre.id },
      orderBy: { id: "asc" },
      include: { prices: { include: { vehicleType: true } } },
    });
    expect(
      plans.map((plan) => [plan.name, plan.frequency, plan.weekdays, plan.windowStart, plan.windowEnd]),
    ).toEqual([
      ["Daily car wipe", "daily", [0], 8 * 60, 10 * 60],
      ["Weekly foam wash", "weekly", [0], 9 * 60, 12 * 60],
    ]);
    expect(plans.every((plan) => plan.active)).toBe(true);
    const prices = (plan: (typeof plans)[number] | undefined) =>
      Object.fromEntries((plan?.prices ?? []).map((price) => [price.vehicleType.slug, price.monthlyPaise]));
    expect(prices(plans[0])).toEqual({ hatchback: 59_900, sedan: 69_900, suv: 79_900 });
    expect(prices(plans[1])).toEqual({
      hatchback: 99_900,
      sedan: 1_19_900,
      suv: 1_39_900,
      motorcycle: 39_900,
    });
  });

  it("has the demo customer's hatchback on the daily plan, paying cash, on a washer of the centre on the road for its window", async () => {
    const subscription = await demoSubscription();
    expect(subscription).toMatchObject({
      status: "active",
      billing: "monthly_cash",
      monthlyPaise: 59_900,
      startDate: start,
      vehicleNumber: "DL 8C AR 4521",
      numberKey: "DL8CAR4521",
      address: "C-42, Lajpat Nagar II",
      zip: "110024",
      siteDetails: { society: "C Block, Lajpat Nagar II", parkingSlot: "Stilt 2" },
      plan: { name: "Daily car wipe" },
      vehicleType: { slug: "hatchback" },
      crewMember: { centreId: subscription.centreId, kinds: expect.arrayContaining(["washer"]) },
    });
    const { crewMember, plan } = subscription;
    expect(
      crewMember && crewMember.shiftStart <= plan.windowStart && crewMember.shiftEnd >= plan.windowEnd,
    ).toBe(true);
  });

  it("opens its month as openMonth does: a confirmed cash order with one line, and the month's washes on the washer", async () => {
    const subscription = await demoSubscription();
    const period = periodFrom(start);
    expect(subscription.periods).toEqual([
      expect.objectContaining({ fromDate: period.from, toDate: period.to }),
    ]);
    const order = await db.booking.findUniqueOrThrow({
      where: { id: subscription.periods[0]?.bookingId },
      include: { items: true, reservations: true, payments: true },
    });
    expect(order).toMatchObject({
      serviceMode: "plan",
      status: "confirmed",
      paymentMethod: "cash",
      paymentStatus: "cash_due",
      customerId: subscription.customerId,
      centreId: subscription.centreId,
      vehicleNumber: "DL 8C AR 4521",
      subtotalPaise: 59_900,
      totalPaise: 59_900,
    });
    expect(order.code).toMatch(/^CHK[0-9A-Z]{6}$/);
    expect(order.items).toEqual([
      expect.objectContaining({
        serviceId: null,
        categoryName: "Wash plan",
        subCategoryName: "Daily car wipe, 10 Jun 2025 to 9 Jul 2025",
        unitPricePaise: 59_900,
        quantity: 1,
      }),
    ]);
    expect(order.reservations).toEqual([]);
    // The cash the centre marks collected when the washer takes it, not taken yet.
    expect(order.payments).toEqual([
      expect.objectContaining({ method: "cash", state: "created", amountPaise: order.totalPaise }),
    ]);

    // Every day but Sunday: the washes before today done but one skipped in time; today's (a Sunday: none) and
    // later ones scheduled; all on the subscription's washer.
    const visits = [...subscription.visits].sort((a, b) => a.date.localeCompare(b.date));
    expect(visits.map((visit) => visit.date)).toEqual(visitDates(daily, start, period));
    expect(visits).toHaveLength(26);
    expect(visits.every((visit) => visit.crewMemberId === subscription.crewMemberId)).toBe(true);
    const past = visits.filter((visit) => visit.date < today);
    expect(past.map((visit) => [visit.date, visit.state])).toEqual([
      ["2025-06-10", "done"],
      ["2025-06-11", "skipped"],
      ["2025-06-12", "done"],
      ["2025-06-13", "done"],
      ["2025-06-14", "done"],
    ]);
    for (const visit of past) expect(visit.decidedAt?.getTime()).toBeLessThan(NOW.getTime());
    expect(visits.filter((visit) => visit.date >= today).every((visit) => visit.state === "scheduled")).toBe(
      true,
    );
  });

  it("has the month's ledger say what it costs: the price, less the skipped wash's share of it", async () => {
    const subscription = await demoSubscription();
    const bookingId = subscription.periods[0]?.bookingId ?? 0;
    const entries = await db.ledgerEntry.findMany({ where: { bookingId }, orderBy: { id: "asc" } });
    const washes = visitDates(daily, start, periodFrom(start));
    const share = visitValuesPaise(59_900, washes.length)[washes.indexOf("2025-06-11")];
    expect(share).toBe(2_304);
    expect(entries.map((entry) => [entry.kind, entry.amountPaise, entry.reference])).toEqual([
      ["service_charge", 59_900, `booking:${bookingId}`],
      ["plan_visit_credit", 2_304, `plan_visit:${subscription.id}:2025-06-11`],
    ]);
    const sum = (kind: string) =>
      entries.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.amountPaise, 0);
    // What the month costs (booking-money's derivation: the price less its credits), with nothing paid yet.
    expect(sum("service_charge") - sum("plan_visit_credit")).toBe(57_596);
  });
});
