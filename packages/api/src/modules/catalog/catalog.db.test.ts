import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callerFor,
  createCentre,
  createCustomer,
  createService,
  ensureReference,
  failure,
  type Reference,
} from "./catalog.fixtures";

let db: Db;
let close: () => Promise<void>;
let ref: Reference;
const ids = { approved: 0, pending: 0, wash: 0, deleted: 0, detailing: 0, pendingService: 0 };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  ref = await ensureReference(db);
  const { centre } = await createCentre(db, {
    name: "Sparkle Car Spa",
    locality: "Sector 18",
    city: "Noida",
    state: "Uttar Pradesh",
    latitude: 28.57,
    longitude: 77.32,
    ratingSum: 14,
    ratingCount: 3,
    bookingCount: 42,
    offersPickDrop: true,
  });
  ids.approved = centre.id;
  await db.centrePhoto.createMany({
    data: [
      { centreId: centre.id, url: "/photos/b.jpg", position: 2 },
      { centreId: centre.id, url: "/photos/a.jpg", caption: "Front", position: 1 },
    ],
  });
  ids.wash = (
    await createService(db, ref, centre.id, {
      category: "basic-wash",
      sub: "Express Foam Wash",
      description: "A quick exterior clean. Includes foam wash or tyre shine or dashboard wipe",
      prices: { suv: 69_900, sedan: 49_900 },
      bookingCount: 7,
    })
  ).id;
  ids.deleted = (
    await createService(db, ref, centre.id, {
      category: "deluxe-wash",
      sub: "Old Deluxe",
      prices: { sedan: 1_000 },
      deleted: true,
    })
  ).id;
  ids.detailing = (
    await createService(db, ref, centre.id, {
      category: "detailing",
      sub: "Ceramic Coating",
      prices: { sedan: 499_900, motorcycle: 99_900 },
      bookingCount: 3,
    })
  ).id;
  const pending = await createCentre(db, { name: "Pending Place", status: "pending" });
  ids.pending = pending.centre.id;
  ids.pendingService = (
    await createService(db, ref, pending.centre.id, {
      category: "basic-wash",
      sub: "Hidden",
      prices: { sedan: 100 },
    })
  ).id;

  // Two reviews on completed bookings, the newer one first in the list.
  const customer = await createCustomer(db, "Asha  Verma");
  for (const [n, rating, comment] of [
    [1, 4, "Good"],
    [2, 5, "Spotless"],
  ] as const) {
    const start = new Date(Date.UTC(2025, 0, n, 5));
    const booking = await db.booking.create({
      data: {
        code: `CHK-TEST-${centre.id}-${n}`,
        customerId: customer.id,
        centreId: centre.id,
        status: "completed",
        paymentStatus: "cash_collected",
        paymentMethod: "cash",
        slotStart: start,
        slotEnd: new Date(start.getTime() + 30 * 60_000),
        vehicleTypeId: ref.vehicleTypes.sedan ?? 0,
        vehicleNumber: "DL01AB1234",
        contactMobile: "9876543210",
        state: "Delhi",
        city: "Delhi",
        address: "1 Main Road",
        zip: "110001",
        subtotalPaise: 49_900,
        totalPaise: 49_900,
      },
    });
    await db.review.create({
      data: {
        bookingId: booking.id,
        customerId: customer.id,
        centreId: centre.id,
        rating,
        comment,
        createdAt: start,
      },
    });
  }
});

afterAll(async () => {
  await close?.();
});

describe("catalog reference data", () => {
  it("lists vehicle types in order with their group", async () => {
    const types = await callerFor(db).catalog.vehicleTypes();
    expect(types.find((t) => t.slug === "auto")).toMatchObject({ name: "Auto", group: "three-wheeler" });
    expect(types.find((t) => t.slug === "sedan")).toMatchObject({ id: ref.vehicleTypes.sedan, group: "car" });
  });

  it("lists categories with the number of active services of approved centres", async () => {
    const categories = await callerFor(db).catalog.categories();
    const count = (slug: string) => categories.find((c) => c.slug === slug)?.serviceCount;
    expect(count("basic-wash")).toBe(1);
    expect(count("deluxe-wash")).toBe(0);
    expect(count("detailing")).toBe(1);
  });
});

describe("catalog.centre", () => {
  it("gives everything the details page shows", async () => {
    const centre = await callerFor(db).catalog.centre({ id: ids.approved });
    expect(centre).toMatchObject({
      name: "Sparkle Car Spa",
      locality: "Sector 18",
      city: "Noida",
      state: "Uttar Pradesh",
      zip: "110001",
      mobile: "9876543210",
      latitude: 28.57,
      longitude: 77.32,
      rating: { average: 4.7, count: 3 },
      bookingCount: 42,
      slotMinutes: 30,
      bays: 2,
      offersPickDrop: true,
      offersDoorstep: false,
      pickDropFeePaise: null,
    });
    expect(centre.gstin).toMatch(/^09/);
    expect(centre.openingHours).toHaveLength(7);
    expect(centre.openingHours[0]).toEqual({ weekday: 0, opensAt: 540, closesAt: 1140, closed: false });
    expect(centre.photos.map((p) => p.url)).toEqual(["/photos/a.jpg", "/photos/b.jpg"]);
    expect(centre.services.map((s) => s.id)).toEqual([ids.wash, ids.detailing]);
    expect(centre.services[0]).toEqual({
      id: ids.wash,
      categoryId: ref.categories["basic-wash"],
      categoryName: "Basic Wash",
      categorySlug: "basic-wash",
      subCategoryName: "Express Foam Wash",
      description: "A quick exterior clean. Includes foam wash or tyre shine or dashboard wipe",
      includes: ["foam wash", "tyre shine", "dashboard wipe"],
      durationMinutes: 45,
      driverFeePaise: 15_000,
      rating: { average: null, count: 0 },
      bookingCount: 7,
      prices: [
        {
          vehicleTypeId: ref.vehicleTypes.sedan,
          vehicleTypeSlug: "sedan",
          vehicleTypeName: "Sedan",
          pricePaise: 49_900,
        },
        {
          vehicleTypeId: ref.vehicleTypes.suv,
          vehicleTypeSlug: "suv",
          vehicleTypeName: "SUV",
          pricePaise: 69_900,
        },
      ],
    });
  });

  it("is NOT_FOUND for unknown and non-approved centres", async () => {
    for (const id of [ids.pending, 999_999]) {
      const error = await failure(callerFor(db).catalog.centre({ id }));
      expect(error).toMatchObject({ code: "NOT_FOUND" });
      expect(error.message).toContain(`Centre ${id} was not found`);
    }
  });
});

describe("catalog.service", () => {
  it("gives one service with its centre summary", async () => {
    const service = await callerFor(db).catalog.service({ id: ids.detailing });
    expect(service).toMatchObject({
      subCategoryName: "Ceramic Coating",
      categorySlug: "detailing",
      includes: [],
    });
    expect(service.prices.map((p) => p.vehicleTypeSlug)).toEqual(["motorcycle", "sedan"]);
    expect(service.centre).toMatchObject({
      id: ids.approved,
      name: "Sparkle Car Spa",
      rating: { average: 4.7 },
    });
  });

  it("shows the service as the centre page shows it, beside the centre's summary", async () => {
    const api = callerFor(db);
    const [service, centre] = await Promise.all([
      api.catalog.service({ id: ids.detailing }),
      api.catalog.centre({ id: ids.approved }),
    ]);
    const { centre: summary, ...card } = service;
    expect(card).toEqual(centre.services.find((s) => s.id === ids.detailing));
    expect(summary).toEqual({
      id: centre.id,
      name: centre.name,
      locality: centre.locality,
      address: centre.address,
      city: centre.city,
      state: centre.state,
      profileImageUrl: centre.profileImageUrl,
      rating: centre.rating,
      bookingCount: centre.bookingCount,
      offersPickDrop: centre.offersPickDrop,
      offersDoorstep: centre.offersDoorstep,
      pickDropFeePaise: centre.pickDropFeePaise,
    });
  });

  it("hides deleted services and services of non-approved centres", async () => {
    for (const id of [ids.deleted, ids.pendingService]) {
      expect(await failure(callerFor(db).catalog.service({ id }))).toMatchObject({ code: "NOT_FOUND" });
    }
  });
});

describe("catalog.categoryServices", () => {
  it("lists a category's services across approved centres, optionally for one vehicle type", async () => {
    const wash = await callerFor(db).catalog.categoryServices({ category: "basic-wash" });
    expect(wash.category).toMatchObject({ slug: "basic-wash", name: "Basic Wash" });
    expect(wash.items.map((s) => s.id)).toEqual([ids.wash]);
    expect(wash.total).toBe(1);
    const bikes = await callerFor(db).catalog.categoryServices({
      category: "detailing",
      vehicleType: "motorcycle",
    });
    expect(bikes.items.map((s) => s.id)).toEqual([ids.detailing]);
    expect(bikes.items[0]?.prices).toEqual([
      expect.objectContaining({ vehicleTypeSlug: "motorcycle", pricePaise: 99_900 }),
    ]);
    const none = await callerFor(db).catalog.categoryServices({
      category: "basic-wash",
      vehicleType: "motorcycle",
    });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it("names unknown categories and vehicle types", async () => {
    expect(await failure(callerFor(db).catalog.categoryServices({ category: "nope" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(
      await failure(callerFor(db).catalog.categoryServices({ category: "detailing", vehicleType: "boat" })),
    ).toMatchObject({ code: "BAD_REQUEST", field: "vehicleType" });
  });
});

describe("catalog.reviews", () => {
  it("pages a centre's reviews newest first with only the first name", async () => {
    const reviews = await callerFor(db).catalog.reviews({ centreId: ids.approved, pageSize: 1 });
    expect(reviews.total).toBe(2);
    expect(reviews.items).toEqual([
      {
        id: expect.any(Number),
        rating: 5,
        comment: "Spotless",
        customerFirstName: "Asha",
        createdAt: expect.any(Date),
        reply: null,
        photos: [],
      },
    ]);
    const second = await callerFor(db).catalog.reviews({ centreId: ids.approved, page: 2, pageSize: 1 });
    expect(second.items[0]?.comment).toBe("Good");
    expect(await failure(callerFor(db).catalog.reviews({ centreId: ids.pending }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
