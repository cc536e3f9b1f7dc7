import type { AppRouter } from "@chamak/api";
import { type RenderOptions, renderInApp } from "@chamak/web-client/test-support/render-in-app";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { ReactElement } from "react";
import superjson from "superjson";
import { consoleTheme } from "../../src/lib/console-theme";
import { TRPCProvider } from "../../src/lib/trpc";

export {
  type ApiHandlers,
  apiError,
  createFakeApi,
  type FakeApi,
} from "@chamak/web-client/test-support/fake-api";

/** Renders `ui` as the console does: its theme, and its tRPC client answered by a fake API. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderInApp(
    ui,
    {
      theme: consoleTheme,
      createClient: (fetch) =>
        createTRPCClient<AppRouter>({
          links: [httpBatchLink({ url: "/trpc", transformer: superjson, fetch })],
        }),
      providers: ({ children, client, queryClient }) => (
        <TRPCProvider trpcClient={client} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      ),
    },
    options,
  );
}
