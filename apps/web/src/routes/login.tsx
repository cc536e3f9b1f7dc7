import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../features/auth/login-page";
import { loginSearch } from "../features/search-params/search-params";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/login")({
  /** `expired`: the API refused the stored token (see auth-errors.ts); the page says so. */
  validateSearch: loginSearch,
  loader: () => loadTexts("auth", "errors"),
  component: function LoginRoute() {
    const { expired } = Route.useSearch();
    return <LoginPage expired={expired === true} />;
  },
});
