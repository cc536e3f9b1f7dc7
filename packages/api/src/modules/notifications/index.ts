// The notifications module's front door: what other modules may use. Code in another module imports
// `../notifications`, never one of its files (`pnpm lint` checks); tests may reach in.
export { adminAlertHandlers, EMAIL_ADMINS } from "./admin-alerts";
export { loadBookingEmail } from "./booking-email-loader";
export { centreNotificationHandlers, EMAIL_CENTRE } from "./centre-notifications";
export { channelChoices, recordConsent } from "./channel-preferences.service";
export { type ComposedEmail, composeBookingEmail } from "./compose-email";
export { composeResetLinkEmail } from "./compose-reset-link-email";
export { isDeliverableEmail } from "./deliverable-address";
export type { Mailer, MailLogger } from "./mailer";
export { EMAIL_CUSTOMER, notificationHandlers } from "./notification-handlers";
export {
  type PhoneNotificationDeps,
  phoneNotificationHandlers,
  SMS_CENTRE,
  sendOrThrow,
} from "./phone-notifications";
