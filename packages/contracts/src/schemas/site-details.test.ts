import { decodeErrorMessage } from "@chamak/i18n";
import { errorTextIn } from "@chamak/i18n/server";
import { describe, expect, it } from "vitest";
import { createBookingInput } from "./booking";
import { savedAddressInput } from "./saved-profile";
import { readSiteDetails, siteDetailsFor, siteDetailsLine, siteDetailsSchema } from "./site-details";
import { centreUpdateInput } from "./vendor";

const issueOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const issue = result.error?.issues[0];
  const message = decodeErrorMessage(issue?.message ?? "");
  return { path: issue?.path.join("."), text: message ? errorTextIn("en", message) : null };
};

describe("site details", () => {
  it("keeps what is typed, trimmed, and leaves out what is empty", () => {
    expect(
      siteDetailsSchema.parse({
        society: "  Green Park Society ",
        tower: "B",
        parkingSlot: "",
        gateInstructions: "   ",
        keyHandover: null,
      }),
    ).toEqual({ society: "Green Park Society", tower: "B" });
    expect(siteDetailsSchema.parse({})).toEqual({});
  });

  it("refuses text too long or with markup, naming the field", () => {
    expect(issueOf(siteDetailsSchema.safeParse({ gateInstructions: "x".repeat(301) }))).toEqual({
      path: "gateInstructions",
      text: "Gate instructions must be at most 300 characters",
    });
    expect(issueOf(siteDetailsSchema.safeParse({ society: "a".repeat(81) })).text).toBe(
      "Society or building must be at most 80 characters",
    );
    expect(issueOf(siteDetailsSchema.safeParse({ tower: "<b>B</b>" })).path).toBe("tower");
    expect(
      siteDetailsSchema.safeParse({ parkingSlot: "p".repeat(40), keyHandover: "k".repeat(200) }).success,
    ).toBe(true);
    expect(issueOf(siteDetailsSchema.safeParse({ keyHandover: "k".repeat(201) })).text).toBe(
      "Key handover must be at most 200 characters",
    );
  });

  it("are named under siteDetails in a booking and a saved address", () => {
    const booking = createBookingInput.safeParse({ siteDetails: { gateInstructions: "<script>" } });
    const paths = booking.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("siteDetails.gateInstructions");
    const address = savedAddressInput.safeParse({
      label: "home",
      address: "12 MG Road",
      city: "Gurugram",
      state: "Haryana",
      zip: "122001",
      siteDetails: { parkingSlot: "x".repeat(41) },
    });
    expect(issueOf(address)).toEqual({
      path: "siteDetails.parkingSlot",
      text: "Parking slot must be at most 40 characters",
    });
  });

  it("make one short line of society, tower and slot", () => {
    expect(siteDetailsLine({ society: "Green Park Society", tower: "B", parkingSlot: "B-112" })).toBe(
      "Green Park Society, Tower B, slot B-112",
    );
    expect(siteDetailsLine({ tower: "Block C", parkingSlot: "Basement 2, slot 14" })).toBe(
      "Block C, slot Basement 2, slot 14",
    );
    expect(siteDetailsLine({ tower: "Wing A", parkingSlot: "Slot 7" })).toBe("Wing A, Slot 7");
    expect(siteDetailsLine({ gateInstructions: "Call from gate 2" })).toBe("");
    expect(siteDetailsLine(undefined)).toBe("");
    expect(siteDetailsLine({ tower: "B", parkingSlot: "12" }, { tower: "टावर", slot: "स्लॉट" })).toBe(
      "टावर B, स्लॉट 12",
    );
    expect(siteDetailsLine({ tower: "टावर 3" }, { tower: "टावर", slot: "स्लॉट" })).toBe("टावर 3");
  });

  it("a booking keeps none at the centre and the key handover only for pick & drop", () => {
    const details = { society: "Green Park", keyHandover: "With the guard at gate 2" };
    expect(siteDetailsFor("at_centre", details)).toEqual({});
    expect(siteDetailsFor("doorstep", details)).toEqual({ society: "Green Park" });
    expect(siteDetailsFor("pick_drop", details)).toEqual(details);
    expect(siteDetailsFor("pick_drop", undefined)).toEqual({});
  });

  it("stored details that no longer parse read as none", () => {
    expect(readSiteDetails({ society: "Green Park", extra: 1 })).toEqual({ society: "Green Park" });
    expect(readSiteDetails({ society: 12 })).toEqual({});
    expect(readSiteDetails(null)).toEqual({});
  });
});

describe("a centre's no-show grace", () => {
  const grace = centreUpdateInput.shape.noShowGraceMinutes;

  it("takes 15 to 240 whole minutes, or is left out; anything else names the field", () => {
    expect(grace.parse(15)).toBe(15);
    expect(grace.parse(240)).toBe(240);
    expect(grace.parse(undefined)).toBeUndefined();
    expect(issueOf(grace.safeParse(10)).text).toBe("No-show grace must be at least 15 minutes");
    expect(issueOf(grace.safeParse(241)).text).toBe("No-show grace must be at most 240 minutes");
    expect(issueOf(grace.safeParse(20.5)).text).toBe("No-show grace must be whole minutes");
  });

  it("and the doorstep needs are yes or no", () => {
    expect(centreUpdateInput.shape.doorstepNeedsWater.parse(true)).toBe(true);
    expect(centreUpdateInput.shape.doorstepNeedsPower.safeParse("yes").success).toBe(false);
  });
});
