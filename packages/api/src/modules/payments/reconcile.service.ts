import type { Db } from "@chamak/db";
import { isDomainError } from "../../errors";
import { LOCKING_TRANSACTION } from "../../lib/locking-transaction";
import { clearReconcileFailures, noteReconcileFailure, noteRefundStillPending } from "../payment-records";
import type { PaymentsDeps } from "./payments-deps";
import { PaymentGatewayError } from "./razorpay-client";
import { recordCapturedPayment, recordCapturedQrPayment } from "./record-capture.service";
import { settleRefund } from "./refund-settlement";

const SYSTEM = { id: null, role: "system" } as const;

/** The first wait before an order whose reconciliation failed is tried again; it doubles per failure. */
export const RECONCILE_FIRST_RETRY_MS = 2 * 60_000;
/** The longest wait between tries of one order. */
export const RECONCILE_MAX_RETRY_MS = 6 * 60 * 60_000;

/** How long to wait after the `failures`-th failure in a row: 2, 4, 8 … minutes, at most 6 hours. */
export function reconcileRetryDelayMs(failures: number): number {
  return Math.min(RECONCILE_FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), RECONCILE_MAX_RETRY_MS);
}

export interface ReconcileLogger {
  warn(obj: object, msg?: string): void;
}

const consoleLogger: ReconcileLogger = {
  warn: (obj, msg) => console.warn(msg, obj),
};

export interface ReconcileOptions {
  olderThanMs?: number;
  limit?: number;
  now?: Date;
  /** Where a failed order is reported (the job runner's logger); the console when absent. */
  logger?: ReconcileLogger;
}

/** A payments row still open: a Checkout order, or a walk-in's UPI QR code (it has no order). */
type OpenOrder = {
  id: number;
  razorpayOrderId: string | null;
  razorpayQrCodeId: string | null;
  reconcileAttempts: number;
  reconcileError: string | null;
};

/**
 * Asks Razorpay about UPI orders still open on our side, so a payment whose browser callback and webhook
 * were both lost (a crash, a network cut) still ends in a paid booking — or a refund if its slot is gone.
 * Each order is reconciled on its own: whatever goes wrong with one (Razorpay refusing or not answering, the
 * booking unable to take the capture, a bug) is recorded on its payments row and logged, the order is tried
 * again after a growing wait (reconcileRetryDelayMs), and the others go on; a later success clears the error.
 * Orders never tried, or tried least, come first, so stuck ones cannot crowd out new ones; among them the newest
 * first: an ended booking's order stays open for good, and old ones must not crowd out one paid a minute ago.
 * Answers how many captures were recorded.
 */
export async function reconcileOpenOrders(
  db: Db,
  payments: PaymentsDeps,
  options: ReconcileOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const logger = options.logger ?? consoleLogger;
  const open = await db.payment.findMany({
    where: {
      method: "upi",
      // A failed attempt does not close an order: Razorpay lets the customer try again on it, and that
      // capture's webhook may be lost too (found by the money model test).
      state: { in: ["created", "failed"] },
      // A walk-in's QR is asked after too: its payment's webhooks may be lost like an order's (the money model).
      OR: [{ razorpayOrderId: { not: null } }, { razorpayQrCodeId: { not: null } }],
      createdAt: { lt: new Date(now.getTime() - (options.olderThanMs ?? 2 * 60_000)) },
      // A booking still waiting, or ended; or one the customer switched to paying at the centre while its
      // Checkout was open (a payment made there after all is recorded, then refunded: found by the money model).
      booking: {
        OR: [{ status: { in: ["pending_payment", "expired", "cancelled"] } }, { paymentMethod: "cash" }],
      },
      AND: [{ OR: [{ reconcileAfter: null }, { reconcileAfter: { lte: now } }] }],
    },
    select: {
      id: true,
      razorpayOrderId: true,
      razorpayQrCodeId: true,
      reconcileAttempts: true,
      reconcileError: true,
    },
    orderBy: [{ reconcileAttempts: "asc" }, { id: "desc" }],
    take: options.limit ?? 50,
  });
  let repaired = 0;
  for (const order of open) {
    try {
      if (await reconcileOrder(db, payments, order)) repaired++;
    } catch (error) {
      await recordFailure(db, order, error, now, logger);
    }
  }
  return repaired;
}

/** One order (or QR code): true when a capture Razorpay reports was recorded. */
async function reconcileOrder(db: Db, payments: PaymentsDeps, order: OpenOrder): Promise<boolean> {
  const { razorpayOrderId, razorpayQrCodeId } = order;
  const hadFailed = order.reconcileAttempts > 0 || order.reconcileError !== null;
  if (razorpayQrCodeId) return reconcileQrCode(db, payments, order, razorpayQrCodeId, hadFailed);
  if (!razorpayOrderId) return false;
  const captured = (await payments.gateway.fetchOrderPayments(razorpayOrderId)).find(
    (payment) => payment.status === "captured",
  );
  if (!captured) {
    if (hadFailed) await clearReconcileFailures(db, order.id);
    return false;
  }
  await db.$transaction(async (tx) => {
    await recordCapturedPayment(
      tx,
      { orderId: razorpayOrderId, paymentId: captured.id, amountPaise: captured.amount },
      SYSTEM,
    );
    if (hadFailed) await clearReconcileFailures(tx, order.id);
  }, LOCKING_TRANSACTION);
  return true;
}

/** A walk-in's QR code: every capture Razorpay reports against it recorded (a repeat changes nothing). */
async function reconcileQrCode(
  db: Db,
  payments: PaymentsDeps,
  order: OpenOrder,
  qrCodeId: string,
  hadFailed: boolean,
): Promise<boolean> {
  const captured = (await payments.gateway.fetchQrCodePayments(qrCodeId)).filter(
    (payment) => payment.status === "captured",
  );
  for (const payment of captured) {
    await db.$transaction(
      (tx) =>
        recordCapturedQrPayment(tx, { qrCodeId, paymentId: payment.id, amountPaise: payment.amount }, SYSTEM),
      LOCKING_TRANSACTION,
    );
  }
  if (hadFailed) await clearReconcileFailures(db, order.id);
  return captured.length > 0;
}

/** Notes a failed try on the order's row, with when to try again, and logs it. Never throws. */
async function recordFailure(db: Db, order: OpenOrder, error: unknown, now: Date, logger: ReconcileLogger) {
  const failures = order.reconcileAttempts + 1;
  const retryAt = new Date(now.getTime() + reconcileRetryDelayMs(failures));
  const reason = describeFailure(error);
  const what = order.razorpayOrderId ? `order ${order.razorpayOrderId}` : `QR code ${order.razorpayQrCodeId}`;
  try {
    await noteReconcileFailure(db, order.id, { attempts: failures, retryAt, reason });
  } catch (recordError) {
    logger.warn(
      {
        err: recordError,
        paymentId: order.id,
        orderId: order.razorpayOrderId,
        qrCodeId: order.razorpayQrCodeId,
      },
      `Could not record the failed reconciliation of ${what}`,
    );
  }
  logger.warn(
    {
      err: error,
      paymentId: order.id,
      orderId: order.razorpayOrderId,
      qrCodeId: order.razorpayQrCodeId,
      failures,
      retryAt: retryAt.toISOString(),
    },
    `Reconciling ${what} failed (${failures} time(s) in a row): ${reason}; next try after ${retryAt.toISOString()}`,
  );
}

/** What went wrong, for the payments row and the admins' list: which kind of failure, and its message. */
function describeFailure(error: unknown): string {
  let text: string;
  if (error instanceof PaymentGatewayError) text = error.message;
  else if (isDomainError(error)) text = `${error.code}: ${error.message}`;
  else if (error instanceof Error) text = `${error.name}: ${error.message}`;
  else text = `Unexpected failure: ${String(error)}`;
  return text.slice(0, 2000);
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
      await noteRefundStillPending(db, refund.id);
      continue;
    }
    const changed = await db.$transaction((tx) =>
      settleRefund(tx, refund, { status, razorpayRefundId }, SYSTEM),
    );
    if (changed) settled++;
  }
  return settled;
}
