import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useSyncExternalStore } from "react";
import { trpcClient } from "../../lib/trpc";
import { clearStoredSession, isSignedIn, subscribeSession } from "./session-store";

/** Whether a token is stored, kept live, and the sign-out action. */
export function useSession(): { signedIn: boolean; signOut(): void } {
  const signedIn = useSyncExternalStore(subscribeSession, isSignedIn, () => false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useCallback(() => {
    // Revoke the token on the server first (the request reads it from storage), then
    // forget everything locally whatever the answer.
    void trpcClient.accounts.logout
      .mutate()
      .catch(() => undefined)
      .finally(() => {
        clearStoredSession();
        queryClient.clear();
        void navigate({ to: "/" });
      });
  }, [navigate, queryClient]);
  return { signedIn, signOut };
}
