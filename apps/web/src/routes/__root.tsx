import { createRootRouteWithContext } from "@tanstack/react-router";
import { NotFoundPage } from "../features/layout/not-found-page";
import { RootLayout } from "../features/layout/root-layout";
import { loadTexts } from "../lib/i18n";
import type { RouterContext } from "../lib/router-context";

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: () => loadTexts("layout"),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
