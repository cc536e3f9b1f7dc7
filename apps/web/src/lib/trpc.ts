import type { AppRouter } from "@chamak/api";
import { readSessionToken } from "@chamak/web-client";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext, createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import superjson from "superjson";
import { hydrationGate } from "./hydration-gate";
import { queryClient } from "./query-client";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: "/trpc",
      transformer: superjson,
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        await hydrationGate.wait();
        return response;
      },
      headers() {
        const token = readSessionToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});

/** For code outside components, e.g. loaders: `context.queryClient.ensureQueryData(context.trpc.health.check.queryOptions())`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
