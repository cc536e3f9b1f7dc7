import "./jsdom-setup";
import { MantineProvider, type MantineThemeOverride } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { type ApiHandlers, createFakeApi, type FakeApi } from "./fake-api";

/** A fresh client per test: no retries (a refusal shows at once), nothing shared between tests. */
function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

export type RenderOptions = {
  /** The API's answers by procedure path, or a fake API the test already made. */
  api?: ApiHandlers | FakeApi;
  /** E.g. to seed answers with `queryClient.setQueryData`. */
  queryClient?: QueryClient;
  /** The URL the page is at (default "/"). */
  path?: string;
};

/** What an app's render helper adds: its theme, its API client, and its own providers around the router. */
export type AppShell<Client> = {
  theme: MantineThemeOverride;
  /** The app's own tRPC client, sending through `fetch` (the fake API's); made once per render. */
  createClient(fetch: FakeApi["fetch"]): Client;
  /** The app's tRPC provider for that client, and whatever else the app wraps pages in. */
  providers(props: { children: ReactNode; client: Client; queryClient: QueryClient }): ReactNode;
  /** Awaited with the router's first load, e.g. the app's texts. */
  ready?: () => Promise<void>;
};

/**
 * Renders `ui` as an app does: Mantine with the app's theme, React Query, the app's providers (tRPC answered
 * by a fake API through the app's real link) and a router. The router's one route shows `ui` at any URL, so
 * links get their hrefs and a navigation is seen in `router.state.location`.
 */
export async function renderInApp<Client>(
  ui: ReactElement,
  shell: AppShell<Client>,
  options: RenderOptions = {},
) {
  const api = options.api && "fetch" in options.api ? (options.api as FakeApi) : createFakeApi(options.api);
  const queryClient = options.queryClient ?? createTestQueryClient();
  const client = shell.createClient(api.fetch);

  const rootRoute = createRootRoute({ component: () => ui });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyPath]),
    history: createMemoryHistory({ initialEntries: [options.path ?? "/"] }),
  });
  await Promise.all([router.load(), shell.ready?.()]);

  // No pauses between keys, and no check of CSS pointer-events before each click (slow in jsdom, and
  // meaningless without a stylesheet).
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const { providers: AppProviders } = shell;
  const result = render(
    <MantineProvider theme={shell.theme} defaultColorScheme="light" env="test">
      <QueryClientProvider client={queryClient}>
        <AppProviders client={client} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, api, queryClient, router };
}
