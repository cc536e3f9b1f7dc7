import { type PlanSubscriptionView, planSubscriptionView } from "@chamak/contracts";
import { fieldMessagesOf, staleCurrentOf } from "@chamak/web-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { serverFieldErrors, useServerMessage } from "../../forms/field-message";

/** How a move ended, for the place on screen that asked: its message, and the refusal's field messages. */
export type MoveOutcome =
  | { ok: true }
  | { ok: false; message: string | null; fields: Record<string, string>; stale: boolean };

/**
 * The customer's moves on their plan (skip, report missed, pause, cancel), each at the version the screen shows.
 * The answer (the new view) replaces the page's; a refusal because the plan changed meanwhile puts the plan as it
 * is now on the page and says so; other refusals come back for the caller to show where the customer looks.
 */
export function usePlanMoves(view: PlanSubscriptionView) {
  const t = useT("plans");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const serverMessage = useServerMessage();
  const moves = trpc.planSubscriptions;
  const skip = useMutation(moves.skip.mutationOptions());
  const reportMissed = useMutation(moves.reportMissed.mutationOptions());
  const pause = useMutation(moves.pause.mutationOptions());
  const cancel = useMutation(moves.cancel.mutationOptions());
  const key = moves.get.queryKey({ subscriptionId: view.id });

  const settle = useCallback(
    async (action: () => Promise<PlanSubscriptionView>): Promise<MoveOutcome> => {
      try {
        queryClient.setQueryData(key, await action());
        void queryClient.invalidateQueries({ queryKey: moves.mine.queryKey() });
        return { ok: true };
      } catch (error) {
        const stale = staleCurrentOf(error);
        if (stale !== undefined) {
          // The refusal carries the plan as it is now; asked again if it does not read as one.
          const current = planSubscriptionView.safeParse(stale);
          if (current.success) queryClient.setQueryData(key, current.data);
          else await queryClient.invalidateQueries({ queryKey: key });
          return { ok: false, message: t("stale"), fields: {}, stale: true };
        }
        const fields = serverFieldErrors(error);
        // A refusal naming the subscription or nothing is the place's message; a field's goes on that field.
        const named = Object.keys(fieldMessagesOf(error)).some((field) => field !== "subscriptionId");
        return {
          ok: false,
          message: named ? null : (serverMessage(error) ?? t("somethingWrong")),
          fields,
          stale: false,
        };
      }
    },
    [queryClient, key, moves, serverMessage, t],
  );

  const base = { subscriptionId: view.id, version: view.version };
  return {
    skip: (date: string) => settle(() => skip.mutateAsync({ ...base, date })),
    reportMissed: (date: string) => settle(() => reportMissed.mutateAsync({ ...base, date })),
    pause: (from: string, to: string) => settle(() => pause.mutateAsync({ ...base, from, to })),
    cancel: () => settle(() => cancel.mutateAsync(base)),
    pending: skip.isPending || reportMissed.isPending || pause.isPending || cancel.isPending,
  };
}
