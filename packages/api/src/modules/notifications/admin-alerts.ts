import { formatRupees } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { OutboxHandlers } from "../outbox";
import { PermanentJobError } from "../outbox";
import type { Mailer } from "./mailer";

/** The outbox channel of these handlers (see outbox-worker.ts: each channel is delivered on its own). */
export const EMAIL_ADMINS = "email-admins";

/**
 * Alerts for the platform's admins, by email to every active admin. A failed refund is money a customer is
 * owed that did not reach them: it also waits in the console's failed-refunds queue until someone retries it.
 */
export function adminAlertHandlers(db: Db, mailer: Mailer): OutboxHandlers {
  return {
    "admin.refund-failed": {
      [EMAIL_ADMINS]: async ({ refundId }) => {
        const refund = await db.refund.findUnique({
          where: { id: refundId },
          select: { amountPaise: true, failureReason: true, booking: { select: { id: true, code: true } } },
        });
        if (!refund) throw new PermanentJobError(`Refund ${refundId} does not exist`);
        const admins = await db.user.findMany({
          where: { role: "admin", status: "active" },
          select: { email: true },
        });
        const subject = `Refund failed: ${formatRupees(refund.amountPaise)} for booking ${refund.booking.code}`;
        const text = [
          `Razorpay did not refund ${formatRupees(refund.amountPaise)} for booking ${refund.booking.code}.`,
          `Reason: ${refund.failureReason ?? "not given"}`,
          "",
          "The customer has not received this money. Retry it from the console's failed refunds queue",
          `(Admin › Refunds), or from the booking's page (Admin › Bookings › ${refund.booking.code}).`,
        ].join("\n");
        for (const admin of admins) await mailer.send({ to: admin.email, subject, text });
      },
    },
  };
}
