import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../features/contact/contact-page";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/contact-us")({
  loader: () => loadTexts("contact", "errors"),
  component: ContactPage,
});
