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
/**
 * The version of a record a screen was opened with, sent back with its save: a record changed since is refused
 * ("changed since you opened it") with its current values, never silently overwritten.
 */
export const recordVersion = z.number().int().positive().max(MAX_INT);
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: zodMessage("invalidEmail") }));
/**
 * A mobile number as a person types or pastes one: "98111 22277", "98111-22277", "+91 98111 22277" or
 * "098111 22277" are the number 9811122277, which is what the schema gives (and what is stored). Spaces,
 * dashes, dots and brackets go, then a leading +91, 0091, 91 or 0 before the 10 digits; what is left must be 10
 * digits starting with 6 to 9. Every field that takes a mobile number, on the site, the console and the legacy API.
 */
export function normaliseTypedMobile(typed: string): string {
  const compact = typed.replace(/[\s\-().]/g, "");
  return compact.replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
}
export const mobileSchema = z
  .string()
  .transform(normaliseTypedMobile)
  .pipe(z.string().regex(MOBILE_PATTERN, { error: zodMessage("invalidMobile") }));
/** The longest mobile number as typed that a field takes ("0091 98111 22277"): a field's maxLength. */
export const TYPED_MOBILE_MAX_LENGTH = 16;
export const pinSchema = z
  .string()
  .trim()
  .regex(PIN_PATTERN, { error: zodMessage("invalidPin") });
export const stateSchema = z.enum(STATE_NAMES, { error: zodMessage("chooseState") });
/**
 * What no text a person types may hold, one rule for every such field (names, addresses, cities, reasons, notes):
 * angle brackets (`<script>`, `<b>`), control characters (escapes, bells; new lines only where a field has several
 * lines) and the bidirectional overrides that make text display backwards. Zero-width joiners stay allowed: Hindi
 * and other Indian scripts need them.
 */
const NOT_IN_ONE_LINE = /[<>\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const NOT_IN_LINES = /[<>\u202A-\u202E\u2066-\u2069]|(?![\n\r\t])\p{Cc}/u;

/** Whether one line of text is free of markup and control characters (see NOT_IN_ONE_LINE). */
export function isPlainText(text: string): boolean {
  return !NOT_IN_ONE_LINE.test(text);
}

/** Whether text of several lines is free of markup and of control characters other than line breaks and tabs. */
export function isPlainLines(text: string): boolean {
  return !NOT_IN_LINES.test(text);
}

const plainTextMessage = (label: ErrorValue) => zodMessage("textHasMarkup", { label });

/** Text at most `max` characters long, trimmed, free of markup: what every free-text field starts from. */
const plainText = (label: ErrorValue, max: number, lines: "one" | "several") =>
  z
    .string({ error: zodMessage("required", { label }) })
    .trim()
    .max(max, { error: zodMessage("tooLong", { label, max }) })
    .refine(lines === "one" ? isPlainText : isPlainLines, { error: plainTextMessage(label) });

/** One line of text that must be given, at most `max` characters; its messages name the field by `label`. */
export const textField = (label: ErrorValue, max = 200) =>
  plainText(label, max, "one").refine((text) => text.length > 0, {
    error: zodMessage("required", { label }),
  });
export const requiredText = (label: FieldLabel, max = 200) => textField(fieldLabel(label), max);
/** One line of text that may be left empty (an empty string stays empty), at most `max` characters. */
export const optionalText = (label: FieldLabel, max = 200) => plainText(fieldLabel(label), max, "one");
/** Text of several lines (a description, a message, a note) that must be given; messages name it by `label`. */
export const linesField = (label: ErrorValue, max = 1000) =>
  plainText(label, max, "several").refine((text) => text.length > 0, {
    error: zodMessage("required", { label }),
  });
/** Text of several lines that must be given, at most `max` characters, named by one of the field labels. */
export const multilineText = (label: FieldLabel, max = 1000) => linesField(fieldLabel(label), max);
/** Text of several lines that may be left empty, at most `max` characters. */
export const optionalLines = (label: FieldLabel, max = 1000) => plainText(fieldLabel(label), max, "several");
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
