import "./mantine.css";
import { chamakTheme } from "@chamak/ui";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LanguageProvider } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { TRPCProvider, trpcClient } from "./lib/trpc";
import { router } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
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
  </StrictMode>,
);
