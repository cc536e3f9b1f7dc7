import { z } from "zod";
import { indiaDate } from "../india-time";
import { type ErrorValue, type FieldLabel, fieldLabel, zodMessage } from "../messages";
import { isoDateSchema, textField } from "./common";

/**
 * Markup and invisible controls have no place in a name: angle brackets (`<script>`, `<b>`), ASCII and C1 control
 * characters (new lines, tabs, escapes) and the bidirectional overrides that make a name display backwards.
 * Zero-width joiners stay allowed: Hindi and other Indian scripts need them.
 */
const NOT_IN_NAMES = /[<>\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** Whether a name is free of markup and control characters (see NOT_IN_NAMES). */
export function isPlainName(name: string): boolean {
  return !NOT_IN_NAMES.test(name);
}

const plainNameMessage = (label: ErrorValue) => zodMessage("nameHasMarkup", { label });

/** A name that must be given (a person's, a centre's), at most `max` characters, with no markup in it. */
export const nameField = (label: FieldLabel, max: number) =>
  textField(fieldLabel(label), max).refine(isPlainName, { error: plainNameMessage(fieldLabel(label)) });

/** An optional vehicle name (a brand, a model), at most `max` characters, with no markup in it. */
export const vehicleNameField = (max: number, label: FieldLabel = "brand") =>
  z
    .string()
    .trim()
    .max(max, { error: zodMessage("tooLong", { label: fieldLabel(label), max }) })
    .refine(isPlainName, { error: plainNameMessage(fieldLabel(label)) });

/** The oldest a customer can be, in years: a date of birth further back is a typing mistake. */
export const MAX_AGE_YEARS = 120;

/** The same day `years` years before a YYYY-MM-DD date (29 February falls back to the 28th). */
function yearsBefore(date: string, years: number): string {
  const [year = "", month = "", day = ""] = date.split("-");
  const earlier = `${String(Number(year) - years).padStart(4, "0")}-${month}-${day}`;
  return earlier.endsWith("-02-29") ? earlier.replace(/29$/, "28") : earlier;
}

/** A date of birth (YYYY-MM-DD): not after today in India, and at most MAX_AGE_YEARS years back. */
export const dateOfBirthSchema = isoDateSchema
  .refine((date) => date <= indiaDate(), { error: zodMessage("dateOfBirthInFuture") })
  .refine((date) => date >= yearsBefore(indiaDate(), MAX_AGE_YEARS), {
    error: zodMessage("dateOfBirthTooOld", { years: MAX_AGE_YEARS }),
  });
