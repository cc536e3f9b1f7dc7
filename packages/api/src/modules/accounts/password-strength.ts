import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { DomainError } from "../../errors";

/**
 * zxcvbn's score of a password: 0 and 1 fall within a million guesses (its "too guessable": the common
 * password lists, a common word with "1" or "123" after it, keyboard runs, repeats). Those are refused; from 2
 * up ("Customer@123", "rahul1234") a password passes, on top of the schema's rules (8 characters, a letter and
 * a digit).
 */
export const LOWEST_PASSWORD_SCORE = 2;

let checker: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn with its common dictionaries (about 57,000 words), loaded on the first check, once per process. */
function passwordChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
    ]);
    return new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  })().catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  return checker;
}

/** zxcvbn's score of `password`, 0 (guessed at once) to 4. */
export async function passwordScore(password: string): Promise<number> {
  return (await passwordChecker()).check(password).score;
}

/** Refuses a common or easily guessed password for an account, naming its field (`password` unless told). */
export async function assertPasswordNotCommon(password: string, field = "password"): Promise<void> {
  if ((await passwordScore(password)) < LOWEST_PASSWORD_SCORE)
    throw new DomainError("BAD_INPUT", "passwordCommon", field);
}
