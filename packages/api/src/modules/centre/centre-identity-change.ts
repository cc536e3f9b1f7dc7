import type { CentreIdentityChange } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import type { VendorActor } from "./centre-access";

/** What customers, invoices and the tax return know a centre by: reviewed by an admin once approved. */
export interface CentreIdentity {
  name: string;
  /** Null for a centre that registered below the GST threshold without one. */
  gstin: string | null;
}

const sameIdentity = (a: CentreIdentity, b: CentreIdentity) => a.name === b.name && a.gstin === b.gstin;

/** The change the vendor sees: the one waiting for review, or a rejection with nothing asked for since. */
export async function latestIdentityChange(
  db: Db | DbTx,
  centreId: number,
): Promise<CentreIdentityChange | null> {
  const row = await db.centreIdentityChange.findFirst({
    where: { centreId },
    orderBy: { id: "desc" },
    select: { status: true, name: true, gstin: true, requestedAt: true, reason: true },
  });
  if (!row || (row.status !== "pending" && row.status !== "rejected")) return null;
  return { ...row, status: row.status };
}

/**
 * An approved centre's new name or GSTIN is not applied but put up for an admin's review (replacing a change
 * already waiting); asking for the verified details again withdraws it. Call under the centre's row lock.
 * Answers whether the identity is held back (true for every approved centre: its identity changes only
 * through review); a centre not yet approved is under review as a whole and changes it directly.
 */
export async function holdIdentityForReview(
  tx: DbTx,
  actor: VendorActor,
  current: CentreIdentity & { status: string },
  wanted: CentreIdentity,
): Promise<boolean> {
  if (current.status !== "approved") return false;
  const centreId = actor.centre.id;
  const who = { id: actor.userId, role: "vendor" } as const;
  const target = { type: "centre", id: centreId } as const;
  const pending = await tx.centreIdentityChange.findFirst({ where: { centreId, status: "pending" } });
  if (pending && sameIdentity(pending, wanted)) return true;
  if (pending) {
    await tx.centreIdentityChange.update({ where: { id: pending.id }, data: { status: "withdrawn" } });
    await audit(tx, who, "centre.identity_change_withdrawn", target, {
      name: pending.name,
      gstin: pending.gstin,
    });
  }
  if (sameIdentity(current, wanted)) return true;
  if (wanted.gstin !== null && wanted.gstin !== current.gstin) {
    const holder = await tx.centre.findFirst({ where: { gstin: wanted.gstin, id: { not: centreId } } });
    if (holder) throw new DomainError("CONFLICT", "gstinTakenByAnother", "gstin");
  }
  await tx.centreIdentityChange.create({ data: { centreId, ...wanted, requestedById: actor.userId } });
  await audit(tx, who, "centre.identity_change_requested", target, {
    from: { name: current.name, gstin: current.gstin },
    to: { name: wanted.name, gstin: wanted.gstin },
  });
  return true;
}

/**
 * Records an admin's decision on the change waiting for review; approval makes the name and GSTIN the centre's
 * and bumps the profile's version, so a profile form opened before it cannot quietly ask for the old identity
 * back. Call under the centre's row lock. Gives the identity before and the one asked for, for the audit row.
 */
export async function decidePendingIdentityChange(
  tx: DbTx,
  centreId: number,
  decision: { approve: boolean; reason: string | null; decidedById: number },
): Promise<{ from: { name: string; gstin: string | null }; to: { name: string; gstin: string | null } }> {
  const change = await tx.centreIdentityChange.findFirst({ where: { centreId, status: "pending" } });
  if (!change) throw new DomainError("NOT_FOUND", "identityChangeNotFound", "centreId");
  const from = await tx.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: { name: true, gstin: true },
  });
  if (decision.approve) {
    await tx.centre.update({
      where: { id: centreId },
      data: { name: change.name, gstin: change.gstin, version: { increment: 1 } },
    });
  }
  await tx.centreIdentityChange.update({
    where: { id: change.id },
    data: {
      status: decision.approve ? "approved" : "rejected",
      reason: decision.reason,
      decidedById: decision.decidedById,
      decidedAt: currentTime(),
    },
  });
  return { from, to: { name: change.name, gstin: change.gstin } };
}
