import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeServiceArea } from "../centre/service-area";
import { loadDemoCityGazetteer } from "../places/places.fixtures";
import { callerFor, createService, ensureReference, namedCentres } from "./catalog.fixtures";

let db: Db;
let close: () => Promise<void>;
let centres: ReturnType<typeof namedCentres>;
const names = (items: { id: number }[]) => centres.names(items);
const search = (q: string, extra: Record<string, unknown> = {}) =>
  callerFor(db).catalog.search({ q, ...extra });

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  centres = namedCentres(db);
  const ref = await ensureReference(db);
  const centre = async (
    key: string,
    locality: string,
    city: string,
    state: string,
    at: [number, number],
    sub: string,
    zip = "110001",
  ) => {
    const id = await centres.add(key, {
      name: `${key} Car Care`,
      locality,
      city,
      state,
      zip,
      latitude: at[0],
      longitude: at[1],
    });
    await createService(db, ref, id, { category: "basic-wash", sub, prices: { sedan: 49_900 } });
  };
  // Real places of the demo data, a few kilometres apart; none in Pitampura itself.
  await centre("Rohini", "Rohini Sector 7", "Delhi", "Delhi", [28.7106, 77.1163], "Foam Wash");
  await centre("KarolBagh", "Karol Bagh", "Delhi", "Delhi", [28.6512, 77.1902], "Steam Wash");
  await centre("Lajpat", "Lajpat Nagar", "Delhi", "Delhi", [28.5677, 77.2433], "Foam Wash");
  await centre("Noida104", "Sector 104", "Noida", "Uttar Pradesh", [28.5409, 77.37], "Foam Wash", "201304");
  await centre("Bandra", "Bandra West", "Mumbai", "Maharashtra", [19.0553, 72.831], "Foam Wash");
  await loadDemoCityGazetteer(db);
}, 120_000);
afterAll(() => close());

describe("a search naming a place brings the centres near it, nearest first", () => {
  it("by locality: Pitampura, where no centre is, brings Delhi's nearest with their distances", async () => {
    const answer = await search("Pitampura");
    expect(answer.match).toBe("all");
    expect(names(answer.items)).toEqual(["Rohini", "KarolBagh", "Lajpat"]);
    expect(answer.understood?.place).toMatchObject({ name: "Pitampura", pin: "110034", city: "Delhi" });
    const [nearest] = answer.items;
    expect(nearest?.distanceKm).toBeGreaterThan(1.5);
    expect(nearest?.distanceKm).toBeLessThan(4);
  });

  it("by PIN and in Devanagari, the same", async () => {
    for (const q of ["110034", "पीतमपुरा"]) {
      const answer = await search(q);
      expect(names(answer.items), q).toEqual(["Rohini", "KarolBagh", "Lajpat"]);
      expect(answer.understood?.place?.pin, q).toBe("110034");
    }
  });

  it("by landmark, with filler around it", async () => {
    const answer = await search("car wash near india gate");
    expect(answer.understood?.place?.name).toBe("India Gate");
    expect(names(answer.items)[0]).toBe("Lajpat");
  });

  it("keeps the other words as text: foam near Pitampura skips the steam-only centre", async () => {
    const answer = await search("foam wash pitampura");
    expect(names(answer.items)).toEqual(["Rohini", "Lajpat"]);
    expect(answer.understood?.text).toBe("foam");
  });

  it("reads a short name as the demo city's place: Bandra is Bandra West, Mumbai, not Bandra in Rajasthan", async () => {
    const answer = await search("bandra");
    expect(names(answer.items)).toEqual(["Bandra"]);
    expect(answer.understood?.place).toMatchObject({ name: "Bandra West", city: "Mumbai" });
  });

  it("a Noida sector within the city named", async () => {
    const answer = await search("sec 104 noida");
    expect(names(answer.items)).toEqual(["Noida104"]);
    expect(answer.understood?.place).toMatchObject({ name: "Sector 104", city: "Noida" });
  });

  it("a PIN with centres brings those centres; one without, the nearest", async () => {
    const withCentre = await search("201304");
    expect(names(withCentre.items)).toEqual(["Noida104"]);
    expect(withCentre.understood?.place).toMatchObject({ kind: "pin", pin: "201304", city: "Noida" });
    expect(names((await search("110034")).items)).toEqual(["Rohini", "KarolBagh", "Lajpat"]);
  });

  it("when nothing near the place matches the other words, the nearest centres are offered", async () => {
    const answer = await search("ceramic coating pitampura");
    expect(answer.items).toEqual([]);
    expect(answer.match).toBe("none");
    expect(answer.understood?.place?.name).toBe("Pitampura");
    expect(names(answer.alternatives).slice(0, 3)).toEqual(["Rohini", "KarolBagh", "Lajpat"]);
  });

  it("doorstep near a place lists only the centres that go there: within their radius, or listing its PIN", async () => {
    const doorstep = (id: number | undefined, data: { doorstepRadiusKm?: number; servicePins?: string[] }) =>
      db.centre.update({ where: { id }, data: { offersDoorstep: true, ...data } });
    // Greater Kailash is 2 km from the Lajpat Nagar centre and 13 km from the Sector 104 one.
    await doorstep(centres.ids.Lajpat, {});
    await doorstep(centres.ids.Noida104, {});
    expect(names((await search("doorstep greater kailash")).items)).toEqual(["Lajpat"]);
    await doorstep(centres.ids.Noida104, { servicePins: ["110048"] });
    expect(names((await search("doorstep greater kailash")).items)).toEqual(["Lajpat", "Noida104"]);
    await doorstep(centres.ids.Noida104, { servicePins: [], doorstepRadiusKm: 15 });
    expect(names((await search("doorstep greater kailash")).items)).toEqual(["Lajpat", "Noida104"]);
    await doorstep(centres.ids.Noida104, { doorstepRadiusKm: 8 });
  });

  it("doorstep near a place lists a centre with a drawn area only when the place is inside it", async () => {
    const area = (south: number, west: number) => [
      { latitude: south, longitude: west },
      { latitude: south, longitude: 77.25 },
      { latitude: 28.575, longitude: 77.25 },
      { latitude: 28.575, longitude: west },
    ];
    await db.centre.update({ where: { id: centres.ids.Lajpat }, data: { offersDoorstep: true } });
    await db.$transaction((tx) => writeServiceArea(tx, centres.ids.Lajpat ?? 0, area(28.56, 77.235)));
    expect(names((await search("doorstep greater kailash")).items)).toEqual([]);
    await db.$transaction((tx) => writeServiceArea(tx, centres.ids.Lajpat ?? 0, area(28.53, 77.22)));
    expect(names((await search("doorstep greater kailash")).items)).toEqual(["Lajpat"]);
    await db.$transaction((tx) => writeServiceArea(tx, centres.ids.Lajpat ?? 0, null));
  });

  it("a centre's name is not a place", async () => {
    const answer = await search("Lajpat Car Care");
    expect(answer.understood?.place).toBeNull();
    expect(names(answer.items)).toEqual(["Lajpat"]);
  });

  it("an order the visitor chose is kept", async () => {
    const answer = await search("Pitampura", { sort: "rating" });
    expect(answer.understood?.place?.name).toBe("Pitampura");
    expect(answer.items).toHaveLength(3);
  });
});
