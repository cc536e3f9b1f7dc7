import { describe, expect, it } from "vitest";
import { toOpeningHours, toRating } from "./catalog.mapper";

describe("toRating", () => {
  it("rounds the average to one decimal and is null without ratings", () => {
    expect(toRating(14, 3)).toEqual({ average: 4.7, count: 3 });
    expect(toRating(0, 0)).toEqual({ average: null, count: 0 });
  });
});

describe("toOpeningHours", () => {
  it("always gives seven weekdays, missing ones closed", () => {
    const hours = toOpeningHours([{ weekday: 1, opensAt: 540, closesAt: 1080, closed: false }]);
    expect(hours).toHaveLength(7);
    expect(hours[1]).toEqual({ weekday: 1, opensAt: 540, closesAt: 1080, closed: false });
    expect(hours[0]?.closed).toBe(true);
  });
});
