import { describe, expect, it } from "vitest";
import { SecondSighting } from "./second-sighting";

describe("SecondSighting", () => {
  it("admits a key from its second sighting on, and each key on its own", () => {
    const sightings = new SecondSighting(100);
    expect(["a", "b", "a", "a", "b", "c"].map((key) => sightings.admit(key))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it("remembers only the last `capacity` first sightings", () => {
    const sightings = new SecondSighting(3);
    for (const key of ["old", "k1", "k2", "k3"]) sightings.admit(key);
    expect(sightings.admit("k1")).toBe(true);
    expect(sightings.admit("old")).toBe(false);
  });

  it("tells apart keys that differ in one character, also beyond Latin text", () => {
    const sightings = new SecondSighting(100_000);
    const keys = Array.from({ length: 20_000 }, (_, i) => `search:{"q":"सेक्टर ${i}"}`);
    const admittedFirstTime = keys.filter((key) => sightings.admit(key)).length;
    // A shared 30-bit hash admits a key early; among 20,000 keys a handful at most.
    expect(admittedFirstTime).toBeLessThan(5);
    expect(keys.every((key) => sightings.admit(key))).toBe(true);
  });
});
