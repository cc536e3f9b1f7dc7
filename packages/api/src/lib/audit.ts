import { type DbTx, Prisma } from "@chamak/db";
import { utcTimestamp } from "./sql-timestamp";

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

/**
 * audit's row as the body of a data-modifying CTE, for a statement that writes a change whole (the booking
 * insert, a captured payment): one row for each row of `from` (a CTE of the same statement), naming the entity
 * by `entityId` and describing it by `data` (SQL expressions over `from`'s columns).
 */
export function auditSql(
  actor: Actor,
  action: string,
  entity: { type: string; id: Prisma.Sql },
  data: Prisma.Sql,
  rows: { from: Prisma.Sql; at: Date },
): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO audit_log (actor_id, actor_role, action, entity_type, entity_id, data, created_at)
    SELECT ${actor.id}::int, ${actor.role}, ${action}, ${entity.type}, (${entity.id})::text, ${data},
      ${utcTimestamp(rows.at)}
    FROM ${rows.from}`;
}
