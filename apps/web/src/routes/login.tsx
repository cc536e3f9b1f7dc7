import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../features/auth/login-page";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/login")({
  /** `expired`: the API refused the stored token (see auth-errors.ts); the page says so. */
  validateSearch: (search: Record<string, unknown>): { expired?: true } =>
    search.expired === true || search.expired === "true" ? { expired: true } : {},
  loader: () => loadTexts("auth"),
  component: function LoginRoute() {
    const { expired } = Route.useSearch();
    return <LoginPage expired={expired === true} />;
  },
});
