import { clearSessionToken } from "@chamak/web-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useTRPC } from "../../lib/trpc";

/** Ends the session on the server (best effort), forgets it here and returns to the sign-in page. */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation(trpc.accounts.logout.mutationOptions());
  return {
    pending: logout.isPending,
    signOut: async () => {
      try {
        await logout.mutateAsync();
      } catch {
        // already signed out or offline: forget the token anyway
      }
      clearSessionToken();
      queryClient.clear();
      await navigate({ to: "/sign-in" });
    },
  };
}
