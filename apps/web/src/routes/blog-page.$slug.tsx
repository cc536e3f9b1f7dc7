import { createFileRoute, notFound } from "@tanstack/react-router";
import { BlogNotFound } from "../features/blog/blog-not-found";
import { BlogPostPage } from "../features/blog/blog-post-page";
import { isBlogSlug } from "../features/blog/blog-slugs";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/blog-page/$slug")({
  beforeLoad: ({ params }) => {
    if (!isBlogSlug(params.slug)) throw notFound();
  },
  loader: () => loadTexts("blog"),
  component: BlogPostPage,
  notFoundComponent: BlogNotFound,
});
