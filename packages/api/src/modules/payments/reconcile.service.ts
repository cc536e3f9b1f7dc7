import type { Db } from "@chamak/db";
import type { PaymentsDeps } from "./payments-deps";
import { PaymentGatewayError } from "./razorpay-client";
import { recordCapturedPayment } from "./record-capture.service";
import { settleRefund } from "./refund-settlement";

const SYSTEM = { id: null, role: "system" } as const;

/**
 * Asks Razorpay about UPI orders still open on our side, so a payment whose browser callback and webhook
 * were both lost (a crash, a network cut) still ends in a paid booking — or a refund if its slot is gone.
 */
export async function reconcileOpenOrders(
  db: Db,
  payments: PaymentsDeps,
  options: { olderThanMs?: number; limit?: number } = {},
): Promise<number> {
  const open = await db.payment.findMany({
    where: {
      method: "upi",
      state: "created",
      razorpayOrderId: { not: null },
      createdAt: { lt: new Date(Date.now() - (options.olderThanMs ?? 2 * 60_000)) },
      booking: { status: { in: ["pending_payment", "expired", "cancelled"] } },
    },
    select: { razorpayOrderId: true },
    orderBy: { id: "asc" },
    take: options.limit ?? 50,
  });
  let repaired = 0;
  for (const { razorpayOrderId } of open) {
    if (!razorpayOrderId) continue;
    try {
      const captured = (await payments.gateway.fetchOrderPayments(razorpayOrderId)).find(
        (payment) => payment.status === "captured",
      );
      if (!captured) continue;
      await db.$transaction((tx) =>
        recordCapturedPayment(
          tx,
          { orderId: razorpayOrderId, paymentId: captured.id, amountPaise: captured.amount },
          SYSTEM,
        ),
      );
      repaired++;
    } catch (error) {
      // Razorpay unreachable: the next run tries again.
      if (!(error instanceof PaymentGatewayError)) throw error;
    }
  }
  return repaired;
}

/**
 * Asks Razorpay about refunds it accepted as pending and has not reported on since `olderThanMs` (the
 * refund.processed or refund.failed webhook may have been lost), and records the ones it has settled. One
 * still pending is asked about again after another `olderThanMs`, oldest first, so a long wait at the bank
 * does not hold up the others.
 */
export async function reconcilePendingRefunds(
  db: Db,
  payments: PaymentsDeps,
  options: { olderThanMs?: number; limit?: number } = {},
): Promise<number> {
  const stale = await db.refund.findMany({
    where: {
      status: "pending",
      razorpayRefundId: { not: null },
      updatedAt: { lt: new Date(Date.now() - (options.olderThanMs ?? 15 * 60_000)) },
    },
    select: { id: true, bookingId: true, paymentId: true, amountPaise: true, razorpayRefundId: true },
    orderBy: { updatedAt: "asc" },
    take: options.limit ?? 50,
  });
  let settled = 0;
  for (const { razorpayRefundId, ...refund } of stale) {
    if (!razorpayRefundId) continue;
    let status: "pending" | "processed" | "failed";
    try {
      ({ status } = await payments.gateway.fetchRefund(razorpayRefundId));
    } catch (error) {
      // Razorpay unreachable: the next run tries again.
      if (error instanceof PaymentGatewayError) continue;
      throw error;
    }
    if (status === "pending") {
      await db.refund.update({ where: { id: refund.id }, data: { updatedAt: new Date() } });
      continue;
    }
    const changed = await db.$transaction((tx) =>
      settleRefund(tx, refund, { status, razorpayRefundId }, SYSTEM),
    );
    if (changed) settled++;
  }
  return settled;
}
