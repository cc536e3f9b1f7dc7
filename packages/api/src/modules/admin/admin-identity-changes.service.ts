import { type AdminCentre, requiredField } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import type { AdminActor } from "../../lib/admin-actor";
import { audit } from "../../lib/audit";
import { isUniqueViolation } from "../../lib/db-errors";
import { invalidateCatalogCache } from "../catalog";
import { decidePendingIdentityChange } from "../centre";
import { adminCentre, lockCentre } from "./admin-centres.service";

/**
 * An admin's decision on the new name or GSTIN a centre asked for: approval makes it the centre's (in search,
 * on the next invoices), rejection keeps the verified details and tells the vendor why. Audited either way.
 */
export async function decideIdentityChange(
  db: Db,
  actor: AdminActor,
  centreId: number,
  decision: "approve" | "reject",
  reason?: string,
): Promise<AdminCentre> {
  const why = reason?.trim() || null;
  if (decision === "reject" && !why) throw new DomainError("BAD_INPUT", requiredField("reason"), "reason");
  try {
    await db.$transaction(async (tx) => {
      await lockCentre(tx, centreId);
      const { from, to } = await decidePendingIdentityChange(tx, centreId, {
        approve: decision === "approve",
        reason: why,
        decidedById: actor.id,
      });
      await audit(
        tx,
        actor,
        decision === "approve" ? "centre.identity_change_approved" : "centre.identity_change_rejected",
        { type: "centre", id: centreId },
        { from, to, ...(why ? { reason: why } : {}) },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, "gstin")) throw new DomainError("CONFLICT", "gstinTakenByAnother", "gstin");
    throw error;
  }
  invalidateCatalogCache(db);
  return adminCentre(db, centreId);
}
