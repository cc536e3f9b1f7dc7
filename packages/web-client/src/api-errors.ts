import { type ErrorMessage, errorMessage, isErrorMessage } from "@chamak/i18n";
import { TRPCClientError } from "@trpc/client";

/** The HTTP status the API answered with, or null for a network failure or a non-API error. */
export function httpStatusOf(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status: unknown = error.data?.httpStatus;
  return typeof status === "number" ? status : null;
}

/** Field messages of a rejected form: { mobile: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)" }. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fields: unknown = error.data?.fieldErrors;
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/**
 * The server's message for an answered request as a message id and values, for the app to show in the reader's
 * language; null when the request never got an answer or the failure is not one the server describes.
 */
export function serverErrorOf(error: unknown): ErrorMessage | null {
  if (!(error instanceof TRPCClientError)) return null;
  const message: unknown = error.data?.error;
  if (!isErrorMessage(message)) return null;
  // A failure of ours: with the request's id, for the user to quote to support (it is in the server's logs).
  const reference = requestIdOf(error);
  return message.id === "errors.internal" && reference
    ? errorMessage("internalReference", { reference })
    : message;
}

/** The id the server gave the failed request (its logs' `reqId`); null without an answer. */
export function requestIdOf(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const id: unknown = error.data?.requestId;
  return typeof id === "string" && id ? id : null;
}

/** Field messages of a rejected form as message ids: { mobile: { id: "errors.invalidMobile" } }. */
export function fieldMessagesOf(error: unknown): Record<string, ErrorMessage> {
  if (!(error instanceof TRPCClientError)) return {};
  const fields: unknown = error.data?.fieldMessages;
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter((entry): entry is [string, ErrorMessage] =>
      isErrorMessage(entry[1]),
    ),
  );
}

/** The server's English message for an answered request; null when the request never got an answer. */
export function serverMessageOf(error: unknown): string | null {
  if (httpStatusOf(error) === null) return null;
  return error instanceof Error && error.message ? error.message : null;
}

export function isForbidden(error: unknown): boolean {
  return httpStatusOf(error) === 403;
}

/** A sentence for the user: the server's own message when it answered, a connection hint when not. */
export function messageOf(error: unknown): string {
  if (httpStatusOf(error) === null) {
    return "Could not reach Chamak. Please check your connection and try again.";
  }
  const reference = httpStatusOf(error) === 500 ? requestIdOf(error) : null;
  const message =
    error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
  return reference ? `${message} (reference ${reference})` : message;
}
