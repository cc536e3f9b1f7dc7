import { type CentreRoleAction, centreMayChange, centreRoleMay } from "@chamak/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { roleRefusal } from "./centre-may";

/**
 * Whether the signed-in member may do `action` at the centre now: their role allows it (contracts/centre-roles.ts,
 * the table the server checks) and the centre is not suspended (a suspended centre may only look). With the
 * reason when not, so that pages leave out or disable what would be refused. The vendor layout loads the data.
 */
export function useCentreMayChange(action: CentreRoleAction): {
  mayChange: boolean;
  /** The role allows it (false: leave the control out, not just disable it). */
  roleMay: boolean;
  why: string | null;
} {
  const trpc = useTRPC();
  const me = useQuery(trpc.dashboard.me.queryOptions());
  const centre = me.data?.centre;
  if (centre && !centreRoleMay(centre.role, action))
    return { mayChange: false, roleMay: false, why: roleRefusal(centre.role, action) };
  if (!centre || centreMayChange(centre.status)) return { mayChange: true, roleMay: true, why: null };
  return { mayChange: false, roleMay: true, why: "Your centre is suspended: changes are disabled" };
}
