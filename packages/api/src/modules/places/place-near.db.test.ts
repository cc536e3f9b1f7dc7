import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection } from "../../../test/support/caller";
import { loadDemoCityGazetteer } from "./places.fixtures";

let test: TestDb;
const near = (latitude: number, longitude: number) => callerFor(test.db).places.near({ latitude, longitude });

beforeAll(async () => {
  test = await createTestDb();
  await loadDemoCityGazetteer(test.db);
});
afterAll(() => test.close());

describe("places.near: where the phone is", () => {
  it("names the locality a position is in, with its own PIN (not the PIN whose centre is nearer)", async () => {
    // In Noida's Sector 104, 3.0 km from 201303's centre and 3.8 km from its own 201304's.
    expect(await near(28.5412, 77.3706)).toEqual({
      pin: "201304",
      locality: { name: "Sector 104", nameHi: "सेक्टर 104" },
      city: "Noida",
      district: "Gautam Buddha Nagar",
      state: "Uttar Pradesh",
      distanceKm: 0.1,
    });
  });

  it("answers Bandra West's PIN for a phone in Bandra", async () => {
    const place = await near(19.0596, 72.8295);
    expect(place).toMatchObject({ pin: "400050", city: "Mumbai", state: "Maharashtra" });
    expect(place.locality?.name).toBe("Bandra West");
    expect(place.distanceKm).toBeLessThan(2);
  });

  it("falls back to the nearest PIN's centre, naming no locality, beyond every locality's reach", async () => {
    // Greater Noida: 11 km from the nearest demo locality, 0.6 km from PIN 201310's centre.
    expect(await near(28.46, 77.508)).toEqual({
      pin: "201310",
      locality: null,
      city: "Noida",
      district: "Gautam Buddha Nagar",
      state: "Uttar Pradesh",
      distanceKm: 0.6,
    });
  });

  it("refuses a position with no known place within 25 km, at the position", async () => {
    // The Arabian Sea, 140 km west of Mumbai: inside India's box, near nothing.
    expect(await fieldErrorsOfRejection(near(18.95, 71.5))).toEqual({
      latitude: "We know of no place within 25 km of where you are: type your PIN code instead",
    });
    await expect(near(18.95, 71.5)).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses a position outside India, or no number, naming the field", async () => {
    expect(await fieldErrorsOfRejection(near(51.5, -0.12))).toEqual({
      latitude: "Latitude must be between 6 and 38",
      longitude: "Longitude must be between 68 and 98",
    });
    expect(await fieldErrorsOfRejection(near(28.5, Number.NaN))).toEqual({
      longitude: "Longitude must be a number",
    });
  });
});
