import { createFileRoute, redirect } from "@tanstack/react-router";
import { homeFor, loadSession } from "../features/auth/session";

/** /console/ sends each account to its own start page, or to sign in. */
export const Route = createFileRoute("/")({
  beforeLoad: async ({ context }) => {
    const me = await loadSession(context);
    throw redirect({ to: me ? homeFor(me.role) : "/sign-in" });
  },
});
