import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, createService, ensureReference, namedCentres } from "./catalog.fixtures";

/**
 * The text engine on a small catalog: what people type (typos, words run together or split, other names of
 * cities, sectors written short, PINs, Hindi) against names, localities, addresses, PINs and services, and the
 * order of what it finds. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let db: Db;
let close: () => Promise<void>;
let centres: ReturnType<typeof namedCentres>;
const names = (items: { id: number }[]) => centres.names(items);

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  centres = namedCentres(db);
  const ref = await ensureReference(db);
  const { add } = centres;
  const foam = await add("FoamFactory", {
    name: "Foam Factory Car Wash",
    locality: "Sector 18",
    city: "Noida",
    state: "Uttar Pradesh",
    zip: "201301",
    latitude: 28.5708,
    longitude: 77.3261,
    ratingSum: 40,
    ratingCount: 10,
    bookingCount: 50,
    offersPickDrop: true,
  });
  await createService(db, ref, foam, {
    category: "basic-wash",
    sub: "Foam Wash",
    prices: { sedan: 29_900, motorcycle: 12_900 },
  });
  await createService(db, ref, foam, {
    category: "detailing",
    sub: "Ceramic Coating",
    prices: { sedan: 699_900 },
  });

  const tech = await add("TechCity", {
    name: "TechCity Auto Spa",
    locality: "Sector 62",
    city: "Noida",
    state: "Uttar Pradesh",
    zip: "201309",
    latitude: 28.627,
    longitude: 77.365,
    ratingSum: 45,
    ratingCount: 10,
    bookingCount: 80,
  });
  await createService(db, ref, tech, {
    category: "basic-wash",
    sub: "Exterior Wash",
    prices: { sedan: 22_900 },
  });
  await createService(db, ref, tech, {
    category: "interior-cleaning",
    sub: "Vacuum & Dashboard",
    prices: { sedan: 49_900 },
  });

  const fleet = await add("Fleet", {
    name: "Noida Fleet Wash",
    locality: "Sector 63",
    city: "Noida",
    state: "Uttar Pradesh",
    zip: "201301",
    latitude: 28.6208,
    longitude: 77.3822,
    bookingCount: 10,
  });
  await createService(db, ref, fleet, {
    category: "basic-wash",
    sub: "Truck & Bus Wash",
    prices: { truck: 119_900, bus: 149_900 },
  });

  const cyber = await add("Cyber", {
    name: "Cyber Shine Car Spa",
    locality: "DLF Phase 3",
    city: "Gurugram",
    state: "Haryana",
    zip: "122002",
    latitude: 28.4925,
    longitude: 77.093,
    ratingSum: 48,
    ratingCount: 10,
    bookingCount: 120,
  });
  await createService(db, ref, cyber, {
    category: "detailing",
    sub: "Teflon Coating",
    prices: { sedan: 349_900 },
  });

  const aqua = await add("AquaShine", {
    name: "AquaShine Car Care",
    locality: "Karol Bagh",
    city: "Delhi",
    zip: "110005",
    latitude: 28.6512,
    longitude: 77.1902,
    bookingCount: 30,
    offersDoorstep: true,
  });
  await createService(db, ref, aqua, {
    category: "basic-wash",
    sub: "Bike Foam Wash",
    prices: { motorcycle: 10_900 },
  });

  const sparkle = await add("Sparkle", {
    name: "Sparkle Auto Spa",
    locality: "Lajpat Nagar",
    city: "Delhi",
    zip: "110024",
    latitude: 28.5677,
    longitude: 77.2433,
    bookingCount: 40,
  });
  await createService(db, ref, sparkle, {
    category: "basic-wash",
    sub: "Foam Wash",
    prices: { sedan: 31_900 },
  });

  const pending = await add("Pending", {
    name: "Ceramic Kings",
    locality: "Sector 18",
    city: "Noida",
    zip: "201301",
    status: "pending",
  });
  await createService(db, ref, pending, {
    category: "detailing",
    sub: "Ceramic Coating",
    prices: { sedan: 100 },
  });
});

afterAll(async () => {
  await close?.();
});

const search = (input: Parameters<ReturnType<typeof callerFor>["catalog"]["search"]>[0]) =>
  callerFor(db).catalog.search(input);
const top = async (q: string, extra: object = {}) => names((await search({ q, ...extra })).items);

describe("catalog.search with text", () => {
  it("finds a locality with its city, in any order, short forms included", async () => {
    expect(await top("Sector 18, Noida")).toEqual(["FoamFactory"]);
    expect(await top("noida sec-18")).toEqual(["FoamFactory"]);
    expect(await top("sector62")).toEqual(["TechCity"]);
    expect(await top("dlf ph 3")).toEqual(["Cyber"]);
    // Sector 18 is a phrase: "18" elsewhere (Sector 63's PIN ends in 01) does not count.
    expect(await top("sector 18")).toEqual(["FoamFactory"]);
  });

  it("reads a city by its other names, in Hindi, and with filler around it", async () => {
    expect(await top("Gurgaon")).toEqual(["Cyber"]);
    expect(await top("car wash in gurugram")).toEqual(["Cyber"]);
    expect(await top("नोएडा")).toEqual(["TechCity", "FoamFactory", "Fleet"]);
    const result = await search({ q: "car wash noida" });
    expect(result.match).toBe("all");
    expect(result.understood).toMatchObject({ cities: ["Noida"], vehicles: [], text: "" });
  });

  it("tolerates typos, words run together or split apart, and word order", async () => {
    expect(await top("ceramc coating")).toEqual(["FoamFactory"]);
    expect(await top("foamfactory")).toEqual(["FoamFactory"]);
    expect(await top("aqua shine")).toEqual(["AquaShine"]);
    expect(await top("shine aqua")).toEqual(["AquaShine"]);
    expect(await top("techcity")).toEqual(["TechCity"]);
  });

  it("makes a vehicle word a filter with its price", async () => {
    const bikes = await search({ q: "bike wash", sort: "price" });
    expect(names(bikes.items)).toEqual(["AquaShine", "FoamFactory"]);
    expect(bikes.items.map((i) => i.fromPricePaise)).toEqual([10_900, 12_900]);
    expect(bikes.understood?.vehicles).toEqual(["motorcycle"]);
    expect(await top("truck wash noida")).toEqual(["Fleet"]);
    // Both wash scooters; the one named Foam ranks first.
    expect(await top("scooty foam")).toEqual(["FoamFactory", "AquaShine"]);
  });

  it("reads the name first when the filters a word names leave nothing (Sparkle *Auto* Spa)", async () => {
    const result = await search({ q: "sparkle auto spa" });
    expect(names(result.items)).toEqual(["Sparkle"]);
    expect(result.match).toBe("all");
    expect(result.understood?.vehicles).toEqual([]);
  });

  it("finds by PIN, and the same area when the PIN has no centre", async () => {
    expect((await top("201301")).sort()).toEqual(["Fleet", "FoamFactory"]);
    const near = await search({ q: "201305" });
    expect(near.match).toBe("closest");
    expect(near.items).toEqual([]);
    expect(near.total).toBe(0);
    expect(names(near.alternatives).sort()).toEqual(["Fleet", "FoamFactory", "TechCity"]);
  });

  it("reads features as filters", async () => {
    expect(await top("pick and drop noida")).toEqual(["FoamFactory"]);
    expect(await top("doorstep bike wash")).toEqual(["AquaShine"]);
  });

  it("ranks an exact name or locality first, then similarity, then distance when known", async () => {
    // All three have a foam wash; the one named Foam comes first, then the more popular.
    expect(await top("foam")).toEqual(["FoamFactory", "Sparkle", "AquaShine"]);
    // Equal matches: the nearer first.
    const nearSparkle = { lat: 28.5677, lng: 77.2433 };
    expect(await top("foam wash delhi", nearSparkle)).toEqual(["Sparkle", "AquaShine"]);
    const withDistance = await search({ q: "foam wash delhi", ...nearSparkle });
    expect(withDistance.items[0]?.distanceKm).toBe(0);
    expect(withDistance.items[1]?.distanceKm).toBeGreaterThan(5);
    expect(await top("Lajpat Nagar")).toEqual(["Sparkle"]);
  });

  it("counts the services that matched and their lowest price", async () => {
    const ceramic = await search({ q: "ceramic" });
    expect(ceramic.items[0]).toMatchObject({ matchingServices: 1, fromPricePaise: 699_900 });
    // Matched by its own name: all its services count.
    const byName = await search({ q: "foam factory" });
    expect(byName.items[0]).toMatchObject({ matchingServices: 2, fromPricePaise: 12_900 });
  });

  it("answers the closest centres and a corrected query when nothing matches every word", async () => {
    const result = await search({ q: "ceramic sector 99" });
    expect(result.match).toBe("closest");
    expect(result.items).toEqual([]);
    expect(names(result.alternatives)).toEqual(["FoamFactory"]);
    // A word that is there but not with the rest: the closest, and no correction to offer.
    expect(result.didYouMean).toBeNull();
    // The closest answers are for the first page only.
    expect((await search({ q: "ceramic sector 99", page: 2 })).alternatives).toEqual([]);
  });

  it("shows results for the corrected words when every word is misspelt, and says so", async () => {
    const ceramic = await search({ q: "cermic coting" });
    expect(ceramic.match).toBe("all");
    expect(ceramic.correctedQuery).toBe("ceramic coating");
    expect(names(ceramic.items)).toEqual(["FoamFactory"]);
    // The city is read as typed (a filter); the misspelt service word is corrected.
    const noida = await search({ q: "foam wsh noida" });
    expect(noida).toMatchObject({ match: "all", correctedQuery: "foam wash noida" });
    expect(names(noida.items)).toEqual(["FoamFactory"]);
    const interior = await search({ q: "intirior cleening" });
    expect(interior).toMatchObject({ match: "all", correctedQuery: "interior cleaning" });
    expect(names(interior.items)).toEqual(["TechCity"]);
    const typo = await search({ q: "foam wsh karol bag" });
    expect(typo).toMatchObject({ match: "all", correctedQuery: "foam wash karol bag" });
    expect(names(typo.items)).toEqual(["AquaShine"]);
    // Words as typed that match: no correction.
    expect((await search({ q: "ceramic coating" })).correctedQuery).toBeNull();
  });

  it("never answers a bare empty page: alternatives and did-you-mean when nothing matches at all", async () => {
    const result = await search({ q: "xyzzy plugh" });
    expect(result.items).toEqual([]);
    expect(result.total).toBe(0);
    expect(result.match).toBe("none");
    expect(result.alternatives.length).toBeGreaterThan(0);
    // Within the city named, most popular first.
    const inCity = await search({ q: "zzqx gurgaon" });
    expect(inCity.match).toBe("none");
    expect(names(inCity.alternatives)).toEqual(["Cyber"]);
    const misspelt = await search({ q: "cerramik", city: "Mumbai" });
    expect(misspelt.match).toBe("none");
    expect(misspelt.didYouMean).toBe("ceramic");
  });

  it("never shows a pending centre", async () => {
    expect(await top("ceramic kings")).not.toContain("Pending");
  });
});

describe("catalog.suggest", () => {
  const suggest = (q: string) => callerFor(db).catalog.suggest({ q });

  it("offers cities by any of their names and in Hindi, then localities, centres and services", async () => {
    const gur = await suggest("gurg");
    expect(gur.suggestions[0]).toMatchObject({ kind: "city", label: "Gurugram", labelHi: "गुरुग्राम" });
    const hindi = await suggest("नोए");
    expect(hindi.suggestions[0]).toMatchObject({ kind: "city", label: "Noida" });
    const foam = await suggest("foam fa");
    expect(foam.suggestions).toContainEqual(
      expect.objectContaining({
        kind: "centre",
        label: "Foam Factory Car Wash",
        centreId: centres.ids.FoamFactory,
      }),
    );
    const sector = await suggest("sector 6");
    expect(sector.suggestions.filter((s) => s.kind === "locality").map((s) => s.query)).toEqual(
      expect.arrayContaining(["Sector 62, Noida", "Sector 63, Noida"]),
    );
  });

  it("tolerates a typo and narrows to a city typed", async () => {
    const typo = await suggest("ceramc");
    expect(typo.suggestions).toContainEqual(
      expect.objectContaining({ kind: "service", label: "Ceramic Coating" }),
    );
    const noida = await suggest("noida");
    expect(noida.suggestions[0]).toMatchObject({ kind: "city", label: "Noida" });
    const localities = noida.suggestions.filter((s) => s.kind === "locality");
    expect(localities.length).toBeGreaterThan(0);
    expect(localities.every((s) => s.detail === "Noida")).toBe(true);
  });

  it("never suggests a pending centre and names the field of bad input", async () => {
    const kings = await suggest("ceramic kings");
    expect(kings.suggestions.some((s) => s.label === "Ceramic Kings")).toBe(false);
    await expect(callerFor(db).catalog.suggest({ q: "" })).rejects.toThrow();
  });
});
