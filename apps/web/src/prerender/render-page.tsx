import type { AppRouter } from "@chamak/api";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { renderToString } from "react-dom/server";
import superjson from "superjson";
import { App } from "../app";
import { createAppRouter } from "../lib/create-app-router";

/**
 * A page's HTML as a first visit renders it before any API answer: the API never answers here, so data
 * sections show their skeletons, exactly what the browser renders (and then hydrates) before the data comes.
 */
export async function renderPage(path: string): Promise<string> {
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: "http://prerender.invalid/trpc",
        transformer: superjson,
        fetch: () => new Promise<never>(() => {}),
      }),
    ],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const router = createAppRouter({ queryClient, trpc }, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(<App router={router} queryClient={queryClient} trpcClient={trpcClient} />);
}
