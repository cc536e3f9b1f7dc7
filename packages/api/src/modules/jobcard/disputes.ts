import type { DbTx } from "@chamak/db";

/**
 * The `disputes` rows: a customer's damage report on a finished job card, or a dispute an admin opens on any
 * booking. Written here only; the callers check who may raise or resolve one, under the booking's row lock.
 */
export function raiseDispute(
  tx: DbTx,
  dispute: {
    bookingId: number;
    raisedById: number;
    reason: string;
    jobCardId?: number;
    photoMediaIds?: number[];
  },
): Promise<{ id: number; createdAt: Date }> {
  return tx.dispute.create({ data: dispute, select: { id: true, createdAt: true } });
}

/** Closes an open dispute with what was decided, by whom and when. */
export async function markDisputeResolved(
  tx: DbTx,
  disputeId: number,
  decision: { resolution: string; resolvedById: number; resolvedAt: Date },
): Promise<void> {
  await tx.dispute.update({ where: { id: disputeId }, data: { status: "resolved", ...decision } });
}
