import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { handleAuthError } from "./auth-errors";

/** A 4xx (bad input, signed out, not found) will not fix itself; retry only network and server errors. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const status: unknown = error.data?.httpStatus;
    if (typeof status === "number" && status >= 400 && status < 500) return false;
  }
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handleAuthError(error, query.queryKey) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => handleAuthError(error, mutation.options.mutationKey),
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
  },
});
