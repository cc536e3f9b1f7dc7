import { TRPCClientError } from "@trpc/client";

/**
 * The record as it is now, when the server refused a save made from an older version of it ("changed since you
 * opened it"): the refusal's `data.current`. Undefined for any other failure. Read it with the record's output
 * schema before showing it.
 */
export function staleCurrentOf(error: unknown): unknown {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === "object" && "current" in data ? data.current : undefined;
}
