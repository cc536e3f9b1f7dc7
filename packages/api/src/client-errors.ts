import { decodeErrorMessage, type ErrorMessage, errorMessage } from "@chamak/i18n";
import { errorTextIn } from "@chamak/i18n/server";
import { type TRPC_ERROR_CODE_KEY, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { isDomainError } from "./errors";
import { isStaleEditError } from "./lib/stale-edit";

/** What a client is told about a failure: English text, and the same as message ids its app translates. */
export interface ClientError {
  /** The failure in English (API consumers, logs). */
  message: string;
  /** The failure as a message id and values, or null when it is not one of ours (tRPC's own refusals). */
  error: ErrorMessage | null;
  /** Per input field, in English: { mobile: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)" }. */
  fieldErrors: Record<string, string> | null;
  /** Per input field, as message ids. */
  fieldMessages: Record<string, ErrorMessage> | null;
  /** A save refused as stale: the record as it is now, for the screen to show (lib/stale-edit.ts). */
  current?: unknown;
}

/**
 * A zod issue's message: the schemas in @chamak/contracts carry message ids (encoded, as zod keeps a string);
 * zod's own messages ("Invalid input: expected number") are English only and read as "not valid" in the apps.
 */
export function issueMessage(text: string): { english: string; message: ErrorMessage } {
  const message = decodeErrorMessage(text);
  return message
    ? { english: errorTextIn("en", message), message }
    : { english: text, message: errorMessage("invalidValue") };
}

/** The failure as a message id only, in English too. */
const plainError = (error: ErrorMessage): ClientError => ({
  message: errorTextIn("en", error),
  error,
  fieldErrors: null,
  fieldMessages: null,
});

/**
 * The client's view of whatever a procedure threw; `fallback` is tRPC's own text for it, and `code` its tRPC
 * code.
 */
export function clientErrorOf(
  cause: unknown,
  fallback: string,
  internal: boolean,
  code?: TRPC_ERROR_CODE_KEY,
): ClientError {
  if (internal) {
    // Unexpected failures are logged by the host; their text (SQL, stack details) never reaches clients.
    return plainError(errorMessage("internal"));
  }
  if (cause instanceof ZodError) {
    const fieldErrors: Record<string, string> = {};
    const fieldMessages: Record<string, ErrorMessage> = {};
    for (const issue of cause.issues) {
      const field = issue.path.join(".") || "input";
      if (field in fieldErrors) continue;
      const { english, message } = issueMessage(issue.message);
      fieldErrors[field] = english;
      fieldMessages[field] = message;
    }
    return {
      message: Object.values(fieldErrors).join("; "),
      error: Object.values(fieldMessages)[0] ?? null,
      fieldErrors,
      fieldMessages,
    };
  }
  if (isDomainError(cause)) {
    const field = cause.field;
    return {
      message: cause.message,
      error: cause.error,
      fieldErrors: field ? { [field]: cause.message } : null,
      fieldMessages: field ? { [field]: cause.error } : null,
      ...(isStaleEditError(cause) ? { current: cause.current } : {}),
    };
  }
  if (cause instanceof Error && !(cause instanceof TRPCError)) {
    // What a library threw while reading the request (the JSON parser, superjson, the host's body limit), which
    // tRPC wraps with the library's own text ("Maximum call stack size exceeded", "Unexpected token"): that
    // describes our internals, not the client's mistake.
    return plainError(errorMessage(code === "PAYLOAD_TOO_LARGE" ? "requestTooLarge" : "unreadableRequest"));
  }
  // tRPC's own refusals (no such procedure, a mutation sent as GET): its text, written for clients.
  return { message: fallback, error: null, fieldErrors: null, fieldMessages: null };
}
