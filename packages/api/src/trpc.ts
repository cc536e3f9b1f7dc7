import { initTRPC, TRPCError } from "@trpc/server";
import { getTRPCErrorFromUnknown } from "@trpc/server/unstable-core-do-not-import";
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

/** The client's error for a procedure's failure: a DomainError's own code; 503 when the database is out of reach. */
function clientFacing(error: TRPCError): TRPCError {
  const cause = isDatabaseUnavailable(error.cause) ? databaseUnavailable(error.cause) : error.cause;
  return isDomainError(cause)
    ? new TRPCError({ code: DOMAIN_ERROR_CODES[cause.code].trpc, message: cause.message, cause })
    : error;
}

/**
 * Around every procedure, as one middleware (each layer of tRPC's middleware chain copies its options, which
 * showed in the CPU profile of every request):
 * - text PostgreSQL cannot store (NUL, lone surrogates) is refused before the procedure runs;
 * - services throw DomainError, turned here into the matching tRPC error (a database out of reach into 503,
 *   try again shortly, instead of the generic 500);
 * - every call's duration and outcome per procedure path go to the metrics, with the code the client got.
 *   Only paths of the router get here, so the label's values are bounded.
 */
const procedureBoundary = t.middleware(async ({ path, type, getRawInput, next }) => {
  const started = performance.now();
  let result: Awaited<ReturnType<typeof next>>;
  try {
    assertStorableText(await getRawInput());
    result = await next();
  } catch (cause) {
    // What tRPC would make of the same throw; the marker is a type-only brand.
    result = { ok: false, error: getTRPCErrorFromUnknown(cause) } as typeof result;
  }
  if (!result.ok) result = { ...result, error: clientFacing(result.error) };
  observeProcedure(path, type, result.ok ? null : result.error.code, (performance.now() - started) / 1000);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(procedureBoundary);
