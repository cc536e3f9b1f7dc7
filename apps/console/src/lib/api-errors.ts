import { TRPCClientError } from "@trpc/client";

/** The HTTP status the API answered with, or null for a network failure or a non-API error. */
export function httpStatusOf(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status: unknown = error.data?.httpStatus;
  return typeof status === "number" ? status : null;
}

/** Field messages of a rejected form: { "prices.0.pricePaise": "Price must be at least ₹1" }. */
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

/** A sentence for the user: the server's own message when it answered, a connection hint when not. */
export function messageOf(error: unknown): string {
  if (httpStatusOf(error) === null) {
    return "Could not reach Chamak. Please check your connection and try again.";
  }
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}
