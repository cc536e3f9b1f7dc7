import {
  getTRPCErrorFromUnknown,
  initTRPC,
  type TRPCDefaultErrorData,
  type TRPCDefaultErrorShape,
  TRPCError,
} from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { clientErrorOf } from "./client-errors";
import type { Context } from "./context";
import { DOMAIN_ERROR_CODES, databaseUnavailable, isDomainError } from "./errors";
import { isDatabaseUnavailable } from "./lib/db-errors";
import { jsonFirstTransformer } from "./lib/json-first-transformer";
import { observeProcedure } from "./lib/metrics";
import { assertStorableText } from "./lib/text-guard";

/**
 * The wire format of every tRPC answer and input (superjson's, written cheaper: lib/json-first-transformer.ts).
 * Exported for the host's own answers in tRPC's format (apps/server/src/plugins/trpc*.ts).
 */
export const trpcTransformer = jsonFirstTransformer;

/** tRPC's error shape with the client's message in our words and the request id (support finds it in the logs). */
function formatError({
  shape,
  error,
  ctx,
}: {
  shape: TRPCDefaultErrorShape;
  error: TRPCError;
  ctx: Pick<Context, "requestId"> | undefined;
}) {
  const { message, ...messages } = clientErrorOf(
    error.cause,
    shape.message,
    error.code === "INTERNAL_SERVER_ERROR",
    error.code,
  );
  const requestId = ctx?.requestId ?? null;
  return { ...shape, message, data: { ...shape.data, ...messages, requestId, stack: undefined } };
}

/**
 * The error shape a client gets for `error`, for answers the host writes itself (a request refused before tRPC
 * reads it, the hot calls of plugins/trpc-hot-calls.ts): tRPC's default shape (its public codes and HTTP
 * status) through the same formatter as every procedure's error. The host's tests compare both ways' answers.
 */
export function trpcErrorShape(
  error: TRPCError,
  path: string | undefined,
  ctx: Pick<Context, "requestId"> | undefined,
) {
  const data: TRPCDefaultErrorData = { code: error.code, httpStatus: getHTTPStatusCodeFromError(error) };
  if (path !== undefined) data.path = path;
  const shape: TRPCDefaultErrorShape = {
    message: error.message,
    code: TRPC_ERROR_CODES_BY_KEY[error.code],
    data,
  };
  return formatError({ shape, error, ctx });
}

const t = initTRPC.context<Context>().create({
  transformer: trpcTransformer,
  errorFormatter: formatError,
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
 * A failure is thrown, as a procedure would throw it: tRPC makes its failed result of it.
 */
const procedureBoundary = t.middleware(async ({ path, type, getRawInput, next }) => {
  const started = performance.now();
  let failed: TRPCError;
  try {
    assertStorableText(await getRawInput());
    const result = await next();
    if (result.ok) {
      observeProcedure(path, type, null, (performance.now() - started) / 1000);
      return result;
    }
    failed = clientFacing(result.error);
  } catch (cause) {
    failed = clientFacing(getTRPCErrorFromUnknown(cause));
  }
  observeProcedure(path, type, failed.code, (performance.now() - started) / 1000);
  throw failed;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(procedureBoundary);
