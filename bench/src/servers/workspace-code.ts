// Workspace modules the bench uses but does not declare as dependencies (that would change the shared
// pnpm-lock.yaml): the Razorpay stand-in; the payments module's signature code, HTTP client and Razorpay
// client; the sessions' token hash (none exported by @chamak/api). They are imported from their source, so
// the bench runs exactly the project's code. India's time rules come from @chamak/contracts (a declared
// dependency), gathered here with the rest for the baseline server.

export { formatMinutes, indiaDate, indiaToInstant, parseTime, weekdayOfDate } from "@chamak/contracts";
export { hashToken } from "../../../packages/api/src/modules/accounts/session.service";
export { REMINDER_LEAD_MS } from "../../../packages/api/src/modules/booking/reminders";
export {
  type BayHold,
  freeBay,
  freeBayCount,
  hoursOn,
  slotEndOf,
  startTimesOn,
  takenBaysOf,
} from "../../../packages/api/src/modules/booking/slots";
export { TOPIC } from "../../../packages/api/src/modules/outbox/topics";
export { createHttpExchange } from "../../../packages/api/src/modules/payments/http-exchange";
export {
  createRazorpayClient,
  type PaymentGateway,
} from "../../../packages/api/src/modules/payments/razorpay-client";
export {
  signPayment,
  verifyPaymentSignature,
} from "../../../packages/api/src/modules/payments/razorpay-signature";
export {
  type RunningRazorpayStandin,
  startRazorpayStandin,
} from "../../../packages/razorpay-standin/src/index";
