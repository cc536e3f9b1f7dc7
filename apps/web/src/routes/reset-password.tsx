import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "../features/auth/reset-link/reset-password-page";
import { resetPasswordSearch } from "../features/search-params/search-params";
import { loadTexts } from "../lib/i18n";

/** Where the emailed password reset link lands. */
export const Route = createFileRoute("/reset-password")({
  validateSearch: resetPasswordSearch,
  loader: () => loadTexts("auth", "errors"),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
