import { type ErrorKey, type ErrorMessage, errorMessage } from "@chamak/i18n";
import { errorTextIn } from "@chamak/i18n/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";

/** Every failure a service reports on purpose. One table below maps it to tRPC and to HTTP. */
export const DOMAIN_ERROR_CODES = {
  BAD_INPUT: { trpc: "BAD_REQUEST", http: 400 },
  UNAUTHENTICATED: { trpc: "UNAUTHORIZED", http: 401 },
  FORBIDDEN: { trpc: "FORBIDDEN", http: 403 },
  NOT_FOUND: { trpc: "NOT_FOUND", http: 404 },
  CONFLICT: { trpc: "CONFLICT", http: 409 },
  PRECONDITION_FAILED: { trpc: "PRECONDITION_FAILED", http: 412 },
  RATE_LIMITED: { trpc: "TOO_MANY_REQUESTS", http: 429 },
  PAYMENT_FAILED: { trpc: "BAD_REQUEST", http: 402 },
  UNAVAILABLE: { trpc: "SERVICE_UNAVAILABLE", http: 503 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; http: number }>;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_CODES;

/**
 * A failure a service reports on purpose. It carries the message as an id and values (`error`), which the
 * apps translate; `message` is its English text, for logs and for the legacy REST API.
 */
export class DomainError extends Error {
  override readonly name = "DomainError";
  readonly error: ErrorMessage;
  constructor(
    readonly code: DomainErrorCode,
    message: ErrorKey | ErrorMessage,
    /** The input field the error is about, when there is one (forms show it beside that field). */
    readonly field?: string,
  ) {
    const error = typeof message === "string" ? errorMessage(message) : message;
    super(errorTextIn("en", error));
    this.error = error;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** What the user is told while the database cannot be reached; `cause` keeps the driver's error for the logs. */
export function databaseUnavailable(cause?: unknown): DomainError {
  const error = new DomainError("UNAVAILABLE", "unavailable");
  if (cause !== undefined) error.cause = cause;
  return error;
}
