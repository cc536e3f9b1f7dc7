/**
 * A statement answered straight by the pg pool, without Prisma's request pipeline: for the hot paths (the
 * catalog's JSON reads, the session read, the booking insert and views; the api's lib/plain-rows.ts), where
 * Prisma's client and adapter cost about a tenth of the request's CPU (`pnpm bench`) and keep each query's
 * objects alive past V8's young generation (`pnpm --filter @chamak/bench gc-survival`). Only the clients
 * createDb makes on PostgreSQL have one: on PGlite (one connection, held by Prisma's transactions) and inside a
 * transaction everything goes through Prisma. Callers name which (packages/api's lib/plain-rows.ts).
 */
export type DirectQuery = (text: string, values: readonly unknown[]) => Promise<Record<string, unknown>[]>;

const directQueries = new WeakMap<object, DirectQuery>();

/** Called by createDb; `onQuery` is told each query's duration in ms, as Prisma's query events are. */
export function registerDirectQuery(
  client: object,
  query: DirectQuery,
  onQuery: ((durationMs: number) => void) | undefined,
): void {
  const inUtc: DirectQuery = (text, values) => query(text, values.map(asUtcText));
  directQueries.set(
    client,
    onQuery
      ? async (text, values) => {
          const started = performance.now();
          try {
            return await inUtc(text, values);
          } finally {
            onQuery(performance.now() - started);
          }
        }
      : inUtc,
  );
}

/**
 * A Date as UTC text ending in Z, as Prisma sends it. pg would write it in the process's local time with its
 * offset, which a `timestamp` (without time zone, every DateTime column here) silently drops: on a host whose
 * TZ is not UTC (Asia/Kolkata, or the tests' America/New_York), "now" would be hours off.
 */
function asUtcText(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return Array.isArray(value) ? value.map(asUtcText) : value;
}

/**
 * The pool's query of a client createDb made on PostgreSQL; null for one on PGlite (one connection and no pool,
 * so the caller goes through Prisma). Outside transactions only: the pool's connections do not see a
 * transaction's writes.
 */
export function poolQueryOf(client: object): DirectQuery | null {
  return directQueries.get(client) ?? null;
}

/**
 * Refuses a statement value pg would send otherwise than Prisma does (a Decimal, a bigint, NaN, an object): the
 * statements meant for the pool take text, finite numbers, booleans, null, Dates and arrays of them. Checked on
 * every database, so a wrong value fails on PGlite too, not only where the pool is.
 */
export function assertPoolValues(values: readonly unknown[]): void {
  values.forEach((value, index) => {
    if (!isPlainValue(value)) {
      throw new TypeError(
        `Statement value $${index + 1} (${String(value)}) is not one the pg pool sends as Prisma does`,
      );
    }
  });
}

function isPlainValue(value: unknown): boolean {
  if (value === null || value instanceof Date) return true;
  if (Array.isArray(value)) return value.every(isPlainValue);
  const type = typeof value;
  return type === "string" || type === "boolean" || (type === "number" && Number.isFinite(value));
}
