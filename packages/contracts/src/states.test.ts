import { describe, expect, it } from "vitest";
import { INDIAN_STATES, stateByGstCode, stateByName } from "./states";

describe("INDIAN_STATES", () => {
  it("has the 36 states and union territories with unique names and GST codes", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.name)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((s) => s.gstCode)).size).toBe(36);
  });

  it("looks states up by code and by name, ignoring case", () => {
    expect(stateByGstCode("09")?.name).toBe("Uttar Pradesh");
    expect(stateByName("  maharashtra ")?.gstCode).toBe("27");
    expect(stateByName("Gourgram")).toBeUndefined();
  });
});
