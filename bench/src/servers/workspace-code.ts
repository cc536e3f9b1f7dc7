// Workspace modules the bench uses but does not declare as dependencies (that would change the shared
// pnpm-lock.yaml): the Razorpay stand-in; the payments module's signature code, HTTP client and Razorpay
// client; the sessions' token hash; the doorstep plan's pieces (booking, crew and places modules) and the db
// package's registration of a client's direct query (none exported by @chamak/api or @chamak/db). They are
// imported from their source, so the bench runs exactly the project's code. India's time rules come from
// @chamak/contracts (a declared dependency), gathered here with the rest for the baseline server. The gazetteer's
// loader is exported by @chamak/api too, but its index would load the whole API into the load driver's process.

export { formatMinutes, indiaDate, indiaToInstant, parseTime, weekdayOfDate } from "@chamak/contracts";
export { DOMAIN_ERROR_CODES, DomainError } from "../../../packages/api/src/errors";
export { hashToken } from "../../../packages/api/src/modules/accounts/session.service";
export {
  assertBookableDate,
  assertOpenOn,
  getAvailability,
} from "../../../packages/api/src/modules/booking/availability.service";
export { newBookingCode } from "../../../packages/api/src/modules/booking/booking-code";
export { fieldBookingOf } from "../../../packages/api/src/modules/booking/booking-crew";
export { findBookingView } from "../../../packages/api/src/modules/booking/booking-view";
export { type BookingDraft, insertBooking } from "../../../packages/api/src/modules/booking/insert-booking";
export { priceCart } from "../../../packages/api/src/modules/booking/quote.service";
export { assertCentreReaches } from "../../../packages/api/src/modules/booking/reach";
export { REMINDER_LEAD_MS } from "../../../packages/api/src/modules/booking/reminders";
export { loadBookableCentre } from "../../../packages/api/src/modules/booking/schedule";
export {
  type BayHold,
  freeBay,
  freeBayCount,
  hoursOn,
  slotEndOf,
  startTimesOn,
  takenBaysOf,
  unitStarts,
} from "../../../packages/api/src/modules/booking/slots";
export { type FieldPlan, holdFieldCrew } from "../../../packages/api/src/modules/crew/index";
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
export { distanceKm, ensureGazetteer } from "../../../packages/api/src/modules/places/index";
export { registerDirectQuery } from "../../../packages/db/src/direct-query";
export {
  type RunningRazorpayStandin,
  startRazorpayStandin,
} from "../../../packages/razorpay-standin/src/index";
