import { type AdminCentre, requiredField } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { invalidateCatalogCache } from "../catalog";
import type { AdminActor } from "./admin-actor";
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
      const change = await tx.centreIdentityChange.findFirst({ where: { centreId, status: "pending" } });
      if (!change) throw new DomainError("NOT_FOUND", "identityChangeNotFound", "centreId");
      const centre = await tx.centre.findUniqueOrThrow({
        where: { id: centreId },
        select: { name: true, gstin: true },
      });
      if (decision === "approve") {
        await tx.centre.update({ where: { id: centreId }, data: { name: change.name, gstin: change.gstin } });
      }
      await tx.centreIdentityChange.update({
        where: { id: change.id },
        data: {
          status: decision === "approve" ? "approved" : "rejected",
          reason: why,
          decidedById: actor.id,
          decidedAt: currentTime(),
        },
      });
      await audit(
        tx,
        actor,
        decision === "approve" ? "centre.identity_change_approved" : "centre.identity_change_rejected",
        { type: "centre", id: centreId },
        { from: centre, to: { name: change.name, gstin: change.gstin }, ...(why ? { reason: why } : {}) },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, "gstin")) throw new DomainError("CONFLICT", "gstinTakenByAnother", "gstin");
    throw error;
  }
  invalidateCatalogCache(db);
  return adminCentre(db, centreId);
}
