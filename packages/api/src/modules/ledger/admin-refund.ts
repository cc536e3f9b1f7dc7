import { requiredField, whyNotRefundable } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import type { AdminActor } from "../../lib/admin-actor";
import { audit } from "../../lib/audit";
import { bookingMoney } from "./ledger";
import { assertRefundable, requestRefund } from "./refund-request";

/**
 * An admin's refund of a booking's online payments: the amount given (a goodwill or partial refund), or
 * everything still refundable. What is refundable is the ledger's word (modules/ledger). Call inside a
 * transaction that has locked the booking.
 */
export async function requestAdminRefund(
  tx: DbTx,
  actor: AdminActor,
  bookingId: number,
  request: { amountPaise?: number | undefined; reason: string },
): Promise<{ amountPaise: number }> {
  const reason = request.reason.trim();
  if (!reason) throw new DomainError("BAD_INPUT", requiredField("reason"), "reason");
  const before = await bookingMoney(tx, bookingId);
  // The rule the booking's allowedActions shows an admin ("refund").
  const refused = whyNotRefundable(before);
  if (refused !== null) throw new DomainError("PRECONDITION_FAILED", refused);
  if (request.amountPaise !== undefined) assertRefundable(before, request.amountPaise);
  // The same amount for the same reason again is a double click or a mistake, not a second refund.
  const twin = await tx.refund.count({
    where: {
      bookingId,
      reason,
      amountPaise: request.amountPaise ?? before.refundablePaise,
      status: { in: ["pending", "processed"] },
    },
  });
  if (twin > 0) {
    throw new DomainError("CONFLICT", "refundTwin", "reason");
  }
  const { amountPaise } = await requestRefund(tx, actor, {
    bookingId,
    amountPaise: request.amountPaise,
    reason,
    requestedById: actor.id,
  });
  await audit(
    tx,
    actor,
    "booking.refund_requested",
    { type: "booking", id: bookingId },
    { amountPaise, reason, refundableBeforePaise: before.refundablePaise },
  );
  return { amountPaise };
}
