/** Business rules stated in the policy pages; the API and the pages both read them from here. */
export const POLICY = {
  cancelMinHoursBeforeSlot: 1,
  rescheduleMinHoursBeforeSlot: 24,
  promoCodeMaxLength: 6,
  cashConfirmDelayMs: 1000,
  bookingCompleteRedirectMs: 3000,
  timeZone: "Asia/Kolkata",
  currency: "INR",
} as const;

export const MOBILE_PATTERN = /^\d{10}$/;
export const PIN_PATTERN = /^\d{6}$/;
