/**
 * The job card's rules (modules/jobcard), shared with the apps. A code is 4 digits: easy to read out at the
 * counter, so what protects the customer is the rest: only its keyed hash is stored, it lives a few minutes, 5 wrong
 * tries spend it, and a step sends at most `maxCodesPerStep` codes, so at most 15 guesses of 10,000 are ever
 * possible; it goes only to the customer's own number, and the message says what it confirms.
 */
export const JOB_CARD_POLICY = {
  codeDigits: 4,
  codeTtlMinutes: 15,
  maxTries: 5,
  maxCodesPerStep: 3,
  resendAfterSeconds: 30,
  /** A damage complaint may be opened up to this long after the job was marked done. */
  complaintWindowHours: 48,
  /** At most this many photos per side at check-in, after the job, and with a complaint. */
  maxPhotosPerSide: 4,
  maxAfterPhotos: 8,
  maxComplaintPhotos: 6,
} as const;

export const VEHICLE_SIDES = ["front", "back", "left", "right", "interior"] as const;
export type VehicleSide = (typeof VEHICLE_SIDES)[number];
/** The outside sides a check-in must have a photo of before the customer is asked to confirm. */
export const JOB_CARD_REQUIRED_SIDES: readonly VehicleSide[] = ["front", "back", "left", "right"];

export const JOB_CARD_STATES = ["checking_in", "checked_in", "started", "done", "returned"] as const;
export type JobCardState = (typeof JOB_CARD_STATES)[number];
