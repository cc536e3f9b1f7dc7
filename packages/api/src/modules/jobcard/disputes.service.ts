import { type AdminDispute, type AdminDisputePage, requiredField } from "@chamak/contracts";
import type { Db, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import type { AdminActor } from "../../lib/admin-actor";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { pageOf, pageWindow } from "../../lib/page";
import { lockBooking } from "../booking";
import { requestAdminRefund } from "../ledger";
import { enqueue } from "../outbox";
import { markDisputeResolved, raiseDispute } from "./disputes";

const disputeInclude = {
  raisedBy: { select: { id: true, name: true } },
  booking: { select: { code: true, centre: { select: { name: true } } } },
} satisfies Prisma.DisputeInclude;

type DisputeRow = Prisma.DisputeGetPayload<{ include: typeof disputeInclude }>;

function toDispute(row: DisputeRow): AdminDispute & { bookingCode: string; centreName: string } {
  return {
    id: row.id,
    bookingId: row.bookingId,
    reason: row.reason,
    status: row.status,
    resolution: row.resolution,
    raisedBy: row.raisedBy,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
    bookingCode: row.booking.code,
    centreName: row.booking.centre.name,
  };
}

/** Disputes, open ones first, oldest first within each. */
export async function listDisputes(
  db: Db,
  input: { status?: "open" | "resolved" | undefined; page: number; pageSize: number },
): Promise<AdminDisputePage> {
  const where: Prisma.DisputeWhereInput = input.status ? { status: input.status } : {};
  const [rows, total] = await Promise.all([
    db.dispute.findMany({
      where,
      include: disputeInclude,
      orderBy: [{ status: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      ...pageWindow(input),
    }),
    db.dispute.count({ where }),
  ]);
  return pageOf(input, rows.map(toDispute), total);
}

/** Opens a dispute on a booking (one open dispute per booking at a time). Audited on the booking's trail. */
export async function openDispute(
  db: Db,
  actor: AdminActor,
  input: { bookingId: number; reason: string },
): Promise<AdminDispute> {
  const reason = input.reason.trim();
  if (!reason) throw new DomainError("BAD_INPUT", requiredField("reason"), "reason");
  const id = await db.$transaction(async (tx) => {
    await lockBooking(tx, input.bookingId);
    const open = await tx.dispute.count({ where: { bookingId: input.bookingId, status: "open" } });
    if (open > 0) throw new DomainError("CONFLICT", "disputeAlreadyOpen");
    const dispute = await raiseDispute(tx, { bookingId: input.bookingId, raisedById: actor.id, reason });
    await audit(
      tx,
      actor,
      "booking.dispute_opened",
      { type: "booking", id: input.bookingId },
      {
        disputeId: dispute.id,
        reason,
      },
    );
    return dispute.id;
  });
  return toDispute(await db.dispute.findUniqueOrThrow({ where: { id }, include: disputeInclude }));
}

/** Resolves an open dispute, optionally refunding through the same path as a plain refund, all at once. */
export async function resolveDispute(
  db: Db,
  actor: AdminActor,
  input: { disputeId: number; resolution: string; refund?: { amountPaise?: number | undefined } | undefined },
  now = currentTime(),
): Promise<AdminDispute> {
  const resolution = input.resolution.trim();
  if (!resolution) throw new DomainError("BAD_INPUT", requiredField("resolution"), "resolution");
  await db.$transaction(async (tx) => {
    const found = await tx.dispute.findUnique({
      where: { id: input.disputeId },
      select: { bookingId: true },
    });
    if (!found) throw new DomainError("NOT_FOUND", "disputeNotFound", "disputeId");
    await lockBooking(tx, found.bookingId);
    const dispute = await tx.dispute.findUniqueOrThrow({
      where: { id: input.disputeId },
      select: { status: true, reason: true },
    });
    if (dispute.status !== "open") {
      throw new DomainError("PRECONDITION_FAILED", "disputeAlreadyResolved");
    }
    const refund = input.refund
      ? await requestAdminRefund(tx, actor, found.bookingId, {
          amountPaise: input.refund.amountPaise,
          reason: `Dispute #${input.disputeId}: ${resolution}`.slice(0, 500),
        })
      : null;
    await markDisputeResolved(tx, input.disputeId, { resolution, resolvedById: actor.id, resolvedAt: now });
    await audit(
      tx,
      actor,
      "booking.dispute_resolved",
      { type: "booking", id: found.bookingId },
      {
        disputeId: input.disputeId,
        resolution,
        refundPaise: refund?.amountPaise ?? null,
      },
    );
    await enqueue(tx, "booking.dispute_resolved", { bookingId: found.bookingId, disputeId: input.disputeId });
  });
  return toDispute(
    await db.dispute.findUniqueOrThrow({ where: { id: input.disputeId }, include: disputeInclude }),
  );
}
