import { type CentreRole, type CentreRoleAction, centreMayChange, centreRoleMay } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";

/** The caller's centre (the branch the request names), as the vendor procedure resolves it. */
export interface OwnCentre {
  id: number;
  status: "pending" | "approved" | "rejected" | "suspended";
  statusReason: string | null;
  /** The caller's role at it (contracts/centre-roles.ts). Absent only where a test builds one by hand. */
  role?: CentreRole;
}

/**
 * The centre a vendor account works at for this request, and its role there: the centre the request names
 * (`x-centre-id`, the console's chosen branch) or, without one, the account's first membership (its first
 * centre, as before branches). Not a member of it, or a role the action is not given to (the table in
 * contracts), is FORBIDDEN, the same for a centre that does not exist (no probing of ids).
 */
export async function resolveCentreAccess(
  db: Db,
  userId: number,
  requestedCentreId: number | null | undefined,
  action: CentreRoleAction,
): Promise<OwnCentre & { role: CentreRole }> {
  const member = await db.centreMember.findFirst({
    where: { userId, ...(requestedCentreId != null ? { centreId: requestedCentreId } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { role: true, centre: { select: { id: true, status: true, statusReason: true } } },
  });
  if (!member) throw new DomainError("FORBIDDEN", requestedCentreId != null ? "notCentreMember" : "noCentre");
  if (!centreRoleMay(member.role, action)) throw new DomainError("FORBIDDEN", "centreRoleMayNot");
  return { ...member.centre, role: member.role };
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
