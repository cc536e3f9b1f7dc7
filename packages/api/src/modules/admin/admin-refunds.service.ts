import { formatRupees } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { enqueue } from "../outbox/outbox.service";
import type { AdminActor } from "./admin-actor";

export const REFUND_TOPIC = "payment.refund";

export interface Refundable {
  capturedPaise: number;
  refundedPaise: number;
  remainingPaise: number;
  inFlight: boolean;
}

/**
 * What can still be refunded, counted as the refund job counts it (modules/jobs/refund-handler.ts): the
 * latest captured UPI payment, less its pending and processed refunds. A queued refund request that the job
 * has not picked up yet is "in flight"; its amount is not known to be committed, so no second one may start.
 */
export async function refundableOf(db: Db | DbTx, bookingId: number): Promise<Refundable> {
  const payment = await db.payment.findFirst({
    where: {
      bookingId,
      method: "upi",
      state: { in: ["captured", "refunded"] },
      razorpayPaymentId: { not: null },
    },
    orderBy: { id: "desc" },
    select: { id: true, amountPaise: true },
  });
  const queued = await db.outboxMessage.count({
    where: { topic: REFUND_TOPIC, status: "pending", payload: { path: ["bookingId"], equals: bookingId } },
  });
  if (!payment) return { capturedPaise: 0, refundedPaise: 0, remainingPaise: 0, inFlight: queued > 0 };
  const committed = await db.refund.aggregate({
    where: { paymentId: payment.id, status: { in: ["pending", "processed"] } },
    _sum: { amountPaise: true },
  });
  const refundedPaise = committed._sum.amountPaise ?? 0;
  return {
    capturedPaise: payment.amountPaise,
    refundedPaise,
    remainingPaise: Math.max(0, payment.amountPaise - refundedPaise),
    inFlight: queued > 0,
  };
}

/**
 * Queues a refund of a booking's online payment: the amount given, or everything still refundable. Call
 * inside a transaction that has locked the booking. Marks the booking refund_pending; the refund job calls
 * Razorpay and records the outcome.
 */
export async function queueRefund(
  tx: DbTx,
  actor: AdminActor,
  bookingId: number,
  request: { amountPaise?: number | undefined; reason: string },
): Promise<{ amountPaise: number }> {
  const reason = request.reason.trim();
  if (!reason) throw new DomainError("BAD_INPUT", "Reason is required", "reason");
  const refundable = await refundableOf(tx, bookingId);
  if (refundable.capturedPaise === 0) {
    throw new DomainError(
      "PRECONDITION_FAILED",
      "This booking has no captured online payment to refund; cash is settled by the centre",
    );
  }
  if (refundable.inFlight) {
    throw new DomainError(
      "CONFLICT",
      "A refund for this booking is already being processed; try again shortly",
    );
  }
  if (refundable.remainingPaise <= 0) {
    throw new DomainError("PRECONDITION_FAILED", "This booking has been refunded in full already");
  }
  const amountPaise = request.amountPaise ?? refundable.remainingPaise;
  if (amountPaise > refundable.remainingPaise) {
    throw new DomainError(
      "BAD_INPUT",
      `Refund amount can be at most ${formatRupees(refundable.remainingPaise)} (captured ${formatRupees(refundable.capturedPaise)}, already refunded ${formatRupees(refundable.refundedPaise)})`,
      "amountPaise",
    );
  }
  // The refund job treats a refund with the same reason and amount as the same request (its retry key).
  const twin = await tx.refund.count({
    where: { bookingId, reason, amountPaise, status: { in: ["pending", "processed"] } },
  });
  if (twin > 0) {
    throw new DomainError(
      "CONFLICT",
      `A refund of ${formatRupees(amountPaise)} was already made for this reason; give a different reason to refund again`,
      "reason",
    );
  }
  await enqueue(tx, REFUND_TOPIC, { bookingId, reason, amountPaise, requestedById: actor.id });
  await tx.booking.update({ where: { id: bookingId }, data: { paymentStatus: "refund_pending" } });
  await audit(
    tx,
    actor,
    "booking.refund_requested",
    { type: "booking", id: bookingId },
    {
      amountPaise,
      reason,
      remainingBeforePaise: refundable.remainingPaise,
    },
  );
  return { amountPaise };
}
