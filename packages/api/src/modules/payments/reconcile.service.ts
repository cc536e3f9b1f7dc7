import type { Db } from "@chamak/db";
import type { PaymentsDeps } from "./payments-deps";
import { PaymentGatewayError } from "./razorpay-client";
import { recordCapturedPayment } from "./record-capture.service";

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
