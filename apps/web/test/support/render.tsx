/**
 * The site's component tests render through here. Every reference to the i18n provider and its texts
 * (`NAMESPACES`, `LanguageProvider`, `loadTexts`) stays in this file, so a change of i18n library is made
 * in one place.
 */
import "@chamak/web-client/test-support/jsdom-setup";
import type { AppRouter } from "@chamak/api";
import { NAMESPACES } from "@chamak/i18n";
import { chamakTheme } from "@chamak/ui";
import { type ApiHandlers, createFakeApi, type FakeApi } from "@chamak/web-client/test-support/fake-api";
import { MantineProvider } from "@mantine/core";
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
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { ReactElement, ReactNode } from "react";
import superjson from "superjson";
import { LanguageProvider, loadTexts } from "../../src/lib/i18n";
import { TRPCProvider } from "../../src/lib/trpc";

export {
  type ApiHandlers,
  apiError,
  createFakeApi,
  type FakeApi,
} from "@chamak/web-client/test-support/fake-api";

// The site's language: English, the default (nothing is stored in "lang").

function SiteLanguage({ children }: { children: ReactNode }) {
  return <LanguageProvider>{children}</LanguageProvider>;
}

let textsLoaded: Promise<void> | undefined;

/** Every text of the site, loaded once before the first render (in the app, each route's loader does it). */
function siteTexts(): Promise<void> {
  textsLoaded ??= loadTexts(...NAMESPACES);
  return textsLoaded;
}

/** A fresh client per test: no retries (a refusal shows at once), nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

type RenderOptions = {
  /** The API's answers by procedure path, or a fake API the test already made. */
  api?: ApiHandlers | FakeApi;
  /** E.g. to seed answers with `queryClient.setQueryData`. */
  queryClient?: QueryClient;
  /** The URL the page is at (default "/"). */
  path?: string;
};

/**
 * Renders `ui` as the site does: Mantine with the site's theme, React Query, tRPC (answered by a fake API
 * through the real link), the language provider and a router. The router's one route shows `ui` at any
 * URL, so links get their hrefs and a navigation is seen in `router.state.location`.
 */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const api = options.api && "fetch" in options.api ? (options.api as FakeApi) : createFakeApi(options.api);
  const queryClient = options.queryClient ?? createTestQueryClient();
  const trpcClient = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: "/trpc", transformer: superjson, fetch: api.fetch })],
  });

  const rootRoute = createRootRoute({ component: () => ui });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyPath]),
    history: createMemoryHistory({ initialEntries: [options.path ?? "/"] }),
  });
  await Promise.all([router.load(), siteTexts()]);

  // No pauses between keys, and no check of CSS pointer-events before each click (slow in jsdom, and
  // meaningless without a stylesheet).
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(
    <MantineProvider theme={chamakTheme} defaultColorScheme="light" env="test">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <SiteLanguage>
            <RouterProvider router={router} />
          </SiteLanguage>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, api, queryClient, router };
}
