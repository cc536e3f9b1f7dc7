/**
 * The site's component tests render through here. Every reference to the i18n provider and its texts
 * (`NAMESPACES`, `LanguageProvider`, `loadTexts`) stays in this file, so a change of i18n library is made
 * in one place.
 */
import type { AppRouter } from "@chamak/api";
import { type Lang, NAMESPACES } from "@chamak/i18n";
import { activate, loadCatalogues } from "@chamak/i18n/web";
import { chamakTheme } from "@chamak/ui";
import { type RenderOptions, renderInApp } from "@chamak/web-client/test-support/render-in-app";
import { act } from "@testing-library/react";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { ReactElement } from "react";
import superjson from "superjson";
import { LanguageProvider, loadTexts } from "../../src/lib/i18n";
import { TRPCProvider } from "../../src/lib/trpc";

export {
  type ApiHandlers,
  apiError,
  createFakeApi,
  type FakeApi,
} from "@chamak/web-client/test-support/fake-api";

let textsLoaded: Promise<void> | undefined;

/** Every text of the site, loaded once before the first render (in the app, each route's loader does it). */
function siteTexts(): Promise<void> {
  textsLoaded ??= loadTexts(...NAMESPACES);
  return textsLoaded;
}

/**
 * Renders `ui` as the site does: its theme, its tRPC client answered by a fake API, and the language
 * provider in English, the default (nothing is stored in "lang").
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderInApp(
    ui,
    {
      theme: chamakTheme,
      createClient: (fetch) =>
        createTRPCClient<AppRouter>({
          links: [httpBatchLink({ url: "/trpc", transformer: superjson, fetch })],
        }),
      providers: ({ children, client, queryClient }) => (
        <TRPCProvider trpcClient={client} queryClient={queryClient}>
          <LanguageProvider>{children}</LanguageProvider>
        </TRPCProvider>
      ),
      ready: siteTexts,
    },
    options,
  );
}

/**
 * Switches the rendered site to `lang`, every text loaded first (as the language switch does). A test that
 * switches to Hindi switches back in its cleanup: the language is global, as in the app.
 */
export async function showIn(lang: Lang): Promise<void> {
  await loadCatalogues(lang, NAMESPACES);
  act(() => activate(lang));
}
