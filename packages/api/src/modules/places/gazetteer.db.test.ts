import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CITY_PLACES } from "./demo-city-places";
import { demoCityPlaces } from "./demo-city-rows";
import { ensureGazetteer, replaceSource } from "./gazetteer-loader";
import { locateAddress } from "./place-lookup";
import { loadDemoCityGazetteer } from "./places.fixtures";

let test: TestDb;
const exec = <T>(statement: Parameters<TestDb["db"]["$queryRaw"]>[0]) =>
  test.db.$queryRaw(statement) as Promise<T[]>;
const count = (source: string) => test.db.place.count({ where: { source } });

beforeAll(async () => {
  test = await createTestDb();
});
afterAll(() => test.close());

describe("the gazetteer's loader", () => {
  it("loads a data set once, then only when its version changes, replacing it whole", async () => {
    expect(await ensureGazetteer(test.db, ["demo-cities"])).toEqual([
      { source: "demo-cities", rows: DEMO_CITY_PLACES.length },
    ]);
    expect(await ensureGazetteer(test.db, ["demo-cities"])).toEqual([]);
    expect(await count("demo-cities")).toBe(DEMO_CITY_PLACES.length);

    await replaceSource(test.db, "demo-cities", "an older version", demoCityPlaces().slice(0, 3));
    expect(await count("demo-cities")).toBe(3);
    expect(await ensureGazetteer(test.db, ["demo-cities"])).toEqual([
      { source: "demo-cities", rows: DEMO_CITY_PLACES.length },
    ]);
    expect(await count("demo-cities")).toBe(DEMO_CITY_PLACES.length);
  });

  it("refuses a row that is not a place: a PIN of five digits, coordinates outside India", async () => {
    const [good] = demoCityPlaces();
    if (!good) throw new Error("no demo-city place");
    await expect(replaceSource(test.db, "demo-cities", "bad", [{ ...good, pin: "11001" }])).rejects.toThrow(
      /places_pin_check/,
    );
    await expect(replaceSource(test.db, "demo-cities", "bad", [{ ...good, latitude: 0 }])).rejects.toThrow(
      /places_coordinates_check/,
    );
    // Refused whole: the set held before is still there.
    expect(await count("demo-cities")).toBe(DEMO_CITY_PLACES.length);
  });
});

describe("a PIN's place", () => {
  it("is its centre, named by its city; a PIN India Post does not have is null", async () => {
    await loadDemoCityGazetteer(test.db);
    expect(await locateAddress(exec, { pin: "110034", text: "" })).toEqual({
      latitude: expect.closeTo(28.69, 1),
      longitude: expect.closeTo(77.13, 1),
      label: "Delhi (110034)",
    });
    expect(await locateAddress(exec, { pin: "100001", text: "" })).toBeNull();
  });
});

describe("an address's place", () => {
  it("is the locality its words name within its PIN, else the PIN's centre; an unknown PIN is null", async () => {
    await loadDemoCityGazetteer(test.db);
    expect(await locateAddress(exec, { pin: "201304", text: "Tower 4, Sector-104 Noida" })).toEqual({
      latitude: 28.5409,
      longitude: 77.37,
      label: "Sector 104, Noida (201304)",
    });
    expect(await locateAddress(exec, { pin: "201304", text: "Flat 2, Lotus Society" })).toMatchObject({
      label: "Noida (201304)",
    });
    expect(await locateAddress(exec, { pin: "100001", text: "Sector 104" })).toBeNull();
  });
});
