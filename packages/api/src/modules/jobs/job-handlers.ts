import type { Db } from "@chamak/db";
import { invoiceHandlers } from "../invoices";
import { damageReportHandlers } from "../jobcard";
import type { Mailer } from "../notifications";
import {
  adminAlertHandlers,
  centreNotificationHandlers,
  notificationHandlers,
  type PhoneNotificationDeps,
  phoneNotificationHandlers,
} from "../notifications";
import { mergeOutboxHandlers, type OutboxHandlers } from "../outbox";
import type { PaymentsDeps } from "../payments";
import { refundHandler } from "../payments";
import { bankChangeNoticeHandlers, payoutHandlers } from "../payouts";
import { planBillingHandlers } from "../plan-billing";

/** The refund job's outbox channel. */
export const RAZORPAY_REFUND = "razorpay-refund";

/**
 * Without phone channels (and the site's address they carry) the review ask is not queued, and the queued asks,
 * bank-change notices, the field visit's messages (who comes, on the way, arrived, washing) and a plan wash's (washed,
 * not accessible) have nobody to go by.
 */
const NO_PHONE: OutboxHandlers = {
  "booking.review_request": async () => {},
  "booking.crew_changed": async () => {},
  "booking.in_progress": async () => {},
  "booking.visit_on_the_way": async () => {},
  "booking.visit_arrived": async () => {},
  "booking.visit_missed": async () => {},
  "plan.wash_done": async () => {},
  "plan.wash_not_accessible": async () => {},
  "plan.debit_due": async () => {},
  "plan.halted": async () => {},
  "plan.renewal_due": async () => {},
  "payouts.bank_changed": async () => {},
  "admin.bank-change-reported": async () => {},
};

/**
 * Every outbox topic the job runner knows, with each topic's channels (customer email, admin alert, refund
 * job ...) gathered from the modules that handle it; the worker delivers and retries each channel on its own.
 */
export function jobHandlers(
  db: Db,
  payments: PaymentsDeps,
  mailer: Mailer,
  phone?: PhoneNotificationDeps,
): OutboxHandlers {
  return mergeOutboxHandlers(
    notificationHandlers(db, mailer),
    adminAlertHandlers(db, mailer),
    centreNotificationHandlers(db, mailer),
    {
      "payment.refund": { [RAZORPAY_REFUND]: refundHandler(db, payments) },
    },
    payoutHandlers(db, payments),
    planBillingHandlers(db, payments),
    invoiceHandlers(db, mailer),
    // A node given no phone channels registers none (tests of other jobs); servers always have them.
    phone ? phoneNotificationHandlers(db, phone) : NO_PHONE,
    phone ? bankChangeNoticeHandlers(db, mailer, phone) : {},
    damageReportHandlers(db, mailer, phone?.channels.sms ?? null),
  );
}
