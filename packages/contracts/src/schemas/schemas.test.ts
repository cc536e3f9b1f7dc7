import { decodeErrorMessage } from "@chamak/i18n";
import { errorTextIn } from "@chamak/i18n/server";
import { describe, expect, it } from "vitest";
import { registerInput, sellerRegistrationInput } from "./accounts";
import { openingHoursInput, serviceUpsertInput } from "./catalog";

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => {
      const message = decodeErrorMessage(i.message);
      return [i.path.join("."), message ? errorTextIn("en", message) : i.message];
    }),
  );
}

describe("wire schemas name the field that is wrong", () => {
  it("register: mobile, PIN, state and password", () => {
    const result = registerInput.safeParse({
      name: "Asha",
      email: "ASHA@Example.com",
      mobile: "98765",
      state: "Gourgram",
      city: "Noida",
      address: "Sector 18",
      zip: "2013",
      password: "short12",
    });
    expect(fieldErrors(result)).toEqual({
      mobile: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)",
      state: "Choose a state from the list",
      zip: "PIN code must be exactly 6 digits",
      password: "Password must be at least 8 characters",
    });
  });

  it("register: normalises the email", () => {
    const result = registerInput.parse({
      name: " Asha ",
      email: " ASHA@Example.com ",
      mobile: "9876543210",
      state: "Uttar Pradesh",
      city: "Noida",
      address: "Sector 18",
      zip: "201301",
      password: "secret123",
    });
    expect(result.email).toBe("asha@example.com");
    expect(result.name).toBe("Asha");
  });

  it("seller registration: passwords must match", () => {
    const result = sellerRegistrationInput.safeParse({
      centreName: "Shine Hub",
      mobile: "9876543210",
      gstin: "07aaaci1681g1zr",
      email: "owner@shine.in",
      locality: "Lajpat Nagar",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      password: "secret123",
      confirmPassword: "secret124",
    });
    expect(fieldErrors(result)).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("service: one price per vehicle type and at least one", () => {
    const base = {
      categoryId: 1,
      subCategoryName: "Foam",
      description: "Includes Foam wash",
      durationMinutes: 30,
    };
    expect(fieldErrors(serviceUpsertInput.safeParse({ ...base, prices: [] }))).toEqual({
      prices: "Give a price for at least one vehicle type",
    });
    const twice = [
      { vehicleTypeId: 1, pricePaise: 10000 },
      { vehicleTypeId: 1, pricePaise: 20000 },
    ];
    expect(fieldErrors(serviceUpsertInput.safeParse({ ...base, prices: twice }))).toEqual({
      prices: "Each vehicle type may have only one price",
    });
  });

  it("opening hours: closing after opening on open days", () => {
    const week = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      opensAt: 480,
      closesAt: 1200,
      closed: false,
    }));
    expect(openingHoursInput.safeParse(week).success).toBe(true);
    const bad = week.map((d) => (d.weekday === 2 ? { ...d, closesAt: 400 } : d));
    expect(fieldErrors(openingHoursInput.safeParse(bad))).toEqual({
      "2.closesAt": "Closing time must be after opening time",
    });
  });
});
