import type { CentreAction } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { ACTION_DONE } from "./action-labels";

export type PendingAction = { bookingId: number; code: string; action: CentreAction };

/** The action a vendor is about to take (asked to confirm first), and taking it. */
export function useBookingAction() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<PendingAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation(
    trpc.centreBookings.act.mutationOptions({
      onSuccess: async (booking, { action }) => {
        setAsking(null);
        setDone(ACTION_DONE[action](booking.code));
        await queryClient.invalidateQueries({ queryKey: trpc.centreBookings.list.pathKey() });
      },
    }),
  );
  return {
    asking,
    ask: (pending: PendingAction) => {
      act.reset();
      setDone(null);
      setAsking(pending);
    },
    close: () => setAsking(null),
    run: (reason?: string) => {
      if (!asking) return;
      act.mutate({ bookingId: asking.bookingId, action: asking.action, ...(reason ? { reason } : {}) });
    },
    pending: act.isPending,
    error: act.isError ? messageOf(act.error) : null,
    done,
    clearDone: () => setDone(null),
  };
}
