import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "../features/about/about-page";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/about")({
  loader: () => loadTexts("about"),
  component: AboutPage,
});
