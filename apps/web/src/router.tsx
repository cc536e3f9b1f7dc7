import { installSession } from "./features/auth/install-session";
import { createAppRouter } from "./lib/create-app-router";
import { queryClient } from "./lib/query-client";
import { trpc } from "./lib/trpc";

export const router = createAppRouter({ queryClient, trpc });

// Restores a remembered sign-in; a 401 from the API signs out and opens /login.
installSession(router, queryClient);

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
