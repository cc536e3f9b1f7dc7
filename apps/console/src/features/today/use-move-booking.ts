import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useTRPC } from "../../lib/trpc";

export type MoveRequest = { bookingId: number; bay: number; slotStart: Date; seenUpdatedAt: Date };

/**
 * Moving a booking on the timeline; the day (and the board) are read again after any answer. `onMoved` hears
 * whether the time changed and how the customer is told of it (useToldBy's answer when the move was asked).
 */
export function useMoveBooking(
  options: { onMoved?: (customerNotified: boolean, toldBy: string | null | undefined) => void } = {},
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const told = useRef<string | null | undefined>(undefined);
  const move = useMutation(
    trpc.centreBookings.move.mutationOptions({
      onSuccess: (result) => options.onMoved?.(result.customerNotified, told.current),
      onSettled: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.centreBookings.timeline.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.centreBookings.list.pathKey() });
      },
    }),
  );
  const fields = move.isError ? fieldErrorsOf(move.error) : {};
  return {
    move: (request: MoveRequest, toldBy?: string | null) => {
      told.current = toldBy;
      move.mutate(request);
    },
    // Stable across renders (the observer binds it): the Move dialog resets it when it opens.
    reset: move.reset,
    pending: move.isPending,
    /** The booking the last refused move was for, and why (the server's words). */
    refused: move.isError ? { bookingId: move.variables?.bookingId, reason: messageOf(move.error) } : null,
    fieldErrors: fields,
  };
}
