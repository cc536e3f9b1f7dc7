import "@mantine/core/styles.css";
// Chart styles after the core styles (tooltips, colours).
import "@mantine/charts/styles.css";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { consoleTheme } from "./lib/console-theme";
import { queryClient } from "./lib/query-client";
import { TRPCProvider, trpcClient } from "./lib/trpc";
import { router } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={consoleTheme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
