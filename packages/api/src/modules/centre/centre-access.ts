import { centreMayChange } from "@chamak/contracts";
import { DomainError } from "../../errors";

/** The caller's own centre, as the vendor procedure resolves it. */
export interface OwnCentre {
  id: number;
  status: "pending" | "approved" | "rejected" | "suspended";
  statusReason: string | null;
}

/** The vendor who makes a change, for the audit log. */
export interface VendorActor {
  userId: number;
  centre: OwnCentre;
}

/** The actor of a vendor procedure's change: the signed-in vendor and their centre. */
export const vendorActor = (ctx: { user: { id: number }; centre: OwnCentre }): VendorActor => ({
  userId: ctx.user.id,
  centre: ctx.centre,
});

/** A suspended centre may look at its data but not change it. */
export function assertCentreMayChange(centre: OwnCentre): void {
  if (!centreMayChange(centre.status)) {
    const reason = centre.statusReason?.trim();
    throw new DomainError(
      "FORBIDDEN",
      reason ? { id: "errors.centreSuspendedBecause", values: { reason } } : "centreSuspended",
    );
  }
}
