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

export type GstinCheck = { ok: true; stateName: string } | { ok: false; message: string };

/** Offline GSTIN validation: shape, state code, check digit and (optionally) the centre's state. */
export function validateGstin(raw: string, expectedState?: string): GstinCheck {
  const gstin = raw.trim().toUpperCase();
  if (gstin.length !== 15) return { ok: false, message: "GSTIN must be exactly 15 characters" };
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match) {
    return {
      ok: false,
      message:
        "GSTIN format is invalid: expected 2-digit state code, 10-character PAN, entity number, 'Z' and a check character",
    };
  }
  const [, stateCode = ""] = match;
  const state = stateByGstCode(stateCode);
  if (!state) return { ok: false, message: `GSTIN state code ${stateCode} is not a valid Indian state code` };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return { ok: false, message: "GSTIN check digit does not match; please re-check the number" };
  }
  if (expectedState !== undefined) {
    const expected = stateByName(expectedState);
    if (!expected) return { ok: false, message: `Unknown state: ${expectedState}` };
    if (expected.gstCode !== stateCode) {
      return {
        ok: false,
        message: `GSTIN is registered in ${state.name} (code ${stateCode}), but the centre is in ${expected.name} (code ${expected.gstCode})`,
      };
    }
  }
  return { ok: true, stateName: state.name };
}
