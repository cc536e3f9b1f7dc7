import { validateGstin } from "@chamak/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../generated/prisma/client";
import { verifyPassword } from "../passwords";
import { createTestDb } from "../testing";
import { DEMO_LOGINS } from "./accounts-data";
import { SEED_CITIES } from "./centre-data";
import { type SeedSummary, seedDemoData } from "./seed";

const NOW = new Date("2025-06-15T06:30:00Z");

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
