import { randomBytes } from "node:crypto";
import type { Db } from "@chamak/db";
import { createSession } from "../../src/modules/accounts/session.service";

/**
 * Many signed-in customers at once, for load and concurrency tests: unlike `signedInUser`, no password is
 * hashed (argon2 costs tens of milliseconds each), so they can sign in with their token only.
 */
export async function customersWithSessions(db: Db, count: number): Promise<{ id: number; token: string }[]> {
  const batch = randomBytes(4).toString("hex");
  const emails = Array.from({ length: count }, (_, i) => `bulk-${batch}-${i}@test.chamak.in`);
  await db.user.createMany({
    data: emails.map((email, i) => ({ name: `Bulk Customer ${i}`, email, passwordHash: "!no-password" })),
  });
  const users = await db.user.findMany({ where: { email: { in: emails } }, select: { id: true } });
  return Promise.all(
    users.map(async ({ id }) => ({ id, token: (await createSession(db, id, { ip: "127.0.0.1" })).token })),
  );
}
