import { gstinCheckCharacter } from "@chamak/contracts";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
// Random per process (test files may share a database), then a counter: never the same number twice in one.
const processLetters = Array.from({ length: 3 }, () => LETTERS.charAt(Math.floor(Math.random() * 26))).join(
  "",
);
let counter = 0;

/** A valid Delhi GSTIN (check character included) that no other centre of this test run has. */
export function uniqueTestGstin(): string {
  counter += 1;
  const first14 = `07AA${processLetters}${String(counter % 10_000).padStart(4, "0")}Q1Z`;
  return first14 + gstinCheckCharacter(first14);
}
