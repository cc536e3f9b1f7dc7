import { centreMayChange } from "@chamak/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * Whether the signed-in centre may change its services and profile now (a suspended centre may only look), with
 * the reason when not, for buttons to be disabled instead of failing on press. The vendor layout loads the data.
 */
export function useCentreMayChange(): { mayChange: boolean; why: string | null } {
  const trpc = useTRPC();
  const me = useQuery(trpc.dashboard.me.queryOptions());
  const status = me.data?.centre.status;
  if (!status || centreMayChange(status)) return { mayChange: true, why: null };
  return { mayChange: false, why: "Your centre is suspended: changes are disabled" };
}
