import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, createService, ensureReference, failure, namedCentres } from "./catalog.fixtures";

let db: Db;
let close: () => Promise<void>;
let centres: ReturnType<typeof namedCentres>;
const names = (items: { id: number }[]) => centres.names(items);

const NOIDA = { lat: 28.5708, lng: 77.3261 };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  centres = namedCentres(db);
  const ref = await ensureReference(db);
  const { add } = centres;
  const a = await add("A", {
    name: "Sparkle Car Spa",
    locality: "Sector 18",
    city: "Noida",
    state: "Uttar Pradesh",
    latitude: NOIDA.lat,
    longitude: NOIDA.lng,
    ratingSum: 45,
    ratingCount: 10,
    bookingCount: 100,
    offersPickDrop: true,
  });
  await createService(db, ref, a, {
    category: "basic-wash",
    sub: "Express Foam Wash",
    prices: { sedan: 49_900, suv: 69_900 },
  });
  await createService(db, ref, a, {
    category: "detailing",
    sub: "Ceramic Coating",
    prices: { sedan: 499_900 },
  });

  const b = await add("B", {
    name: "Noida Steam Works",
    locality: "Connaught Place",
    city: "Delhi",
    latitude: 28.6315,
    longitude: 77.2167,
    ratingSum: 30,
    ratingCount: 10,
    bookingCount: 500,
  });
  await createService(db, ref, b, {
    category: "basic-wash",
    sub: "Steam Wash",
    prices: { motorcycle: 19_900, sedan: 59_900 },
  });
  await createService(db, ref, b, {
    category: "interior-cleaning",
    sub: "Interior Vacuum",
    prices: { sedan: 79_900 },
  });

  const c = await add("C", {
    name: "Shine Hub",
    locality: "Andheri",
    city: "Mumbai",
    state: "Maharashtra",
    latitude: 19.1136,
    longitude: 72.8697,
    bookingCount: 10,
    offersPickDrop: true,
  });
  await createService(db, ref, c, {
    category: "interior-cleaning",
    sub: "Steam Interior Clean",
    prices: { sedan: 99_900, hatchback: 89_900 },
  });
  await createService(db, ref, c, { category: "detailing", sub: "Tyre Polish", prices: { sedan: 29_900 } });

  const d = await add("D", {
    name: "Auto Glow",
    locality: "Steam Mill Road",
    city: "Mumbai",
    state: "Maharashtra",
    latitude: 18.99,
    longitude: 72.83,
    ratingSum: 5,
    ratingCount: 1,
    bookingCount: 5,
  });
  await createService(db, ref, d, { category: "basic-wash", sub: "Quick Wash", prices: { suv: 39_900 } });

  const e = await add("E", { name: "Deleted Co", city: "Delhi" });
  await createService(db, ref, e, {
    category: "deluxe-wash",
    sub: "Steam Deluxe",
    prices: { sedan: 1_000 },
    deleted: true,
  });
  await createService(db, ref, e, {
    category: "basic-wash",
    sub: "Bike Rinse",
    prices: { motorcycle: 29_900 },
  });

  const f = await add("F", { name: "Steam King", city: "Delhi", status: "pending", bookingCount: 9_999 });
  await createService(db, ref, f, {
    category: "basic-wash",
    sub: "Steam Wash",
    prices: { sedan: 100, motorcycle: 100 },
  });
  const g = await add("G", {
    name: "Steam Suspended",
    city: "Delhi",
    status: "suspended",
    statusReason: "fraud",
  });
  await createService(db, ref, g, { category: "basic-wash", sub: "Steam Wash", prices: { sedan: 100 } });
  // Approved, but nothing to book: listed in the plain centre list, never in search.
  await add("H", { name: "Empty Steam Shed", city: "Delhi" });
});

afterAll(async () => {
  await close?.();
});

const search = (input: Parameters<ReturnType<typeof callerFor>["catalog"]["search"]>[0]) =>
  callerFor(db).catalog.search(input);

describe("catalog.search", () => {
  it("lists approved centres with an active service, most popular first, never pending/suspended ones", async () => {
    const result = await search({ sort: "popular" });
    expect(names(result.items)).toEqual(["B", "A", "C", "D", "E"]);
    expect(result.total).toBe(5);
    const a = result.items.find((i) => i.id === centres.ids.A);
    expect(a).toMatchObject({
      name: "Sparkle Car Spa",
      locality: "Sector 18",
      city: "Noida",
      rating: { average: 4.5, count: 10 },
      bookingCount: 100,
      offersPickDrop: true,
      fromPricePaise: 49_900,
      matchingServices: 2,
      distanceKm: null,
    });
    // A deleted service neither counts nor sets the "from" price.
    expect(result.items.find((i) => i.id === centres.ids.E)).toMatchObject({
      matchingServices: 1,
      fromPricePaise: 29_900,
    });
  });

  it("matches free text on name, then locality/city, then services, ranked in that order", async () => {
    const result = await search({ q: "steam" });
    expect(names(result.items)).toEqual(["B", "D", "C"]);
    expect(result.total).toBe(3);
    // B matched by name: all its services count; C only by one service.
    expect(result.items.map((i) => i.matchingServices)).toEqual([2, 1, 1]);
    expect(result.items[2]?.fromPricePaise).toBe(89_900);
  });

  it("reads a city in the text as the city filter, matches category names, and text literally (no wildcards)", async () => {
    const noida = await search({ q: "NOIDA" });
    // B has "Noida" in its name but is in Delhi: a city named is where the visitor wants a wash.
    expect(names(noida.items)).toEqual(["A"]);
    expect(noida.understood).toMatchObject({ cities: ["Noida"], text: "" });
    const detailing = await search({ q: "detailing" });
    expect(names(detailing.items).sort()).toEqual(["A", "C"]);
    expect(detailing.items.find((i) => i.id === centres.ids.A)?.fromPricePaise).toBe(499_900);
    expect((await search({ q: "%" })).total).toBe(0);
  });

  it("filters by vehicle type and shows that vehicle's price", async () => {
    const bikes = await search({ vehicleType: "motorcycle", sort: "price" });
    expect(names(bikes.items)).toEqual(["B", "E"]);
    expect(bikes.items.map((i) => i.fromPricePaise)).toEqual([19_900, 29_900]);
    expect(bikes.items.map((i) => i.matchingServices)).toEqual([1, 1]);
    // The legacy client sends the vehicle type's name in any case.
    expect(names((await search({ vehicleType: "SUV", sort: "price" })).items)).toEqual(["D", "A"]);
  });

  it("filters by city and by category", async () => {
    expect(names((await search({ city: "mumbai", sort: "popular" })).items)).toEqual(["C", "D"]);
    const interior = await search({ category: "interior-cleaning", sort: "popular" });
    expect(names(interior.items)).toEqual(["B", "C"]);
    expect(interior.items.map((i) => i.fromPricePaise)).toEqual([79_900, 89_900]);
  });

  it("filters by price range on the relevant price", async () => {
    const any = await search({ minPricePaise: 50_000, maxPricePaise: 100_000, sort: "price" });
    expect(names(any.items)).toEqual(["B", "A", "C"]);
    expect(any.items.map((i) => i.fromPricePaise)).toEqual([59_900, 69_900, 89_900]);
    const sedan = await search({ vehicleType: "sedan", maxPricePaise: 60_000, sort: "price" });
    expect(names(sedan.items)).toEqual(["C", "A", "B"]);
    expect(sedan.items.map((i) => i.fromPricePaise)).toEqual([29_900, 49_900, 59_900]);
  });

  it("filters by minimum rating and by pick & drop, and sorts by rating", async () => {
    expect(names((await search({ minRating: 4, sort: "rating" })).items)).toEqual(["D", "A"]);
    expect(names((await search({ pickDrop: true, sort: "popular" })).items)).toEqual(["A", "C"]);
    expect(names((await search({ sort: "rating" })).items)).toEqual(["D", "A", "B", "C", "E"]);
  });

  it("orders by distance from coordinates and filters by radius", async () => {
    const near = await search({ ...NOIDA, sort: "distance" });
    expect(names(near.items)).toEqual(["A", "B", "C", "D", "E"]);
    expect(near.items[0]?.distanceKm).toBe(0);
    expect(near.items[1]?.distanceKm).toBeGreaterThan(10);
    expect(near.items[1]?.distanceKm).toBeLessThan(16);
    expect(near.items[4]?.distanceKm).toBeNull();
    const radius = await search({ ...NOIDA, radiusKm: 50, sort: "distance" });
    expect(names(radius.items)).toEqual(["A", "B"]);
    expect(radius.total).toBe(2);
  });

  it("pages with a stable total, also past the last page", async () => {
    const first = await search({ sort: "popular", page: 1, pageSize: 2 });
    const third = await search({ sort: "popular", page: 3, pageSize: 2 });
    const beyond = await search({ sort: "popular", page: 4, pageSize: 2 });
    expect(names(first.items)).toEqual(["B", "A"]);
    expect(names(third.items)).toEqual(["E"]);
    expect([first.total, third.total, beyond.total]).toEqual([5, 5, 5]);
    expect(beyond.items).toEqual([]);
    expect((await search({ sort: "price", page: 9, pageSize: 2 })).total).toBe(5);
  });

  it("rejects bad combinations naming the field", async () => {
    expect(await failure(search({ sort: "distance" }))).toMatchObject({ code: "BAD_REQUEST", field: "lat" });
    expect(await failure(search({ lat: 28.5 }))).toMatchObject({ code: "BAD_REQUEST", field: "lng" });
    expect(await failure(search({ radiusKm: 5 }))).toMatchObject({ code: "BAD_REQUEST", field: "lat" });
    expect(await failure(search({ minPricePaise: 500, maxPricePaise: 100 }))).toMatchObject({
      field: "maxPricePaise",
    });
    expect(await failure(search({ vehicleType: "hovercraft" }))).toMatchObject({
      code: "BAD_REQUEST",
      field: "vehicleType",
    });
    expect(await failure(search({ category: "nope" }))).toMatchObject({
      code: "BAD_REQUEST",
      field: "category",
    });
  });
});

describe("catalog.centres", () => {
  it("lists every approved centre as a card, including ones without services", async () => {
    const result = await callerFor(db).catalog.centres({ pageSize: 50 });
    expect(names(result.items)).toEqual(["B", "A", "C", "D", "E", "H"]);
    expect(result.total).toBe(6);
    expect(result.items.find((i) => i.id === centres.ids.H)?.fromPricePaise).toBeNull();
    const mumbai = await callerFor(db).catalog.centres({ city: "Mumbai", sort: "rating" });
    expect(names(mumbai.items)).toEqual(["D", "C"]);
  });
});
