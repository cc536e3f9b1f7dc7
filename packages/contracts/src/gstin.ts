import { type ErrorMessage, errorMessage } from "./messages";
import { stateByGstCode, stateByName } from "./states";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** The GSTIN check character: mod-36 over the first 14 characters, weights alternating 1 and 2. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) throw new Error(`Invalid GSTIN character at position ${i + 1}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** The GSTIN the forms show as an example (a Delhi one, "07"), which passes its own check. */
export const EXAMPLE_GSTIN = "07ABCDE1234F1Z2";

export type GstinCheck = { ok: true; stateName: string } | { ok: false; message: ErrorMessage };

/** Offline GSTIN validation: shape, state code, check digit and (optionally) the centre's state. */
export function validateGstin(raw: string, expectedState?: string): GstinCheck {
  const gstin = raw.trim().toUpperCase();
  if (gstin.length !== 15) return { ok: false, message: errorMessage("gstinLength") };
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match) {
    return {
      ok: false,
      message: errorMessage("gstinFormat"),
    };
  }
  const [, stateCode = ""] = match;
  const state = stateByGstCode(stateCode);
  if (!state) return { ok: false, message: errorMessage("gstinStateCode", { code: stateCode }) };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return { ok: false, message: errorMessage("gstinCheckDigit") };
  }
  if (expectedState !== undefined) {
    const expected = stateByName(expectedState);
    if (!expected) return { ok: false, message: errorMessage("unknownState", { state: expectedState }) };
    if (expected.gstCode !== stateCode) {
      return {
        ok: false,
        message: errorMessage("gstinOtherState", {
          state: state.name,
          code: stateCode,
          centreState: expected.name,
          centreCode: expected.gstCode,
        }),
      };
    }
  }
  return { ok: true, stateName: state.name };
}
