// The notifications module's front door: what other modules may use. Code in another module imports
// `../notifications`, never one of its files (`pnpm lint` checks); tests may reach in.
export { adminAlertHandlers, EMAIL_ADMINS } from "./admin-alerts";
export { loadBookingEmail } from "./booking-email-loader";

import type { Db } from "@chamak/db";
import { centreNotificationHandlers as centreEmails } from "./centre-notifications";
import type { Mailer } from "./mailer";
import { notificationHandlers as customerEmails } from "./notification-handlers";
import {
  type PhoneNotificationDeps,
  phoneNotificationHandlers as phoneMessages,
} from "./phone-notifications";
import { exceptPlanMonths } from "./plan-months";

export { EMAIL_CENTRE } from "./centre-notifications";
export { channelChoices, recordConsent } from "./channel-preferences.service";
export { type ComposedEmail, composeBookingEmail } from "./compose-email";
export { composeResetLinkEmail } from "./compose-reset-link-email";
export { isDeliverableEmail } from "./deliverable-address";
export type { Mailer, MailLogger } from "./mailer";
export { EMAIL_CUSTOMER } from "./notification-handlers";
export { type PhoneNotificationDeps, SMS_CENTRE, sendOrThrow } from "./phone-notifications";

// The booking messages, by email to the customer and the centre and by SMS and WhatsApp: none for a plan's month.
export const notificationHandlers = (db: Db, mailer: Mailer) =>
  exceptPlanMonths(db, customerEmails(db, mailer));
export const centreNotificationHandlers = (db: Db, mailer: Mailer) =>
  exceptPlanMonths(db, centreEmails(db, mailer));
export const phoneNotificationHandlers = (db: Db, deps: PhoneNotificationDeps) =>
  exceptPlanMonths(db, phoneMessages(db, deps));
