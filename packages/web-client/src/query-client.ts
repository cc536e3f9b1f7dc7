import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { httpStatusOf } from "./api-errors";
import type { SessionExpiry } from "./session-expiry";

/** A 4xx (bad input, signed out, not found) will not fix itself; retry only network and server errors. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/** The apps' query client: a 401 anywhere ends the session. */
export function createQueryClient({ handleAuthError }: Pick<SessionExpiry, "handleAuthError">): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleAuthError(error, query.queryKey) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleAuthError(error, mutation.options.mutationKey),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
    },
  });
}
