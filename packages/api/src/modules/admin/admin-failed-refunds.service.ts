import { BOOKING_STATUSES } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { z } from "zod";
import { bookingMoney } from "../ledger";

/*
 * Refunds Razorpay refused or the bank returned, whose money is still with us: the customer is owed it. Each
 * stays in this queue until a new refund takes the money (a retry) or it is otherwise refunded. Schemas live
 * here beside their only user, as admin-reconcile.service.ts does.
 */

export const adminFailedRefundOutput = z.object({
  refundId: z.number(),
  amountPaise: z.number(),
  reason: z.string(),
  /** Razorpay's reason. */
  failureReason: z.string().nullable(),
  failedAt: z.date(),
  /** What could be refunded now; a retry takes at most this. */
  refundablePaise: z.number(),
  booking: z.object({
    id: z.number(),
    code: z.string(),
    status: z.enum(BOOKING_STATUSES),
    centreName: z.string(),
  }),
});
export type AdminFailedRefund = z.infer<typeof adminFailedRefundOutput>;
export const adminFailedRefundList = z.array(adminFailedRefundOutput);

/** How many failed refunds are looked at; far more than should ever wait at once. */
const LOOKED_AT = 500;

/** The failed refunds still owed to customers, oldest failure first. */
export async function listFailedRefunds(db: Db): Promise<AdminFailedRefund[]> {
  const failed = await db.refund.findMany({
    where: { status: "failed" },
    orderBy: { updatedAt: "desc" },
    take: LOOKED_AT,
    select: { bookingId: true },
  });
  const owed: AdminFailedRefund[] = [];
  for (const bookingId of new Set(failed.map((refund) => refund.bookingId))) {
    const refundablePaise = (await bookingMoney(db, bookingId)).refundablePaise;
    if (refundablePaise <= 0) continue;
    const refunds = await db.refund.findMany({
      where: { bookingId },
      orderBy: { id: "asc" },
      select: {
        id: true,
        amountPaise: true,
        status: true,
        reason: true,
        failureReason: true,
        updatedAt: true,
        booking: { select: { id: true, code: true, status: true, centre: { select: { name: true } } } },
      },
    });
    for (const refund of stillOwed(refunds)) {
      owed.push({
        refundId: refund.id,
        amountPaise: refund.amountPaise,
        reason: refund.reason,
        failureReason: refund.failureReason,
        failedAt: refund.updatedAt,
        refundablePaise,
        booking: {
          id: refund.booking.id,
          code: refund.booking.code,
          status: refund.booking.status,
          centreName: refund.booking.centre.name,
        },
      });
    }
  }
  return owed.sort((a, b) => a.failedAt.getTime() - b.failedAt.getTime());
}

/**
 * A booking's failed refunds that no later refund has made good: each refund asked for after a failure (a
 * retry, or any later refund) pays off the oldest failures first, up to its amount.
 */
function stillOwed<T extends { amountPaise: number; status: string }>(refundsInOrder: readonly T[]): T[] {
  const open: { refund: T; leftPaise: number }[] = [];
  for (const refund of refundsInOrder) {
    if (refund.status === "failed") {
      open.push({ refund, leftPaise: refund.amountPaise });
      continue;
    }
    let covering = refund.amountPaise;
    for (const failure of open) {
      const taken = Math.min(covering, failure.leftPaise);
      failure.leftPaise -= taken;
      covering -= taken;
    }
  }
  return open.filter((failure) => failure.leftPaise > 0).map((failure) => failure.refund);
}
