import type { Db } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { lockRow } from "../../lib/row-lock";
import { type OutboxHandler, PermanentJobError } from "../outbox";
import { noteRazorpayRefundId } from "../payment-records";
import type { PaymentsDeps } from "./payments-deps";
import { type PaymentGateway, PaymentGatewayError } from "./razorpay-client";
import { chamakRefundIdOf } from "./razorpay-entities";
import { recordFailedRefund } from "./refund-failed";
import { auditRefund, recordProcessedRefund } from "./refund-processed";

const SYSTEM: Actor = { id: null, role: "system" };

interface OpenRefund {
  id: number;
  bookingId: number;
  bookingCode: string;
  paymentId: number;
  razorpayPaymentId: string;
  amountPaise: number;
}

interface GatewayOutcome {
  status: "pending" | "processed" | "failed";
  razorpayRefundId: string | null;
  /** Why it failed, in Razorpay's words. */
  failure?: string;
}

/**
 * The `payment.refund` outbox topic: asks Razorpay for one refund that requestRefund wrote (and put in the
 * ledger) as pending, at most once. The refund's id goes into the Razorpay refund's notes: a retry that finds
 * a refund with that id (we crashed after Razorpay's answer), or the payment fully refunded, does not ask
 * again. Razorpay being unavailable throws, so the outbox retries later; Razorpay refusing it records it failed.
 */
export function refundHandler(db: Db, payments: PaymentsDeps): OutboxHandler<"payment.refund"> {
  return async ({ refundId }) => {
    const refund = await pendingRefund(db, refundId);
    if (!refund) return;
    await recordOutcome(db, refund, await refundAtRazorpay(payments.gateway, refund));
  };
}

/** The refund to ask Razorpay for; null when it is settled already (a redelivered message). */
async function pendingRefund(db: Db, refundId: number): Promise<OpenRefund | null> {
  const refund = await db.refund.findUnique({
    where: { id: refundId },
    select: {
      id: true,
      bookingId: true,
      paymentId: true,
      amountPaise: true,
      status: true,
      payment: { select: { razorpayPaymentId: true } },
      booking: { select: { code: true } },
    },
  });
  if (!refund) throw new PermanentJobError(`Refund ${refundId} does not exist`);
  if (refund.status !== "pending") return null;
  const razorpayPaymentId = refund.payment.razorpayPaymentId;
  if (!razorpayPaymentId)
    throw new PermanentJobError(`Refund ${refundId} is for a payment Razorpay never took`);
  return {
    id: refund.id,
    bookingId: refund.bookingId,
    bookingCode: refund.booking.code,
    paymentId: refund.paymentId,
    razorpayPaymentId,
    amountPaise: refund.amountPaise,
  };
}

async function refundAtRazorpay(gateway: PaymentGateway, refund: OpenRefund): Promise<GatewayOutcome> {
  try {
    // A previous attempt may have died after Razorpay's answer: find its refund by the id in its notes.
    const made = (await gateway.fetchPaymentRefunds(refund.razorpayPaymentId)).find(
      (earlier) => chamakRefundIdOf(earlier.notes) === String(refund.id),
    );
    if (made) return { status: made.status, razorpayRefundId: made.id };
    const payment = await gateway.fetchPayment(refund.razorpayPaymentId);
    if (payment.status === "refunded") return { status: "processed", razorpayRefundId: null };
    const answer = await gateway.refundPayment(refund.razorpayPaymentId, {
      amountPaise: refund.amountPaise,
      notes: { chamak_refund_id: String(refund.id), booking_code: refund.bookingCode },
    });
    return { status: answer.status, razorpayRefundId: answer.id };
  } catch (error) {
    if (error instanceof PaymentGatewayError && error.kind === "rejected") {
      return {
        status: "failed",
        razorpayRefundId: null,
        failure: error.description,
      };
    }
    throw error;
  }
}

async function recordOutcome(db: Db, refund: OpenRefund, outcome: GatewayOutcome): Promise<void> {
  const recorded = await db.$transaction(async (tx) => {
    await lockRow(tx, "bookings", refund.bookingId);
    // Another run of this message (a node whose lock ran out mid-handler) may have recorded it already.
    const current = await tx.refund.findUniqueOrThrow({
      where: { id: refund.id },
      select: { status: true, razorpayRefundId: true },
    });
    if (current.status === "processed") {
      if (!current.razorpayRefundId && outcome.razorpayRefundId) {
        await noteRazorpayRefundId(tx, refund.id, outcome.razorpayRefundId);
      }
      return false;
    }
    if (current.status === "failed") return false;
    if (outcome.status === "pending") {
      if (outcome.razorpayRefundId) await noteRazorpayRefundId(tx, refund.id, outcome.razorpayRefundId);
      await auditRefund(tx, SYSTEM, "booking.refund-pending", refund, outcome.razorpayRefundId);
    } else if (outcome.status === "failed") {
      const reason = outcome.failure ?? "Razorpay reports the refund failed";
      await recordFailedRefund(tx, refund, { razorpayRefundId: outcome.razorpayRefundId, reason }, SYSTEM);
    } else {
      await recordProcessedRefund(tx, refund, outcome.razorpayRefundId, SYSTEM);
    }
    return true;
  });
  if (recorded && outcome.status === "failed")
    throw new PermanentJobError(
      `Razorpay refused refund ${refund.id}: ${outcome.failure ?? `refund ${outcome.razorpayRefundId} failed`}`,
    );
}
