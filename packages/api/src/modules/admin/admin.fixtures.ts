/** Test helpers for the admin and dashboard tests. */
import type { Db } from "@chamak/db";
import type { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";

export { failure } from "../catalog/catalog.fixtures";

export async function signedInCaller(db: Db, role: "user" | "vendor" | "admin") {
  const user = await signedInUser(db, role);
  return { ...user, caller: callerFor(db, { token: user.token }) };
}

/** The vendor of a fixture centre, signed in. */
export function vendorCaller(db: Db, fixture: Awaited<ReturnType<typeof bookableCentre>>) {
  return callerFor(db, { token: fixture.owner.token });
}

export function auditCount(db: Db, action: string, entity: { type: string; id: number }): Promise<number> {
  return db.auditLog.count({ where: { action, entityType: entity.type, entityId: String(entity.id) } });
}
