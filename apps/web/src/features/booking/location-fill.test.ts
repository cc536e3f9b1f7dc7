import type { PlaceNear } from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import { fillFromPlace } from "./location-fill";

const SECTOR_104: PlaceNear = {
  pin: "201304",
  locality: { name: "Sector 104", nameHi: "सेक्टर 104" },
  city: "Noida",
  district: "Gautam Buddha Nagar",
  state: "Uttar Pradesh",
  distanceKm: 0.1,
};
const WHERE = { zip: "201304", city: "Noida", state: "Uttar Pradesh" };
const HOME = { address: "C-42, Lajpat Nagar II", zip: "110024" };

describe("what Use my location writes into the booking form", () => {
  it("puts the locality into an empty address", () => {
    expect(fillFromPlace({ address: " ", zip: "" }, SECTOR_104, [HOME])).toEqual({
      fill: { ...WHERE, address: "Sector 104" },
      address: "locality",
    });
  });

  it("keeps words the user typed, whatever PIN they typed", () => {
    expect(fillFromPlace({ address: "B-12, Sector 104", zip: "201301" }, SECTOR_104, [HOME])).toEqual({
      fill: WHERE,
      address: "kept",
    });
  });

  it("replaces a saved address of another PIN, which stays a tap away, and keeps one of this PIN", () => {
    expect(fillFromPlace({ address: "c-42,  Lajpat Nagar II", zip: "110024" }, SECTOR_104, [HOME])).toEqual({
      fill: { ...WHERE, address: "Sector 104" },
      address: "locality",
    });
    const flat = { address: "Tower 4, Sector 104", zip: "201304" };
    expect(fillFromPlace(flat, SECTOR_104, [HOME, flat])).toEqual({ fill: WHERE, address: "kept" });
  });

  it("clears a saved address of another PIN when only a PIN's centre is known, leaving the state out when unknown", () => {
    const pinOnly: PlaceNear = { ...SECTOR_104, pin: "201310", locality: null, state: null };
    expect(fillFromPlace(HOME, pinOnly, [HOME])).toEqual({
      fill: { zip: "201310", city: "Noida", address: "" },
      address: "cleared",
    });
  });
});
