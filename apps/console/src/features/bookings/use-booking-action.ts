import type { CentreAction } from "@chamak/contracts";
import { messageOf, serverErrorOf } from "@chamak/web-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { ACTION_DONE } from "./action-labels";

/** An action on a booking as the board showed it (`seenUpdatedAt`: the server refuses it if it changed since). */
export type PendingAction = { bookingId: number; code: string; action: CentreAction; seenUpdatedAt: Date };

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
      // Changed elsewhere meanwhile: the dialog says so, and the board shows the booking as it is now.
      onError: async (error) => {
        if (serverErrorOf(error)?.id === "errors.bookingChanged") {
          await queryClient.invalidateQueries({ queryKey: trpc.centreBookings.list.pathKey() });
        }
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
      act.mutate({
        bookingId: asking.bookingId,
        action: asking.action,
        seenUpdatedAt: asking.seenUpdatedAt,
        ...(reason ? { reason } : {}),
      });
    },
    pending: act.isPending,
    error: act.isError ? messageOf(act.error) : null,
    done,
    clearDone: () => setDone(null),
  };
}
