import type { CentreStatus } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";

/**
 * Moves a centre to the status an admin decided (approve, reject, suspend, restore; the admin module holds the
 * rules of which move is allowed), with the reason the vendor is shown. `approvedAt` is stamped by the first
 * approval and kept after.
 */
export async function setCentreStatus(
  tx: DbTx,
  centreId: number,
  move: { status: CentreStatus; reason: string | null; approvedAt?: Date },
): Promise<void> {
  await tx.centre.update({
    where: { id: centreId },
    data: {
      status: move.status,
      statusReason: move.reason,
      ...(move.approvedAt ? { approvedAt: move.approvedAt } : {}),
    },
  });
}
