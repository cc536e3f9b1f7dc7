import {
  type AdminCentre,
  type AdminCentreListInput,
  type AdminCentrePage,
  type CentreStatus,
  contactEmail,
  type ErrorKey,
  errorMessage,
  requiredField,
} from "@chamak/contracts";
import type { Db, DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import type { AdminActor } from "../../lib/admin-actor";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { likeLiteral } from "../../lib/like-literal";
import { pageOf, pageWindow } from "../../lib/page";
import { lockRow } from "../../lib/row-lock";
import { invalidateCatalogCache, toCentreIdentity } from "../catalog";
import { setCentreStatus } from "../centre";

const UPCOMING: Prisma.BookingWhereInput["status"] = {
  in: ["requested", "paid", "confirmed", "in_progress"],
};

const centreInclude = (now: Date) =>
  ({
    owner: { select: { id: true, name: true, email: true, mobile: true } },
    _count: {
      select: {
        services: { where: { deletedAt: null } },
        bookings: { where: { status: UPCOMING, slotEnd: { gte: now } } },
      },
    },
    identityChanges: {
      where: { status: "pending" },
      orderBy: { id: "desc" },
      take: 1,
      select: { name: true, gstin: true, requestedAt: true },
    },
  }) satisfies Prisma.CentreInclude;

type CentreRow = Prisma.CentreGetPayload<{ include: ReturnType<typeof centreInclude> }>;

function toAdminCentre(row: CentreRow): AdminCentre {
  return {
    ...toCentreIdentity(row),
    gstDeclarationAt: row.gstDeclarationAt,
    status: row.status,
    statusReason: row.statusReason,
    approvedAt: row.approvedAt,
    createdAt: row.createdAt,
    owner: { ...row.owner, email: contactEmail(row.owner.email) },
    serviceCount: row._count.services,
    upcomingBookingCount: row._count.bookings,
    pendingIdentityChange: row.identityChanges[0] ?? null,
  };
}

/**
 * Centres for review. PostgreSQL orders an enum by its declaration, so `status asc` puts pending
 * applications first; within a status the oldest comes first (applications are a queue).
 */
export async function listCentresForAdmin(
  db: Db,
  input: AdminCentreListInput,
  now = currentTime(),
): Promise<AdminCentrePage> {
  const q = input.q?.trim();
  const contains = (value: string) => ({ contains: likeLiteral(value), mode: "insensitive" as const });
  const where: Prisma.CentreWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.identityChangePending ? { identityChanges: { some: { status: "pending" } } } : {}),
    ...(q
      ? {
          OR: [
            { name: contains(q) },
            { gstin: contains(q) },
            { city: contains(q) },
            { locality: contains(q) },
            { email: contains(q) },
            { owner: { name: contains(q) } },
            { owner: { email: contains(q) } },
          ],
        }
      : {}),
  };
  const [rows, total, pendingCount, identityChangeCount] = await Promise.all([
    db.centre.findMany({
      where,
      include: centreInclude(now),
      orderBy: [{ status: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      ...pageWindow(input),
    }),
    db.centre.count({ where }),
    db.centre.count({ where: { status: "pending" } }),
    db.centre.count({ where: { identityChanges: { some: { status: "pending" } } } }),
  ]);
  return {
    ...pageOf(input, rows.map(toAdminCentre), total),
    pendingCount,
    identityChangeCount,
  };
}

export type CentreDecision = "approve" | "reject" | "suspend" | "restore";

const DECISIONS: Record<
  CentreDecision,
  { from: readonly CentreStatus[]; to: CentreStatus; action: string; refusal: ErrorKey }
> = {
  approve: {
    from: ["pending", "rejected"],
    to: "approved",
    action: "centre.approved",
    refusal: "approveRefused",
  },
  reject: {
    from: ["pending"],
    to: "rejected",
    action: "centre.rejected",
    refusal: "rejectRefused",
  },
  suspend: {
    from: ["approved"],
    to: "suspended",
    action: "centre.suspended",
    refusal: "suspendRefused",
  },
  restore: {
    from: ["suspended"],
    to: "approved",
    action: "centre.restored",
    refusal: "restoreRefused",
  },
};

export async function lockCentre(tx: DbTx, centreId: number) {
  if (!(await lockRow(tx, "centres", centreId)))
    throw new DomainError("NOT_FOUND", "centreNotFound", "centreId");
  return tx.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: { id: true, status: true, approvedAt: true },
  });
}

/**
 * Approves, rejects, suspends or restores a centre. Approval and restoring clear the reason; rejection and
 * suspension need one, which the vendor sees in the console. Only approved centres are listed and bookable,
 * so a suspension takes the centre out of search and booking at once.
 */
export async function decideCentre(
  db: Db,
  actor: AdminActor,
  centreId: number,
  decision: CentreDecision,
  reason?: string,
  now = currentTime(),
): Promise<AdminCentre> {
  const rule = DECISIONS[decision];
  const needsReason = decision === "reject" || decision === "suspend";
  const why = reason?.trim() || null;
  if (needsReason && !why) throw new DomainError("BAD_INPUT", requiredField("reason"), "reason");
  await db.$transaction(async (tx) => {
    const centre = await lockCentre(tx, centreId);
    if (!rule.from.includes(centre.status)) {
      throw new DomainError(
        "PRECONDITION_FAILED",
        errorMessage(rule.refusal, { status: errorMessage(`centreStatus_${centre.status}`) }),
      );
    }
    await setCentreStatus(tx, centreId, {
      status: rule.to,
      reason: needsReason ? why : null,
      // Approval stamps the date; restoring keeps the original one.
      ...(decision === "approve" || (decision === "restore" && !centre.approvedAt)
        ? { approvedAt: now }
        : {}),
    });
    await audit(
      tx,
      actor,
      rule.action,
      { type: "centre", id: centreId },
      {
        from: centre.status,
        to: rule.to,
        ...(why ? { reason: why } : {}),
      },
    );
  });
  invalidateCatalogCache(db);
  return adminCentre(db, centreId, now);
}

/** One centre as the admins' list shows it. */
export async function adminCentre(db: Db, centreId: number, now = currentTime()): Promise<AdminCentre> {
  const row = await db.centre.findUniqueOrThrow({ where: { id: centreId }, include: centreInclude(now) });
  return toAdminCentre(row);
}
