import { QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";

/** A 4xx (bad input, signed out, not found) will not fix itself; retry only network and server errors. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const status: unknown = error.data?.httpStatus;
    if (typeof status === "number" && status >= 400 && status < 500) return false;
  }
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
  },
});
