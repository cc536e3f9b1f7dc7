import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { setUnauthorizedHandler } from "../../lib/auth-errors";
import { clearStoredSession, restoreRememberedSession } from "./session-store";

/** Runs once at start: restores a remembered sign-in and decides what a 401 does. */
export function installSession(router: AnyRouter, queryClient: QueryClient): void {
  restoreRememberedSession();
  setUnauthorizedHandler(() => {
    clearStoredSession();
    queryClient.clear();
    if (router.state.location.pathname !== "/login")
      void router.navigate({ to: "/login", search: { expired: true } });
  });
}
