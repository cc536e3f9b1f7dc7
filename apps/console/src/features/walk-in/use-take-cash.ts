import type { WalkIn } from "@chamak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** "Take cash instead" of a walk-in's UPI QR: the board, the waiting list and the counter screen hear of it. */
export function useTakeCash(onDone?: (walkIn: WalkIn) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.walkIns.takeCash.mutationOptions({
      onSuccess: (walkIn) => {
        queryClient.setQueryData(trpc.walkIns.status.queryKey({ bookingId: walkIn.booking.id }), walkIn);
        void queryClient.invalidateQueries({ queryKey: trpc.walkIns.waiting.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.centreBookings.list.queryKey() });
        onDone?.(walkIn);
      },
    }),
  );
}
