import type { Actor } from "./audit";

/** The admin making a change, as the audit log records it. */
export type AdminActor = Actor & { id: number; role: "admin" };

export function adminActor(ctx: { user: { id: number } }): AdminActor {
  return { id: ctx.user.id, role: "admin" };
}
