import { describe, expect, it } from "vitest";
import { travelFeeFor } from "./travel-fee";

describe("travelFeeFor", () => {
  const bands = [
    { beyondKm: 3, feePaise: 4_900 },
    { beyondKm: 6, feePaise: 9_900 },
  ];

  it("charges the furthest band an address is beyond, and nothing nearer than the first", () => {
    expect(travelFeeFor(bands, 0)).toBe(0);
    expect(travelFeeFor(bands, 3)).toBe(0);
    expect(travelFeeFor(bands, 3.01)).toBe(4_900);
    expect(travelFeeFor(bands, 6)).toBe(4_900);
    expect(travelFeeFor(bands, 12.5)).toBe(9_900);
  });

  it("charges nothing without bands", () => {
    expect(travelFeeFor([], 40)).toBe(0);
  });
});
