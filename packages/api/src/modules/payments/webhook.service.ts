import { createHash } from "node:crypto";
import type { Db, DbTx } from "@chamak/db";
import { z } from "zod";
import { DomainError } from "../../errors";
import { enqueue } from "../outbox";
import { markPaymentFailed } from "../payment-records";
import type { PaymentsDeps } from "./payments-deps";
import { chamakRefundIdOf, razorpayNotes } from "./razorpay-entities";
import { verifyWebhookSignature } from "./razorpay-signature";
import { recordCapturedPayment, recordCapturedQrPayment } from "./record-capture.service";
import { settleRefund } from "./refund-settlement";

const SYSTEM = { id: null, role: "system" } as const;

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  error_description: z.string().nullish(),
});
const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  notes: razorpayNotes,
});

const qrCodeEntity = z.object({ id: z.string() });
const subscriptionEntity = z.object({ id: z.string() });

const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
    qr_code: z.object({ entity: qrCodeEntity }).optional(),
    subscription: z.object({ entity: subscriptionEntity }).optional(),
  }),
});

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

/**
 * Applies a Razorpay webhook once. The signature is checked over the exact raw body; the event id is stored
 * in the same transaction as the effect, so a replay, a redelivery or the same event at two nodes at once has
 * one effect, and a crash mid-way leaves nothing recorded for the redelivery to trip over.
 */
export async function handleRazorpayWebhook(
  db: Db,
  payments: PaymentsDeps,
  delivery: { rawBody: string; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookOutcome> {
  if (!verifyWebhookSignature(delivery.rawBody, delivery.signature, payments.webhookSecret)) {
    throw new DomainError("UNAUTHENTICATED", "invalidWebhookSignature");
  }
  const parsed = webhookEvent.safeParse(parseJson(delivery.rawBody));
  if (!parsed.success) throw new DomainError("BAD_INPUT", "unrecognisedWebhook");
  const event = parsed.data;
  const eventId = delivery.eventId ?? createHash("sha256").update(delivery.rawBody).digest("hex");

  if (await reportsSettledCapture(db, event)) {
    return (await storeEvent(db, eventId, event.event, delivery.rawBody)) ? "processed" : "duplicate";
  }
  return db.$transaction(async (tx) => {
    if (!(await storeEvent(tx, eventId, event.event, delivery.rawBody))) return "duplicate";
    return applyEvent(tx, event);
  });
}

/** Records a delivered event; false when it was recorded before (a replay or a redelivery). */
async function storeEvent(db: Db | DbTx, eventId: string, type: string, rawBody: string): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO webhook_events (id, type, payload, received_at, processed_at)
    VALUES (${eventId}, ${type}, ${rawBody}::jsonb, now(), now())
    ON CONFLICT (id) DO NOTHING`;
  return inserted > 0;
}

/**
 * A capture report for a payment we already recorded as captured, as Checkout's callback usually does first:
 * it changes nothing, so it is stored without a transaction or the booking's lock.
 */
async function reportsSettledCapture(db: Db, event: z.infer<typeof webhookEvent>): Promise<boolean> {
  const payment = event.payload.payment?.entity;
  if ((event.event !== "payment.captured" && event.event !== "order.paid") || !payment?.order_id)
    return false;
  const ours = await db.payment.findUnique({
    where: { razorpayOrderId: payment.order_id },
    select: { state: true, amountPaise: true },
  });
  return ours?.amountPaise === payment.amount && (ours.state === "captured" || ours.state === "refunded");
}

async function applyEvent(tx: DbTx, event: z.infer<typeof webhookEvent>): Promise<WebhookOutcome> {
  const payment = event.payload.payment?.entity;
  const refund = event.payload.refund?.entity;
  switch (event.event) {
    case "payment.captured":
    case "order.paid": {
      if (!payment?.order_id) return "ignored";
      const known = await tx.payment.count({ where: { razorpayOrderId: payment.order_id } });
      if (known === 0) {
        // No booking's order: maybe a wash plan's month paid by UPI, handed to plan-billing (above this module).
        await enqueue(tx, "payments.order_paid", { razorpayOrderId: payment.order_id });
        return "processed";
      }
      await recordCapturedPayment(
        tx,
        { orderId: payment.order_id, paymentId: payment.id, amountPaise: payment.amount },
        SYSTEM,
      );
      return "processed";
    }
    case "qr_code.credited": {
      // A walk-in paid by scanning its QR code (the payment has no order). Its payment.captured is ignored
      // above for want of an order; the counter screen's polling records it too if this never arrives.
      const qrCode = event.payload.qr_code?.entity;
      if (!payment || !qrCode) return "ignored";
      const known = await tx.payment.count({ where: { razorpayQrCodeId: qrCode.id } });
      if (known === 0) return "ignored";
      await recordCapturedQrPayment(
        tx,
        { qrCodeId: qrCode.id, paymentId: payment.id, amountPaise: payment.amount },
        SYSTEM,
      );
      return "processed";
    }
    case "payment.failed": {
      if (!payment?.order_id) return "ignored";
      await markPaymentFailed(
        tx,
        { razorpayOrderId: payment.order_id },
        { reason: payment.error_description ?? "Payment failed", razorpayPaymentId: payment.id },
      );
      return "processed";
    }
    case "refund.processed":
    case "refund.failed": {
      if (!refund) return "ignored";
      const row = await ourRefund(tx, refund);
      if (!row) return "ignored";
      const status = event.event === "refund.processed" ? "processed" : "failed";
      const settled = await settleRefund(tx, row, { status, razorpayRefundId: refund.id }, SYSTEM);
      return settled ? "processed" : "ignored";
    }
    default: {
      // A wash plan's AutoPay: handed to plan-billing (above this module) through the outbox, in this transaction.
      const subscription = event.payload.subscription?.entity;
      if (!event.event.startsWith("subscription.") || !subscription) return "ignored";
      await enqueue(tx, "payments.subscription_changed", {
        razorpaySubscriptionId: subscription.id,
        event: event.event,
      });
      return "processed";
    }
  }
}

/**
 * Our refund row for Razorpay's refund: by Razorpay's id, or, when the webhook overtook the refund job before
 * it stored that id, by the `chamak_refund_id` note the job sent with the refund (for the same payment and
 * amount, and not yet linked to another Razorpay refund).
 */
async function ourRefund(tx: DbTx, refund: z.infer<typeof refundEntity>) {
  const select = { id: true, bookingId: true, paymentId: true, amountPaise: true } as const;
  const known = await tx.refund.findUnique({ where: { razorpayRefundId: refund.id }, select });
  if (known) return known;
  const noted = chamakRefundIdOf(refund.notes);
  const id = typeof noted === "string" && /^\d{1,9}$/.test(noted) ? Number(noted) : null;
  if (id === null) return null;
  return tx.refund.findFirst({
    where: {
      id,
      razorpayRefundId: null,
      amountPaise: refund.amount,
      payment: { razorpayPaymentId: refund.payment_id },
    },
    select,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
