// The booking module's front door: what other modules may use. Code in another module imports `../booking`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { unassignWasherFromComingBookings } from "./assign-washer.service";
export { getAvailability } from "./availability.service";
export { bookedServiceIds } from "./booked-services";
export { assertAllowed, bookingFacts } from "./booking-permission";
export {
  bookingView,
  bookingViewSelect,
  bookingViews,
  findBookingView,
  queryBookingView,
  withBookingViews,
} from "./booking-view";
export { actOnCentreBooking, completeLockedBooking } from "./centre-bookings.service";
export {
  type BookingDeps,
  type CreateBookingOptions,
  type Customer,
  createBooking,
  type PlacedBooking,
  placeBooking,
} from "./create-booking.service";
export { getMyBooking, rebookLockedBooking } from "./customer-bookings.service";
export { retireIdempotencyKey } from "./idempotency-window";
export { payAtCentreInstead } from "./pay-at-centre";
export { extendPlanMonth, movePlanMonth, openPlanMonth, type PlanMonthOrder } from "./plan-month";
export { assertCentreReaches } from "./reach";
export { REMINDER_LEAD_MS } from "./reminders";
export { findFreeBay, reserveBay } from "./reserve-slot";
export { loadBookableCentre } from "./schedule";
export {
  cancelExpiredForLatePayment,
  type LockedBooking,
  lockBooking,
  lockedBookingSelect,
  moveBooking,
  moveBookingSql,
} from "./transition";
export { confirmPaidWalkIn, confirmWithCash, takeCashInstead } from "./walk-in-states";
