import { type WashPlanView, washPlanView } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { countOf } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { staleRecord } from "../shared/stale-edit-alert";
import { planInputOnSale } from "./plan-form-values";

/**
 * Withdrawing a plan from sale or putting it back: the plan saved as the list shows it with `active` turned.
 * `onDone` hears what happened, in words, for the page's notice.
 */
export function usePlanSale(onDone: (text: string) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.washPlans.save.mutationOptions({
      onSuccess: (plans, input) => {
        queryClient.setQueryData(trpc.washPlans.list.queryKey(), plans);
        const plan = plans.find((p) => p.id === input.id);
        const keep =
          plan && plan.liveSubscribers > 0 ? ` ${countOf(plan.liveSubscribers, "subscriber")} keep it.` : "";
        onDone(
          input.active
            ? `${input.name} is on sale again: new customers can subscribe.`
            : `${input.name} is withdrawn from sale: no new customers can subscribe.${keep}`,
        );
      },
      onError: (error) => {
        if (staleRecord(washPlanView, error))
          void queryClient.invalidateQueries({ queryKey: trpc.washPlans.list.queryKey() });
      },
    }),
  );
  const stale = staleRecord(washPlanView, mutation.error);
  return {
    toggle: (plan: WashPlanView) => mutation.mutate(planInputOnSale(plan, !plan.active)),
    /** The plan being changed now. */
    pendingId: mutation.isPending ? mutation.variables?.id : undefined,
    error: mutation.isError
      ? stale
        ? `${stale.name} changed since the list showed it. Nothing was saved: it shows as it is now, try again.`
        : messageOf(mutation.error)
      : null,
    reset: mutation.reset,
  };
}
