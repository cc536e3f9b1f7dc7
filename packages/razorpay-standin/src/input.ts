import { badRequest } from "./api-error";
import type { Notes } from "./entities";

/** Request-body checks with Razorpay's wording. Bodies arrive as untrusted JSON. */

export type Body = Record<string, unknown>;

export function asBody(value: unknown): Body {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value))
    throw badRequest("The request body must be an object");
  return value as Body;
}

export function amountField(body: Body, field = "amount"): number {
  const value = body[field];
  if (value === undefined || value === null || value === "")
    throw badRequest(`The ${field} field is required.`, field);
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw badRequest(`The ${field} must be an integer.`, field);
  }
  if (value < 100) throw badRequest(`The ${field} must be atleast INR 1.00`, field);
  return value;
}

export function optionalAmountField(body: Body, field = "amount"): number | undefined {
  return body[field] === undefined || body[field] === null ? undefined : amountField(body, field);
}

export function currencyField(body: Body, required: boolean): "INR" {
  const value = body.currency;
  if (value === undefined && !required) return "INR";
  if (value === undefined || value === null || value === "")
    throw badRequest("The currency field is required.", "currency");
  if (value !== "INR") throw badRequest("The currency provided is not supported.", "currency");
  return value;
}

export function optionalText(body: Body, field: string, maxLength: number): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw badRequest(`The ${field} must be a string.`, field);
  if (value.length > maxLength) {
    throw badRequest(`The ${field} may not be greater than ${maxLength} characters.`, field);
  }
  return value;
}

export function requiredText(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== "string" || value === "") throw badRequest(`The ${field} field is required.`, field);
  return value;
}

export function notesField(body: Body): Notes | [] {
  const value = body.notes;
  if (value === undefined || value === null) return [];
  if (typeof value !== "object" || Array.isArray(value))
    throw badRequest("The notes must be an object.", "notes");
  const entries = Object.entries(value);
  if (entries.length > 15)
    throw badRequest("Number of fields in notes should be less than or equal to 15", "notes");
  for (const [key, note] of entries) {
    if (typeof note !== "string" && typeof note !== "number") {
      throw badRequest(`The notes.${key} must be a string or a number.`, "notes");
    }
    if (String(note).length > 256)
      throw badRequest("Notes values may not be greater than 256 characters.", "notes");
  }
  return entries.length === 0 ? [] : (value as Notes);
}

export function paymentCaptureField(body: Body): boolean {
  const value = body.payment_capture;
  if (value === undefined || value === null) return true;
  if (value === 1 || value === true || value === "1" || value === "true") return true;
  if (value === 0 || value === false || value === "0" || value === "false") return false;
  throw badRequest("The payment capture field is invalid.", "payment_capture");
}

/** A nested object; `path` is the dotted name errors use (`profile.addresses`). */
export function objectField(body: Body, key: string, path = key, required = false): Body | undefined {
  const value = body[key];
  if (value === undefined || value === null) {
    if (required) throw badRequest(`The ${path} field is required.`, path);
    return undefined;
  }
  if (typeof value !== "object" || Array.isArray(value))
    throw badRequest(`The ${path} must be an object.`, path);
  return value as Body;
}

export interface TextRules {
  /** The dotted name errors use; the key by default. */
  path?: string;
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
}

/** A string field, `undefined` when absent and not required. */
export function textField(body: Body, key: string, rules: TextRules & { required: true }): string;
export function textField(body: Body, key: string, rules?: TextRules): string | undefined;
export function textField(body: Body, key: string, rules: TextRules = {}): string | undefined {
  const path = rules.path ?? key;
  const value = body[key];
  if (value === undefined || value === null || value === "") {
    if (rules.required) throw badRequest(`The ${path} field is required.`, path);
    return undefined;
  }
  if (typeof value !== "string") throw badRequest(`The ${path} must be a string.`, path);
  if (rules.min !== undefined && value.length < rules.min) {
    throw badRequest(`The ${path} must be at least ${rules.min} characters.`, path);
  }
  if (rules.max !== undefined && value.length > rules.max) {
    throw badRequest(`The ${path} may not be greater than ${rules.max} characters.`, path);
  }
  if (rules.pattern && !rules.pattern.test(value)) throw badRequest(`The ${path} format is invalid.`, path);
  return value;
}

/** Razorpay takes `true`/`false` and `1`/`0` for its flags. */
export function flagField(body: Body, key: string, path = key): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 1 || value === "1" || value === "true") return true;
  if (value === false || value === 0 || value === "0" || value === "false") return false;
  throw badRequest(`The ${path} field must be true or false.`, path);
}

/** A Unix timestamp in seconds. */
export function unixTimeField(body: Body, key: string): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number <= 0) {
    throw badRequest(`The ${key} must be an integer.`, key);
  }
  return number;
}
