import type { AppRouter } from "@chamak/api";
import { chamakTheme } from "@chamak/ui";
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type AnyRouter, RouterProvider } from "@tanstack/react-router";
import type { TRPCClient } from "@trpc/client";
import { StrictMode } from "react";
import { LanguageProvider } from "./lib/i18n";
import { TRPCProvider } from "./lib/trpc";

type AppProps = { router: AnyRouter; queryClient: QueryClient; trpcClient: TRPCClient<AppRouter> };

/** The whole site: the browser renders it (main.tsx), and the build prerenders pages with it (prerender/). */
export function App({ router, queryClient, trpcClient }: AppProps) {
  return (
    <StrictMode>
      <MantineProvider theme={chamakTheme} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <LanguageProvider>
              <RouterProvider router={router} />
            </LanguageProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
