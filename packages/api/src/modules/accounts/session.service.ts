import { createHash, randomBytes } from "node:crypto";
import type { Role } from "@chamak/contracts";
import { type Db, type DbTx, Prisma } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import { queryPlainRows } from "../../lib/plain-rows";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  email: string;
  status: "active" | "suspended";
  /** What a suspended user is told (never the admins' internal note). */
  suspendedMessage: string | null;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string | undefined;
}

/** Only the hash is stored, so the sessions table cannot be replayed if it leaks. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(db: Db, userId: number, meta: RequestMeta) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.session.create({
    data: {
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    },
  });
  return { token, expiresAt };
}

/**
 * The signed-in user behind a bearer token, or null when the token is unknown, expired or revoked. Every
 * signed-in request asks this, so it is one statement, on the pool beside Prisma where there is one.
 */
export async function resolveSession(db: Db, token: string | null): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const [user] = await queryPlainRows<SessionUser>(
    { pool: db },
    Prisma.sql`
    SELECT u.id, u.role::text AS role, u.name, u.email, u.status::text AS status,
           u.suspended_message AS "suspendedMessage"
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL AND s.expires_at > ${new Date()}`,
  );
  return user ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.session.updateMany({
    where: { tokenHash: hashToken(token), revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** Signs a user out everywhere, e.g. when an admin suspends the account; gives how many sessions ended. */
export async function revokeAllSessions(db: Db | DbTx, userId: number): Promise<number> {
  const ended = await db.session.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: currentTime() },
  });
  return ended.count;
}
