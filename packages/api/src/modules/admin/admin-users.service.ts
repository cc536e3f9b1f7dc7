import {
  type AdminUser,
  type AdminUserListInput,
  type AdminUserPage,
  contactEmail,
  requiredField,
} from "@chamak/contracts";
import type { Db, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import type { AdminActor } from "../../lib/admin-actor";
import { audit } from "../../lib/audit";
import { likeLiteral } from "../../lib/like-literal";
import { pageOf, pageWindow } from "../../lib/page";
import { markRestored, markSuspended, revokeAllSessions } from "../accounts";

const userInclude = {
  // An owner's first centre (branches are listed on the centres page).
  centres: { select: { id: true, name: true, status: true }, orderBy: { id: "asc" }, take: 1 },
  _count: { select: { bookings: true } },
} satisfies Prisma.UserInclude;

type UserRow = Prisma.UserGetPayload<{ include: typeof userInclude }>;

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: contactEmail(row.email),
    mobile: row.mobile,
    role: row.role,
    status: row.status,
    suspendedReason: row.suspendedReason,
    suspendedMessage: row.suspendedMessage,
    createdAt: row.createdAt,
    centre: row.centres[0] ?? null,
    bookingCount: row._count.bookings,
  };
}

/** Accounts by name, email or mobile number, newest first. */
export async function listUsersForAdmin(db: Db, input: AdminUserListInput): Promise<AdminUserPage> {
  const q = input.q?.trim();
  const digits = q?.replace(/\D/g, "") ?? "";
  const where: Prisma.UserWhereInput = {
    ...(input.role ? { role: input.role } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...(q
      ? {
          OR: [
            { name: { contains: likeLiteral(q), mode: "insensitive" } },
            { email: { contains: likeLiteral(q), mode: "insensitive" } },
            ...(digits.length >= 3 ? [{ mobile: { contains: digits } }] : []),
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      include: userInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(input),
    }),
    db.user.count({ where }),
  ]);
  return pageOf(input, rows.map(toAdminUser), total);
}

/**
 * Suspends an account and signs it out everywhere in the same transaction (the sessions update is
 * revokeAllSessions' own, run on the transaction). A suspended account is refused at sign-in and by every
 * procedure. Admins cannot suspend themselves, so the console always keeps someone who can undo it.
 */
export async function suspendUser(
  db: Db,
  actor: AdminActor,
  userId: number,
  input: { internalNote: string; messageToUser?: string | undefined },
): Promise<AdminUser> {
  if (userId === actor.id) {
    throw new DomainError("FORBIDDEN", "cannotSuspendSelf", "userId");
  }
  const why = input.internalNote.trim();
  if (!why) throw new DomainError("BAD_INPUT", requiredField("internalNote"), "internalNote");
  const message = input.messageToUser?.trim() || null;
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { status: true } });
    if (!user) throw new DomainError("NOT_FOUND", "accountNotFound", "userId");
    if (user.status === "suspended") {
      throw new DomainError("PRECONDITION_FAILED", "accountAlreadySuspended");
    }
    await markSuspended(tx, userId, { internalNote: why, messageToUser: message });
    const sessionsRevoked = await revokeAllSessions(tx, userId);
    await audit(
      tx,
      actor,
      "user.suspended",
      { type: "user", id: userId },
      {
        internalNote: why,
        messageToUser: message,
        sessionsRevoked,
      },
    );
  });
  return getAdminUser(db, userId);
}

/** Lifts a suspension; the account signs in again normally. */
export async function restoreUser(db: Db, actor: AdminActor, userId: number): Promise<AdminUser> {
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { status: true, suspendedReason: true },
    });
    if (!user) throw new DomainError("NOT_FOUND", "accountNotFound", "userId");
    if (user.status !== "suspended") {
      throw new DomainError("PRECONDITION_FAILED", "accountNotSuspended");
    }
    await markRestored(tx, userId);
    await audit(
      tx,
      actor,
      "user.restored",
      { type: "user", id: userId },
      {
        previousReason: user.suspendedReason,
      },
    );
  });
  return getAdminUser(db, userId);
}

async function getAdminUser(db: Db, userId: number): Promise<AdminUser> {
  return toAdminUser(await db.user.findUniqueOrThrow({ where: { id: userId }, include: userInclude }));
}
