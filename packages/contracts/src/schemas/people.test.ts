import { decodeErrorMessage } from "@chamak/i18n";
import { errorTextIn } from "@chamak/i18n/server";
import { describe, expect, it } from "vitest";
import { addDays, indiaDate } from "../india-time";
import { legacyRegisterBody } from "../legacy/accounts";
import { legacyBookingBody } from "../legacy/bookings";
import { profileUpdateInput, registerInput, sellerRegistrationInput } from "./accounts";
import { createBookingInput, reviewInput } from "./booking";
import { serviceUpsertInput } from "./catalog";
import { contactInput } from "./contact";
import { jobCardConditionInput } from "./job-card";
import { payoutAccountInput } from "./payouts";
import { savedAddressInput } from "./saved-profile";
import { centreUpdateInput } from "./vendor";

type Field = {
  safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };
};

/** The field's first message in English, or null when it accepts the value. */
function messageOf(field: Field, value: unknown): string | null {
  const result = field.safeParse(value);
  if (result.success) return null;
  const raw = result.error?.issues[0]?.message ?? "";
  const message = decodeErrorMessage(raw);
  return message ? errorTextIn("en", message) : raw;
}

const MOBILE_MESSAGE =
  "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)";

/** Every schema that takes a mobile number, by its field. */
const mobileFields: Record<string, Field> = {
  "register.mobile": registerInput.shape.mobile,
  "profile.mobile": profileUpdateInput.shape.mobile,
  "booking.contactMobile": createBookingInput.shape.contactMobile,
  "seller.mobile": sellerRegistrationInput.shape.mobile,
  "centre.mobile": centreUpdateInput.shape.mobile,
  "legacy register.mobile_no": legacyRegisterBody.shape.mobile_no,
  "legacy booking.mobileno": legacyBookingBody.shape.mobileno,
};

describe("mobile numbers are Indian mobiles: 10 digits starting with 6 to 9", () => {
  for (const [name, field] of Object.entries(mobileFields)) {
    it(`${name} refuses made-up and prefixed numbers, with one clear message`, () => {
      for (const made of ["0000000000", "1234567890", "5999999999", "12345", "98765432100"]) {
        expect(messageOf(field, made), made).toBe(MOBILE_MESSAGE);
      }
      for (const typed of ["+91 12345 67890", "0 5999 999 999", "98765 4321", "98765-43210x"]) {
        expect(messageOf(field, typed), typed).toBe(MOBILE_MESSAGE);
      }
    });

    it(`${name} takes a number as it is typed or pasted, and gives its 10 digits`, () => {
      for (const typed of [
        "+919876543210",
        "09876543210",
        "98765 43210",
        "+91 98765-43210",
        "0091 (98765) 43210",
      ]) {
        expect(field.safeParse(typed).data, typed).toBe("9876543210");
      }
    });

    it(`${name} accepts real mobile numbers`, () => {
      for (const real of ["9876543210", "6000012345", "7838078901", "8826045678", " 9810012345 "]) {
        expect(messageOf(field, real), real).toBeNull();
      }
    });
  }
});

describe("a date of birth is a day of a living person's past", () => {
  const dateOfBirth = profileUpdateInput.shape.dateOfBirth;
  const today = indiaDate();
  const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

  it("refuses a day after today in India", () => {
    expect(messageOf(dateOfBirth, addDays(today, 1))).toBe("Date of birth cannot be in the future");
    expect(messageOf(dateOfBirth, "2999-01-01")).toBe("Date of birth cannot be in the future");
  });

  it("refuses a day more than 120 years back", () => {
    expect(messageOf(dateOfBirth, addDays(yearsAgo(120), -1))).toBe(
      "Date of birth must be within the last 120 years",
    );
    expect(messageOf(dateOfBirth, "0001-01-01")).toBe("Date of birth must be within the last 120 years");
  });

  it("accepts today, 120 years ago to the day, an ordinary birthday, or none", () => {
    for (const date of [today, yearsAgo(120), "1992-04-18", null, undefined]) {
      expect(messageOf(dateOfBirth, date), String(date)).toBeNull();
    }
    expect(messageOf(dateOfBirth, "18/04/1992")).toBe("Date must be in YYYY-MM-DD format");
  });
});

/** Every schema that takes a person's, a centre's or a vehicle's name, with the name its messages use. */
const nameFields: Record<string, [Field, string]> = {
  "register.name": [registerInput.shape.name, "Full name"],
  "profile.name": [profileUpdateInput.shape.name, "Full name"],
  "contact.name": [contactInput.shape.name, "Name"],
  "seller.centreName": [sellerRegistrationInput.shape.centreName, "Centre name"],
  "centre.name": [centreUpdateInput.shape.name, "Centre name"],
  "payout beneficiaryName": [payoutAccountInput.shape.beneficiaryName, "Account holder's name"],
  "legacy register.name": [legacyRegisterBody.shape.name, "Full name"],
  "booking.brand": [createBookingInput.shape.brand, "Brand"],
  "legacy booking.brand": [legacyBookingBody.shape.brand, "Brand"],
  "legacy booking.vehicleType": [legacyBookingBody.shape.vehicleType, "Vehicle type"],
};

describe("names carry no markup or control characters", () => {
  for (const [name, [field, label]] of Object.entries(nameFields)) {
    it(`${name} refuses markup and control characters, naming the field`, () => {
      for (const bad of [
        "<script>alert(1)</script>",
        "Asha <b>Rao</b>",
        "Asha > Rao",
        "Asha\nRao",
        "Asha\u0007Rao",
        "Asha\u202ERao",
      ]) {
        expect(messageOf(field, bad), JSON.stringify(bad)).toBe(
          `${label} must not contain <, > or control characters`,
        );
      }
    });

    it(`${name} accepts names in English and Indian scripts`, () => {
      for (const good of ["Asha Rao", "D'Souza & Sons", "Anne-Marie", "राम कुमार", "क्\u200Dष", "Maruti 800"]) {
        expect(messageOf(field, good), good).toBeNull();
      }
    });
  }
});

/** Every one-line free-text field a person types beyond names (addresses, cities, localities), with its label. */
const lineFields: Record<string, [Field, string]> = {
  "register.city": [registerInput.shape.city, "City"],
  "register.address": [registerInput.shape.address, "Address"],
  "profile.city": [profileUpdateInput.shape.city, "City"],
  "profile.address": [profileUpdateInput.shape.address, "Address"],
  "booking.city": [createBookingInput.shape.city, "City"],
  "booking.address": [createBookingInput.shape.address, "Address"],
  "saved address.address": [savedAddressInput.shape.address, "Address"],
  "saved address.city": [savedAddressInput.shape.city, "City"],
  "seller.locality": [sellerRegistrationInput.shape.locality, "Locality"],
  "centre.address": [centreUpdateInput.shape.address, "Address"],
  "legacy register.city": [legacyRegisterBody.shape.city, "City"],
  "legacy register.address": [legacyRegisterBody.shape.address, "Address"],
  "legacy booking.city": [legacyBookingBody.shape.city, "City"],
  "legacy booking.address": [legacyBookingBody.shape.address, "Address"],
};

describe("addresses, cities and other one-line text follow the names' rule", () => {
  for (const [name, [field, label]] of Object.entries(lineFields)) {
    it(`${name} refuses markup and control characters, naming the field, and takes real addresses`, () => {
      for (const bad of ["<script>alert(1)</script>", "12 MG Road\u0007", "Flat 4\nTower B", "Pune\u202E"])
        expect(messageOf(field, bad), JSON.stringify(bad)).toBe(
          `${label} must not contain <, > or control characters`,
        );
      for (const good of ["Flat 4B, Tower 2, Sector 104", "#12/3, 5th Cross & Main", "नई दिल्ली", "Bengaluru"])
        expect(messageOf(field, good), good).toBeNull();
    });
  }
});

/** Free text of several lines (descriptions, messages, notes, reviews): line breaks are fine, the rest is not. */
const linesFields: Record<string, [Field, string]> = {
  "service.description": [serviceUpsertInput.shape.description, "Description"],
  "contact.message": [contactInput.shape.message, "Message"],
  "review.comment": [reviewInput.shape.comment, "Review"],
  "job card.belongings": [jobCardConditionInput.shape.belongings, "Belongings"],
};

describe("text of several lines keeps its line breaks and refuses markup and other controls", () => {
  for (const [name, [field, label]] of Object.entries(linesFields)) {
    it(`${name} refuses markup and control characters but line breaks`, () => {
      for (const bad of ["<img src=x onerror=alert(1)>", "Great wash\u0007", "Great\u202Ewash"])
        expect(messageOf(field, bad), JSON.stringify(bad)).toBe(
          `${label} must not contain <, > or control characters`,
        );
      for (const good of ["Foam wash.\nIncludes interior vacuum", "Tabs\tand lines\r\nare fine", "बहुत अच्छा"])
        expect(messageOf(field, good), JSON.stringify(good)).toBeNull();
    });
  }
});
