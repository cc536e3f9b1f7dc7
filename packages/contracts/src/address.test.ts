import { describe, expect, it } from "vitest";
import { formatAddress } from "./address";

describe("formatAddress", () => {
  it("says a locality once when the street already names it", () => {
    expect(formatAddress("D-9, Sector 27, Sector 27", "Noida")).toBe("D-9, Sector 27, Noida");
    expect(formatAddress("D-9, Sector 27", "Sector 27", "Noida 201301")).toBe("D-9, Sector 27, Noida 201301");
  });

  it("compares parts whatever their case and spacing, and keeps the first as written", () => {
    expect(formatAddress("12 MG Road,  sector 14 ", "Sector 14", "Gurugram")).toBe(
      "12 MG Road, sector 14, Gurugram",
    );
  });

  it("leaves out blank and missing parts", () => {
    expect(formatAddress("4 Park Street", "", null, undefined, " , ", "Delhi")).toBe("4 Park Street, Delhi");
    expect(formatAddress()).toBe("");
  });

  it("keeps parts that only look alike", () => {
    expect(formatAddress("Sector 27", "Sector 2", "Noida")).toBe("Sector 27, Sector 2, Noida");
    expect(formatAddress("Noida", "Noida 201301")).toBe("Noida, Noida 201301");
  });
});
