import { initTRPC, TRPCError } from "@trpc/server";
import { clientErrorOf } from "./client-errors";
import type { Context } from "./context";
import { DOMAIN_ERROR_CODES, databaseUnavailable, isDomainError } from "./errors";
import { isDatabaseUnavailable } from "./lib/db-errors";
import { jsonFirstTransformer } from "./lib/json-first-transformer";
import { observeProcedure } from "./lib/metrics";
import { assertStorableText } from "./lib/text-guard";

const t = initTRPC.context<Context>().create({
  transformer: jsonFirstTransformer,
  errorFormatter({ shape, error, ctx }) {
    const { message, ...messages } = clientErrorOf(
      error.cause,
      shape.message,
      error.code === "INTERNAL_SERVER_ERROR",
      error.code,
    );
    // The request id lets support find the failed request in the logs (the host puts it in every line).
    const requestId = ctx?.requestId ?? null;
    return { ...shape, message, data: { ...shape.data, ...messages, requestId, stack: undefined } };
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

/**
 * Every call's duration and outcome per procedure path (metrics): outermost, so a domain error is counted with
 * the code the client got. Only paths of the router get here, so the label's values are bounded.
 */
const procedureMetrics = t.middleware(async ({ path, type, next }) => {
  const started = performance.now();
  const result = await next();
  observeProcedure(path, type, result.ok ? null : result.error.code, (performance.now() - started) / 1000);
  return result;
});

/** Text PostgreSQL cannot store (NUL, lone surrogates) is refused before any procedure runs. */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  assertStorableText(await getRawInput());
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(procedureMetrics).use(domainErrors).use(storableInput);
