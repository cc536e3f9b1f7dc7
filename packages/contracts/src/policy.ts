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
  /**
   * After a centre's payout bank account changes, nothing is sent to it or released for this long: the owner is
   * told on every channel and can stop a change they did not make before money reaches the new account.
   */
  bankChangeHoldHours: 48,
  /** A centre may start a job at most this long before its slot (a customer who comes early), not a day early. */
  startMaxHoursBeforeSlot: 2,
  cashConfirmDelayMs: 1000,
  bookingCompleteRedirectMs: 3000,
  currency: "INR",
} as const;

/** An Indian mobile number: 10 digits, the first 6, 7, 8 or 9 (no +91 or 0 in front, no spaces). */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const PIN_PATTERN = /^\d{6}$/;
