import type { Db } from "@chamak/db";
import { adminAlertHandlers } from "../notifications/admin-alerts";
import type { Mailer } from "../notifications/mailer";
import { notificationHandlers } from "../notifications/notification-handlers";
import type { OutboxHandlers } from "../outbox/outbox-worker";
import type { PaymentsDeps } from "../payments/payments-deps";
import { refundHandler } from "../payments/refund-handler";

/** Status changes announced on the outbox that nobody needs an email about. */
const SILENT_TOPICS = ["booking.in_progress", "booking.completed", "booking.no_show"] as const;

/** Every outbox topic the job runner knows. */
export function jobHandlers(db: Db, payments: PaymentsDeps, mailer: Mailer): OutboxHandlers {
  return {
    ...Object.fromEntries(SILENT_TOPICS.map((topic) => [topic, async () => {}])),
    ...notificationHandlers(db, mailer),
    ...adminAlertHandlers(db, mailer),
    "payment.refund": refundHandler(db, payments),
  };
}
