import { createFileRoute } from "@tanstack/react-router";
import { SignInPage } from "../features/auth/sign-in-page";

type SignInSearch = { redirect?: string; expired?: boolean };

export const Route = createFileRoute("/sign-in")({
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    ...(typeof search.redirect === "string" ? { redirect: search.redirect } : {}),
    ...(search.expired === true || search.expired === "true" ? { expired: true } : {}),
  }),
  component: function SignInRoute() {
    const search = Route.useSearch();
    return <SignInPage redirectTo={search.redirect} expired={search.expired} />;
  },
});
