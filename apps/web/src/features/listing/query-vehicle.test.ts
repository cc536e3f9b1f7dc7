import { describe, expect, it } from "vitest";
import { vehicleInWords } from "./query-vehicle";

describe("a vehicle named in the search's words", () => {
  it("is found, with the words left without it", () => {
    expect(vehicleInWords("bike wash")).toEqual({ slug: "motorcycle", rest: undefined });
    expect(vehicleInWords("Scooty wash Noida")).toEqual({ slug: "motorcycle", rest: "wash noida" });
    expect(vehicleInWords("SUV detailing")).toEqual({ slug: "suv", rest: "detailing" });
  });

  it("is none for several types, other words or no words", () => {
    expect(vehicleInWords("car wash")).toBeNull();
    expect(vehicleInWords("four wheeler")).toBeNull();
    expect(vehicleInWords("Sparkle Auto Spa")).toBeNull();
    expect(vehicleInWords("Noida")).toBeNull();
    expect(vehicleInWords(undefined)).toBeNull();
  });
});
