import type { Db } from "@chamak/db";
import { z } from "zod";
import type { Actor } from "../../lib/audit";
import { PermanentJobError } from "../outbox/outbox-retry";
import type { OutboxHandler } from "../outbox/outbox-worker";
import type { PaymentsDeps } from "../payments/payments-deps";
import { type PaymentGateway, PaymentGatewayError } from "../payments/razorpay-client";
import { chamakRefundIdOf } from "../payments/razorpay-entities";
import { recordFailedRefund } from "../payments/refund-failed";
import { auditRefund, recordProcessedRefund } from "../payments/refund-processed";

const SYSTEM: Actor = { id: null, role: "system" };

const refundPayload = z.object({
  bookingId: z.number().int().positive(),
  reason: z.string().min(1),
  amountPaise: z.number().int().positive().optional(),
  requestedById: z.number().int().positive().optional(),
});
type RefundRequest = z.infer<typeof refundPayload>;

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
  /** Why it failed, for the job's error. */
  failure?: string;
}

/**
 * The `payment.refund` outbox topic: refunds a booking's captured UPI payment through Razorpay, at most once.
 * The refund row is written before Razorpay is called and reused on every retry, and its id goes into the
 * Razorpay refund's notes: a retry that finds a refund with that id (we crashed after Razorpay's answer), or
 * the payment fully refunded, does not ask again.
 * Razorpay being unavailable throws, so the outbox retries later.
 */
export function refundHandler(db: Db, payments: PaymentsDeps): OutboxHandler {
  return async (payload) => {
    const parsed = refundPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${z.prettifyError(parsed.error)}`);
    const refund = await openRefund(db, parsed.data);
    if (!refund) return;
    const outcome = await refundAtRazorpay(payments.gateway, refund);
    await recordOutcome(db, refund, outcome);
  };
}

/** Reuses the refund row a previous attempt left, or writes a new pending one; null when nothing is left. */
async function openRefund(db: Db, request: RefundRequest): Promise<OpenRefund | null> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${request.bookingId} FOR UPDATE`;
    const payment = await tx.payment.findFirst({
      where: {
        bookingId: request.bookingId,
        method: "upi",
        state: { in: ["captured", "refunded"] },
        razorpayPaymentId: { not: null },
      },
      orderBy: { id: "desc" },
      select: { id: true, amountPaise: true, razorpayPaymentId: true, booking: { select: { code: true } } },
    });
    if (!payment?.razorpayPaymentId) {
      throw new PermanentJobError(`Booking ${request.bookingId} has no captured UPI payment to refund`);
    }
    const open = (row: { id: number; amountPaise: number }): OpenRefund => ({
      id: row.id,
      amountPaise: row.amountPaise,
      bookingId: request.bookingId,
      bookingCode: payment.booking.code,
      paymentId: payment.id,
      razorpayPaymentId: payment.razorpayPaymentId as string,
    });

    const earlier = await tx.refund.findFirst({
      where: {
        paymentId: payment.id,
        reason: request.reason,
        status: { in: ["pending", "processed"] },
        ...(request.amountPaise ? { amountPaise: request.amountPaise } : {}),
      },
      orderBy: { id: "desc" },
      select: { id: true, amountPaise: true, status: true },
    });
    if (earlier) return earlier.status === "processed" ? null : open(earlier);

    const committed = await tx.refund.aggregate({
      where: { paymentId: payment.id, status: { in: ["pending", "processed"] } },
      _sum: { amountPaise: true },
    });
    const remaining = payment.amountPaise - (committed._sum.amountPaise ?? 0);
    const amountPaise = request.amountPaise ?? remaining;
    if (amountPaise <= 0) return null;
    if (amountPaise > remaining) {
      throw new PermanentJobError(
        `Cannot refund ${amountPaise} paise: only ${remaining} paise are left to refund`,
      );
    }
    const row = await tx.refund.create({
      data: {
        paymentId: payment.id,
        bookingId: request.bookingId,
        amountPaise,
        reason: request.reason,
        requestedById: request.requestedById ?? null,
      },
      select: { id: true, amountPaise: true },
    });
    return open(row);
  });
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
        failure: `Razorpay refused the refund: ${error.description}`,
      };
    }
    throw error;
  }
}

async function recordOutcome(db: Db, refund: OpenRefund, outcome: GatewayOutcome): Promise<void> {
  const recorded = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${refund.bookingId} FOR UPDATE`;
    // Another run of this message (a node whose lock ran out mid-handler) may have recorded it already.
    const current = await tx.refund.findUniqueOrThrow({
      where: { id: refund.id },
      select: { status: true, razorpayRefundId: true },
    });
    if (current.status === "processed") {
      if (!current.razorpayRefundId && outcome.razorpayRefundId) {
        await tx.refund.update({
          where: { id: refund.id },
          data: { razorpayRefundId: outcome.razorpayRefundId },
        });
      }
      return false;
    }
    if (current.status === "failed") return false;
    if (outcome.status === "pending") {
      await tx.refund.update({
        where: { id: refund.id },
        data: outcome.razorpayRefundId ? { razorpayRefundId: outcome.razorpayRefundId } : {},
      });
      await tx.booking.update({ where: { id: refund.bookingId }, data: { paymentStatus: "refund_pending" } });
      await auditRefund(tx, SYSTEM, "booking.refund-pending", refund, outcome.razorpayRefundId);
    } else if (outcome.status === "failed") {
      await recordFailedRefund(tx, refund, outcome.razorpayRefundId, SYSTEM);
    } else {
      await recordProcessedRefund(tx, refund, outcome.razorpayRefundId, SYSTEM);
    }
    return true;
  });
  if (recorded && outcome.status === "failed")
    throw new PermanentJobError(
      outcome.failure ?? `Razorpay reports refund ${outcome.razorpayRefundId} failed`,
    );
}
