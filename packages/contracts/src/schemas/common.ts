import { z } from "zod";
import { type ErrorValue, type FieldLabel, fieldLabel, zodMessage } from "../messages";
import { MOBILE_PATTERN, PIN_PATTERN } from "../policy";
import { STATE_NAMES } from "../states";

/** Ids are PostgreSQL integers; a larger number is no id (and must not reach the database). */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_ID, { error: zodMessage("invalidId") });
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
export const paiseSchema = z.number().int().min(0);
export const isoDateSchema = z.iso.date({ error: zodMessage("invalidDate") });

/** Deep enough for any real listing; keeps OFFSET within what the search SQL takes. */
export const MAX_PAGE = 10_000;

export const pageInput = z.object({
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(50).default(12),
});
export type PageInput = z.infer<typeof pageInput>;
