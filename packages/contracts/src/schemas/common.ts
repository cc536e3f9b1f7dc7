import { z } from "zod";
import { type ErrorValue, type FieldLabel, fieldLabel, zodMessage } from "../messages";
import { MOBILE_PATTERN, PIN_PATTERN } from "../policy";
import { STATE_NAMES } from "../states";

/**
 * PostgreSQL's int (int4), the type of ids, amounts in paise and counts: every number an input sends to the
 * database is at most this, or a query fails inside with "out of range" (a 500) instead of a 400.
 */
export const MAX_INT = 2_147_483_647;
/** Ids are PostgreSQL integers; a larger number is no id (and must not reach the database). */
export const MAX_ID = MAX_INT;
// The bound comes first, so that 1e300 is told it is no id rather than "not a safe integer".
export const idSchema = z.coerce
  .number()
  .max(MAX_ID, { error: zodMessage("invalidId") })
  .int()
  .positive();
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: zodMessage("invalidEmail") }));
export const mobileSchema = z
  .string()
  .trim()
  .regex(MOBILE_PATTERN, { error: zodMessage("invalidMobile") });
export const pinSchema = z
  .string()
  .trim()
  .regex(PIN_PATTERN, { error: zodMessage("invalidPin") });
export const stateSchema = z.enum(STATE_NAMES, { error: zodMessage("chooseState") });
/** Text that must be given, at most `max` characters; its messages name the field by `label`. */
export const textField = (label: ErrorValue, max = 200) =>
  z
    .string({ error: zodMessage("required", { label }) })
    .trim()
    .min(1, { error: zodMessage("required", { label }) })
    .max(max, { error: zodMessage("tooLong", { label, max }) });
export const requiredText = (label: FieldLabel, max = 200) => textField(fieldLabel(label), max);
export const passwordSchema = z
  .string({ error: zodMessage("required", { label: fieldLabel("password") }) })
  .min(8, { error: zodMessage("passwordTooShort", { min: 8 }) })
  .max(128, { error: zodMessage("tooLong", { label: fieldLabel("password"), max: 128 }) })
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), { error: zodMessage("passwordWeak") });
/** An amount in whole paise, named by `label` in its messages; never more than an int column holds. */
export const paiseSchema = (label: FieldLabel) =>
  z
    .number({ error: zodMessage("notANumber", { label: fieldLabel(label) }) })
    .max(MAX_INT, { error: zodMessage("tooLarge", { label: fieldLabel(label) }) })
    .int({ error: zodMessage("wholePaise", { label: fieldLabel(label) }) })
    .min(0, { error: zodMessage("notNegative", { label: fieldLabel(label) }) });
export const isoDateSchema = z.iso.date({ error: zodMessage("invalidDate") });

/** Deep enough for any real listing; keeps OFFSET within what the search SQL takes. */
export const MAX_PAGE = 10_000;

/** A page number of a list, 1 to MAX_PAGE. */
export const pageNumber = z
  .number({ error: zodMessage("notANumber", { label: fieldLabel("page") }) })
  .max(MAX_PAGE, { error: zodMessage("atMost", { label: fieldLabel("page"), max: MAX_PAGE }) })
  .int({ error: zodMessage("wholeNumber", { label: fieldLabel("page") }) })
  .min(1, { error: zodMessage("atLeast", { label: fieldLabel("page"), min: 1 }) });

export const pageInput = z.object({
  page: pageNumber.default(1),
  pageSize: z.number().int().min(1).max(50).default(12),
});
export type PageInput = z.infer<typeof pageInput>;
