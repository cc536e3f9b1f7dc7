import { errorTextIn } from "@chamak/i18n/server";
import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, validateGstin } from "./gstin";

/** validateGstin with its message as an English reader sees it. */
function checkGstin(...args: Parameters<typeof validateGstin>) {
  const result = validateGstin(...args);
  return result.ok ? result : { ok: false, message: errorTextIn("en", result.message) };
}

// Real, publicly listed GSTINs with correct check characters.
const KNOWN_VALID = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAACH7409R1Z8", "24AAACC1206D1ZM"];

describe("gstinCheckCharacter", () => {
  it.each(KNOWN_VALID)("computes the published check character of %s", (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });
});

describe("validateGstin", () => {
  it("accepts a valid GSTIN in lower case and with spaces around it", () => {
    expect(checkGstin(" 27aapfu0939f1zv ")).toEqual({ ok: true, stateName: "Maharashtra" });
  });

  it("rejects the wrong length", () => {
    expect(checkGstin("27AAPFU0939F1Z")).toEqual({
      ok: false,
      message: "GSTIN must be exactly 15 characters",
    });
  });

  it("rejects a malformed PAN part", () => {
    const result = checkGstin("271APFU0939F1ZV");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/format is invalid/);
  });

  it("rejects an unknown state code", () => {
    const first14 = "99AAPFU0939F1Z";
    const result = checkGstin(first14 + gstinCheckCharacter(first14));
    expect(result).toEqual({ ok: false, message: "GSTIN state code 99 is not a valid Indian state code" });
  });

  it("rejects a wrong check digit", () => {
    const result = checkGstin("27AAPFU0939F1ZW");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/check digit/);
  });

  it("rejects a GSTIN from another state than the centre's", () => {
    const result = checkGstin("27AAPFU0939F1ZV", "Delhi");
    expect(result).toEqual({
      ok: false,
      message: "GSTIN is registered in Maharashtra (code 27), but the centre is in Delhi (code 07)",
    });
  });

  it("accepts a GSTIN matching the centre's state", () => {
    expect(checkGstin("07AAACI1681G1ZR", "delhi")).toEqual({ ok: true, stateName: "Delhi" });
  });
});
