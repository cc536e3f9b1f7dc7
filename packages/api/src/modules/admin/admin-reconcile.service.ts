import { BOOKING_STATUSES, pagedOutput, pageNumber } from "@chamak/contracts";
import type { Db, Prisma } from "@chamak/db";
import { z } from "zod";
import { pageOf, pageWindow } from "../../lib/page";

/*
 * Orders reconciliation could not settle (modules/payments/reconcile.service.ts): each keeps its last error,
 * how many tries in a row failed and when it is tried next, for the admins to look into. Schemas live here
 * until an admin page uses them; they can move to @chamak/contracts with it.
 */

export const adminReconcileErrorsInput = z.object({
  page: pageNumber.default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type AdminReconcileErrorsInput = z.infer<typeof adminReconcileErrorsInput>;

export const adminReconcileErrorOutput = z.object({
  paymentId: z.number(),
  razorpayOrderId: z.string().nullable(),
  amountPaise: z.number(),
  attempts: z.number(),
  /** When reconciliation tries this order again. */
  nextAttemptAt: z.date().nullable(),
  error: z.string(),
  /** The row's last change: its last failed try. */
  updatedAt: z.date(),
  paymentCreatedAt: z.date(),
  booking: z.object({
    id: z.number(),
    code: z.string(),
    status: z.enum(BOOKING_STATUSES),
    customerId: z.number(),
    centreId: z.number(),
  }),
});
export type AdminReconcileError = z.infer<typeof adminReconcileErrorOutput>;

export const adminReconcileErrorPage = pagedOutput(adminReconcileErrorOutput);
export type AdminReconcileErrorPage = z.infer<typeof adminReconcileErrorPage>;

/**
 * Open orders whose last reconciliation failed, the most tried first (longest stuck), then the oldest. An
 * order is listed until a try succeeds or it stops being open (paid another way, say).
 */
export async function listReconcileErrors(
  db: Db,
  input: { page: number; pageSize: number },
): Promise<AdminReconcileErrorPage> {
  const where: Prisma.PaymentWhereInput = { state: "created", reconcileError: { not: null } };
  const [rows, total] = await Promise.all([
    db.payment.findMany({
      where,
      select: {
        id: true,
        razorpayOrderId: true,
        amountPaise: true,
        reconcileAttempts: true,
        reconcileAfter: true,
        reconcileError: true,
        updatedAt: true,
        createdAt: true,
        booking: { select: { id: true, code: true, status: true, customerId: true, centreId: true } },
      },
      orderBy: [{ reconcileAttempts: "desc" }, { createdAt: "asc" }, { id: "asc" }],
      ...pageWindow(input),
    }),
    db.payment.count({ where }),
  ]);
  return pageOf(
    input,
    rows.map((row) => ({
      paymentId: row.id,
      razorpayOrderId: row.razorpayOrderId,
      amountPaise: row.amountPaise,
      attempts: row.reconcileAttempts,
      nextAttemptAt: row.reconcileAfter,
      error: row.reconcileError ?? "",
      updatedAt: row.updatedAt,
      paymentCreatedAt: row.createdAt,
      booking: row.booking,
    })),
    total,
  );
}
