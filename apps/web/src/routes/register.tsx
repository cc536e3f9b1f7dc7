import { createFileRoute, redirect } from "@tanstack/react-router";
import { RegisterPage } from "../features/auth/register-page";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/register")({
  // Paths match case-insensitively; legacy links use /Register, which moves to the canonical path.
  beforeLoad: ({ location }) => {
    if (location.pathname !== "/register") throw redirect({ to: "/register", replace: true });
  },
  loader: () => loadTexts("auth", "errors"),
  component: RegisterPage,
});
