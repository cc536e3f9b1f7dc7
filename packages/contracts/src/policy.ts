/** Business rules stated in the policy pages; the API and the pages both read them from here. */
export const POLICY = {
  cancelMinHoursBeforeSlot: 1,
  rescheduleMinHoursBeforeSlot: 24,
  promoCodeMaxLength: 6,
  /** How far ahead a slot can be booked. */
  bookingHorizonDays: 30,
  /** An unpaid UPI booking holds its bay this long, then is released. */
  paymentHoldMinutes: 15,
  /**
   * A centre's share of an online booking is released when the job is marked done, or this many days after
   * its slot ends when nobody marked it (and no dispute is open, and it was not cancelled).
   */
  payoutReleaseDaysAfterSlot: 3,
  cashConfirmDelayMs: 1000,
  bookingCompleteRedirectMs: 3000,
  currency: "INR",
} as const;

export const MOBILE_PATTERN = /^\d{10}$/;
export const PIN_PATTERN = /^\d{6}$/;
