import { createFileRoute } from "@tanstack/react-router";
import { BlogPage } from "../features/blog/blog-page";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/blog-page/")({
  loader: () => loadTexts("blog"),
  component: BlogPage,
});
