import { indiaDate } from "../india-time";
import { type FieldLabel, zodMessage } from "../messages";
import { isoDateSchema, optionalText, requiredText } from "./common";

/** A name that must be given (a person's, a centre's), at most `max` characters: plain text, as every field. */
export const nameField = (label: FieldLabel, max: number) => requiredText(label, max);

/** An optional vehicle name (a brand, a model), at most `max` characters. */
export const vehicleNameField = (max: number, label: FieldLabel = "brand") => optionalText(label, max);

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
