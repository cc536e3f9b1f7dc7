import type { AppRouter } from "@chamak/api";
import { CENTRE_HEADER } from "@chamak/contracts";
import { readSessionToken } from "@chamak/web-client";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext, createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import superjson from "superjson";
import { readActiveCentreId } from "./active-centre";
import { queryClient } from "./query-client";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** A call may carry its own token in its context (signing out a session that was never stored). */
function tokenFor(opList: readonly { context: Record<string, unknown> }[]): string | null {
  const own = opList.find((op) => typeof op.context.token === "string")?.context.token;
  return typeof own === "string" ? own : readSessionToken();
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: "/trpc",
      transformer: superjson,
      headers({ opList }) {
        const token = tokenFor(opList);
        // The branch chosen in the header's switcher (vendor procedures act on it; others ignore it).
        const centreId = readActiveCentreId();
        return {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(centreId ? { [CENTRE_HEADER]: String(centreId) } : {}),
        };
      },
    }),
  ],
});

/** For code outside components, e.g. loaders: `context.queryClient.ensureQueryData(context.trpc.health.check.queryOptions())`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
