import { describe, expect, it } from "vitest";
import { stateOfPlace } from "./state-name";

describe("a gazetteer row's state, as the address form lists it", () => {
  it("keeps the names the list shares and renames India Post's own spellings", () => {
    expect(stateOfPlace({ district: "Gautam Buddha Nagar", state: "Uttar Pradesh" })).toBe("Uttar Pradesh");
    expect(stateOfPlace({ district: "Raipur", state: "Chattisgarh" })).toBe("Chhattisgarh");
    expect(stateOfPlace({ district: "Pondicherry", state: "Pondicherry" })).toBe("Puducherry");
    expect(stateOfPlace({ district: "Srinagar", state: "Jammu & Kashmir" })).toBe("Jammu and Kashmir");
  });

  it("puts Leh and Kargil in Ladakh, which the directory still files under Jammu & Kashmir", () => {
    expect(stateOfPlace({ district: "Leh", state: "Jammu & Kashmir" })).toBe("Ladakh");
  });

  it("answers null for a name that is no state of the list", () => {
    expect(stateOfPlace({ district: "Nowhere", state: "Atlantis" })).toBeNull();
  });
});
