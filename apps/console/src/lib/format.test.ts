import { describe, expect, it } from "vitest";
import { countOf } from "./format";

describe("countOf", () => {
  it("puts the noun in the number the count asks for", () => {
    expect(countOf(1, "completed booking")).toBe("1 completed booking");
    expect(countOf(0, "booking")).toBe("0 bookings");
    expect(countOf(3, "service")).toBe("3 services");
    expect(countOf(2, "person", "people")).toBe("2 people");
  });
});
