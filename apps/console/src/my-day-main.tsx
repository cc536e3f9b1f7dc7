import "@mantine/core/styles.css";
import { readSessionToken, shareSessionAcrossTabs } from "@chamak/web-client";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { MyDayPage } from "./features/my-day/my-day-page";
import { consoleTheme } from "./lib/console-theme";
import { queryClient } from "./lib/query-client";
import { TRPCProvider, trpcClient } from "./lib/trpc";

// The washer's phone page is its own small app (my-day.html, vite.my-day.config.ts): a phone on mobile data
// downloads this page's code only, not the console's router, charts and every screen, and it opens with no
// signal from what its service worker kept. It shares the console's session (one sign-in for both).
shareSessionAcrossTabs("chamak.console.token");
if (!readSessionToken()) {
  window.location.assign(`/console/sign-in?redirect=${encodeURIComponent("/my-day")}`);
}

const container = document.getElementById("root");
if (!container) throw new Error("my-day.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={consoleTheme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <MyDayPage />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
