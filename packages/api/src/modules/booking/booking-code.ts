import { randomInt } from "node:crypto";

// No 0/O or 1/I, so a code read out over the phone is not misheard.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A short public reference such as CHK7K2Q9M, printed on receipts and said on calls. */
export function newBookingCode(): string {
  let code = "CHK";
  for (let i = 0; i < 6; i++) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return code;
}
