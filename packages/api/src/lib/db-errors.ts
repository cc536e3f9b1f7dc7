import { Prisma } from "@chamak/db";

/**
 * A unique-constraint violation on the named model, column or constraint: P2002 from Prisma's queries, SQLSTATE
 * 23505 from a raw statement (P2010, whose message names the constraint), or pg's own error from a statement
 * run on the pool beside Prisma (lib/plain-rows.ts), which names the constraint and the key.
 */
export function isUniqueViolation(error: unknown, modelOrField: string): boolean {
  const pgError = pgDatabaseError(error);
  if (pgError) {
    return (
      pgError.code === "23505" && `${pgError.constraint ?? ""} ${pgError.detail ?? ""}`.includes(modelOrField)
    );
  }
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const unique =
    error.code === "P2002" || (error.code === "P2010" && driverCause(error)?.originalCode === "23505");
  return unique && JSON.stringify(error.meta ?? {}).includes(modelOrField);
}

/**
 * pg's DatabaseError (pg-protocol), from a statement on the pool beside Prisma, told by its fields: the api does
 * not depend on pg itself.
 */
function pgDatabaseError(error: unknown) {
  if (!(error instanceof Error) || !("severity" in error) || !("code" in error)) return null;
  return error as Error & { code?: string; constraint?: string; table?: string; detail?: string };
}

/**
 * An exclusion-constraint violation (SQLSTATE 23P01) naming `constraintOrTable`: two rows the constraint says may
 * not coexist, e.g. overlapping reservations of one bay. Prisma has no code of its own for it (P2010 from a raw
 * statement, P2039 from a query); the driver's cause carries the SQLSTATE and a message naming the constraint.
 * pg's own error from the pool beside Prisma names the constraint and the table.
 */
export function isExclusionViolation(error: unknown, constraintOrTable: string): boolean {
  const pgError = pgDatabaseError(error);
  if (pgError) {
    return (
      pgError.code === "23P01" &&
      `${pgError.constraint ?? ""} ${pgError.table ?? ""}`.includes(constraintOrTable)
    );
  }
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const cause = driverCause(error);
  const exclusion = cause?.originalCode === "23P01" || cause?.code === "23P01";
  return exclusion && `${cause?.originalMessage ?? ""} ${error.message}`.includes(constraintOrTable);
}

function driverCause(error: Prisma.PrismaClientKnownRequestError) {
  return (
    error.meta?.driverAdapterError as
      | { cause?: { kind?: string; code?: string; originalCode?: string; originalMessage?: string } }
      | undefined
  )?.cause;
}

const UNREACHABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const UNREACHABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
/**
 * What the pg driver itself throws when the server is unreachable or stops answering. A query past the app's
 * deadline fails with ETIMEDOUT (packages/db/src/query-deadline.ts), one of the socket errors below.
 */
const PG_CONNECTION_FAILURE =
  /^(timeout exceeded when trying to connect|Connection terminated unexpectedly|Connection terminated due to connection timeout)$/;
const SOCKET_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"]);
/**
 * SQLSTATEs worth a retry: 57014, the statement ran past the statement timeout (overload, or a lock held for
 * long); 57P01-57P03, the server is shutting down or starting up; class 08, connection exceptions.
 */
const RETRYABLE_SQLSTATE = /^(57014|57P0[123]|08)/;

/**
 * The database could not be reached, dropped the connection (a restart, a failover, a partition) or cancelled
 * a statement that ran too long: the request may succeed if tried again shortly, so callers answer 503
 * instead of a generic 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (UNREACHABLE_CODES.has(error.code)) return true;
    const cause = driverCause(error);
    if (cause?.kind && UNREACHABLE_KINDS.has(cause.kind)) return true;
    return cause?.kind === "postgres" && RETRYABLE_SQLSTATE.test(cause.code ?? "");
  }
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code ?? "";
  // A query straight on the pg pool (queryJsonRows) fails with pg's own error and its SQLSTATE.
  return (
    PG_CONNECTION_FAILURE.test(error.message) || SOCKET_ERRORS.has(code) || RETRYABLE_SQLSTATE.test(code)
  );
}
