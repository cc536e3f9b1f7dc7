import { z } from "zod";
import { MOBILE_PATTERN, PIN_PATTERN } from "../policy";
import { STATE_NAMES } from "../states";

/** Ids are PostgreSQL integers; a larger number is no id (and must not reach the database). */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.coerce.number().int().positive().max(MAX_ID, { error: "Not a valid id" });
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address" }));
export const mobileSchema = z
  .string()
  .trim()
  .regex(MOBILE_PATTERN, { error: "Mobile number must be exactly 10 digits" });
export const pinSchema = z.string().trim().regex(PIN_PATTERN, { error: "PIN code must be exactly 6 digits" });
export const stateSchema = z.enum(STATE_NAMES, { error: "Choose a state from the list" });
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(8, { error: "Password must be at least 8 characters" })
  .max(128, { error: "Password must be at most 128 characters" })
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), { error: "Password must contain a letter and a digit" });
export const paiseSchema = z.number().int().min(0);
export const isoDateSchema = z.iso.date({ error: "Date must be in YYYY-MM-DD format" });

/** Deep enough for any real listing; keeps OFFSET within what the search SQL takes. */
export const MAX_PAGE = 10_000;

export const pageInput = z.object({
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(50).default(12),
});
export type PageInput = z.infer<typeof pageInput>;
