import type { DbTx, Prisma } from "@chamak/db";

export interface Actor {
  id: number | null;
  role: "user" | "vendor" | "admin" | "system";
}

/** Writes who did what to which record; call it inside the transaction that makes the change. */
export function audit(
  tx: DbTx,
  actor: Actor,
  action: string,
  entity: { type: string; id: number | string },
  data?: Prisma.InputJsonValue,
) {
  return tx.auditLog.create({
    data: {
      actorId: actor.id,
      actorRole: actor.role,
      action,
      entityType: entity.type,
      entityId: String(entity.id),
      data,
    },
  });
}
