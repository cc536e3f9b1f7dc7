import { translateIn } from "@chamak/i18n/server";
import { describe, expect, it } from "vitest";
import {
  GST_DECLARATION_TEXT,
  gstRegistrationIssue,
  isGstRegisteredAt,
  normaliseGstin,
} from "./gst-registration";
import { gstinCheckCharacter } from "./gstin";
import { legacyRegisterBody } from "./legacy/accounts";
import { sellerRegistrationInput } from "./schemas/accounts";
import { centreUpdateInput } from "./schemas/vendor";

const delhiGstin = `07AAACS1234K1Z${gstinCheckCharacter("07AAACS1234K1Z")}`;
const wrongDigit = `${delhiGstin.slice(0, 14)}${delhiGstin.endsWith("A") ? "B" : "A"}`;

describe("GSTIN or declaration", () => {
  it("a valid GSTIN of the centre's state is enough, with or without the declaration", () => {
    expect(gstRegistrationIssue({ gstin: delhiGstin, state: "Delhi" })).toBeNull();
    expect(
      gstRegistrationIssue({ gstin: ` ${delhiGstin.toLowerCase()} `, gstDeclaration: true, state: "Delhi" }),
    ).toBeNull();
  });

  it("a GSTIN is checked as before: check digit and state, on the gstin field", () => {
    expect(gstRegistrationIssue({ gstin: wrongDigit, gstDeclaration: true, state: "Delhi" })).toEqual({
      field: "gstin",
      message: { id: "errors.gstinCheckDigit" },
    });
    expect(gstRegistrationIssue({ gstin: delhiGstin, state: "Haryana" })).toMatchObject({
      field: "gstin",
      message: { id: "errors.gstinOtherState" },
    });
    // An unknown state is the state field's error; the GSTIN alone is still checked.
    expect(gstRegistrationIssue({ gstin: delhiGstin, state: "Atlantis" })).toBeNull();
  });

  it("without a GSTIN the declaration is required, and named when missing", () => {
    for (const gstin of ["", "  ", null, undefined]) {
      expect(gstRegistrationIssue({ gstin, gstDeclaration: true, state: "Delhi" })).toBeNull();
      for (const gstDeclaration of [false, null, undefined]) {
        expect(gstRegistrationIssue({ gstin, gstDeclaration, state: "Delhi" })).toEqual({
          field: "gstDeclaration",
          message: { id: "errors.gstinOrDeclaration" },
        });
      }
    }
  });

  it("the declaration audited is the one the seller form shows in English", () => {
    expect(translateIn("en", "seller.gstDeclaration")).toBe(GST_DECLARATION_TEXT);
  });

  it("normalises a GSTIN: trimmed, upper case, null when blank", () => {
    expect(normaliseGstin(` ${delhiGstin.toLowerCase()} `)).toBe(delhiGstin);
    expect([
      normaliseGstin(""),
      normaliseGstin("   "),
      normaliseGstin(null),
      normaliseGstin(undefined),
    ]).toEqual([null, null, null, null]);
  });
});

describe("GST-registered at a time", () => {
  const joined = new Date("2026-11-01T00:00:00Z");
  const added = new Date("2026-11-20T10:00:00Z");
  it("a centre with its GSTIN from the start is registered throughout", () => {
    expect(isGstRegisteredAt({ gstin: delhiGstin, gstRegisteredAt: null }, joined)).toBe(true);
  });
  it("a centre without a GSTIN never is", () => {
    expect(isGstRegisteredAt({ gstin: null, gstRegisteredAt: null }, added)).toBe(false);
  });
  it("a centre that added its GSTIN is registered from that moment on", () => {
    const centre = { gstin: delhiGstin, gstRegisteredAt: added };
    expect(isGstRegisteredAt(centre, new Date(added.getTime() - 1))).toBe(false);
    expect(isGstRegisteredAt(centre, added)).toBe(true);
    expect(isGstRegisteredAt(centre, new Date("2026-12-01T00:00:00Z"))).toBe(true);
  });
});

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), JSON.parse(issue.message).id]),
  );

describe("the schemas that use the rule", () => {
  const seller = {
    centreName: "Gali Wash",
    mobile: "9811122233",
    email: "owner@gali.in",
    locality: "Lajpat Nagar",
    city: "New Delhi",
    state: "Delhi",
    zip: "110024",
    password: "Dwarka-Shine42",
    confirmPassword: "Dwarka-Shine42",
  };

  it("seller registration: GSTIN optional with the declaration; neither names gstDeclaration", () => {
    expect(sellerRegistrationInput.parse({ ...seller, gstin: delhiGstin.toLowerCase() })).toMatchObject({
      gstin: delhiGstin,
      gstDeclaration: false,
    });
    expect(sellerRegistrationInput.parse({ ...seller, gstin: "", gstDeclaration: true })).toMatchObject({
      gstin: null,
      gstDeclaration: true,
    });
    expect(issuesOf(sellerRegistrationInput.safeParse({ ...seller, gstin: "" }))).toEqual({
      gstDeclaration: "errors.gstinOrDeclaration",
    });
    expect(
      issuesOf(sellerRegistrationInput.safeParse({ ...seller, gstin: delhiGstin, state: "Haryana" })),
    ).toEqual({
      gstin: "errors.gstinOtherState",
    });
  });

  const legacy = {
    name: "Gali Wash",
    gst_no: "",
    email: "owner@gali.in",
    mobile_no: "9811122233",
    state: "Delhi",
    city: "New Delhi",
    address: "Lajpat Nagar",
    zip: "110024",
    password: "Dwarka-Shine42",
  };

  it("legacy sign-up: a customer's empty gst_no needs no declaration, as before", () => {
    expect(legacyRegisterBody.safeParse(legacy).success).toBe(true);
    expect(legacyRegisterBody.safeParse({ ...legacy, role: "user", gst_no: null }).success).toBe(true);
  });

  it("legacy sign-up of a centre: gst_no, or gst_declaration true; the fields named as the legacy body names them", () => {
    expect(legacyRegisterBody.safeParse({ ...legacy, role: "vendor", gst_no: delhiGstin }).success).toBe(
      true,
    );
    expect(legacyRegisterBody.safeParse({ ...legacy, role: "vendor", gst_declaration: true }).success).toBe(
      true,
    );
    expect(issuesOf(legacyRegisterBody.safeParse({ ...legacy, role: "vendor" }))).toEqual({
      gst_declaration: "errors.gstinOrDeclaration",
    });
    expect(issuesOf(legacyRegisterBody.safeParse({ ...legacy, role: "vendor", gst_no: wrongDigit }))).toEqual(
      {
        gst_no: "errors.gstinCheckDigit",
      },
    );
  });

  it("centre profile: the GSTIN may stay empty (the server refuses removing one), else it is checked", () => {
    const profile = {
      name: "Gali Wash",
      mobile: "9811122233",
      email: "owner@gali.in",
      locality: "Lajpat Nagar",
      address: "12 Main Road",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      slotMinutes: 30,
      bays: 2,
      offersPickDrop: true,
      offersDoorstep: false,
      version: 1,
    };
    expect(centreUpdateInput.parse({ ...profile, gstin: "" }).gstin).toBeNull();
    expect(centreUpdateInput.parse({ ...profile, gstin: delhiGstin.toLowerCase() }).gstin).toBe(delhiGstin);
    expect(issuesOf(centreUpdateInput.safeParse({ ...profile, gstin: "07AAACS1234K1Z" }))).toEqual({
      gstin: "errors.gstinLength",
    });
  });
});
