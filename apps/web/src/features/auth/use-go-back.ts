import { useCanGoBack, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";

/** Back one history step, or home when the page was opened directly. */
export function useGoBack(): () => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return useCallback(() => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: "/", replace: true });
  }, [canGoBack, router]);
}
