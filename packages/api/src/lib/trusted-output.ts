import { z } from "zod";

/**
 * The output schema of a hot public read whose answer our own mapper builds field by field from typed SQL rows
 * (search, centre detail, availability): checked and stripped everywhere but production, taken as it is in
 * production. There, walking every result, service, price and slot of every answer cost about a tenth of the
 * request's CPU (`pnpm bench`, uncached reads); the tests, which run every such procedure, keep the check, and
 * the client's type is the schema's either way. Not for answers that carry a caller's own data or rows passed
 * through whole: there the stripping is what keeps a column from leaking.
 */
export function trustedOutput<T extends z.ZodType>(schema: T, production = isProduction()): T {
  return production ? (z.custom<z.output<T>>() as unknown as T) : schema;
}

function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}
