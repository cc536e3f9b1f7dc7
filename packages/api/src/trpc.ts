import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { Context } from "./context";
import { DOMAIN_ERROR_CODES, databaseUnavailable, isDomainError } from "./errors";
import { isDatabaseUnavailable } from "./lib/db-errors";
import { jsonFirstTransformer } from "./lib/json-first-transformer";
import { assertStorableText } from "./lib/text-guard";

/** Field-level messages for forms: { "mobile": "Mobile number must be exactly 10 digits" }. */
export function fieldErrorsOf(cause: unknown): Record<string, string> | null {
  if (cause instanceof ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of cause.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
    return fields;
  }
  if (isDomainError(cause) && cause.field) return { [cause.field]: cause.message };
  return null;
}

const t = initTRPC.context<Context>().create({
  transformer: jsonFirstTransformer,
  errorFormatter({ shape, error }) {
    const fieldErrors = fieldErrorsOf(error.cause);
    // Unexpected failures are logged by the host; their text (SQL, stack details) never reaches clients.
    const message =
      error.code === "INTERNAL_SERVER_ERROR"
        ? "Something went wrong on our side; please try again."
        : error.cause instanceof ZodError && fieldErrors
          ? Object.values(fieldErrors).join("; ")
          : shape.message;
    return { ...shape, message, data: { ...shape.data, fieldErrors, stack: undefined } };
  },
});

/**
 * Services throw DomainError; this turns it into the matching tRPC error at the procedure boundary. A database
 * that cannot be reached answers 503 (try again shortly) instead of the generic 500.
 */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = isDatabaseUnavailable(result.error.cause) ? databaseUnavailable() : result.error.cause;
  if (isDomainError(cause)) {
    throw new TRPCError({ code: DOMAIN_ERROR_CODES[cause.code].trpc, message: cause.message, cause });
  }
  return result;
});

/** Text PostgreSQL cannot store (NUL, lone surrogates) is refused before any procedure runs. */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  assertStorableText(await getRawInput());
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors).use(storableInput);
