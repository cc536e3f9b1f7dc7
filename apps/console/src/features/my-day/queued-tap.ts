import type { VehicleSide, WasherActionInput } from "@chamak/contracts";

/**
 * One tap on the washer's phone, kept until the server has it. A photo waits as the picture itself until the
 * phone is online; it is uploaded first and the tap then names the uploaded photo.
 */
export type QueuedTap = BookingTap | PlanTap;

/** A tap on a booking's visit or job card. */
export type BookingTap = {
  clientActionId: string;
  bookingId: number;
  leg: "doorstep" | "pickup" | "return";
  /** The job's version this tap was made on (what the server had plus the taps queued before it). */
  version: number;
  tappedAt: Date;
} & (
  | { action: "set_out"; etaMinutes: number }
  | { action: "arrived" | "done" }
  | { action: "check_in"; code: string }
  | { action: "check_in_photo"; side: VehicleSide; photo: Blob; mediaId?: number }
  | { action: "after_photo" | "not_accessible"; photo: Blob; mediaId?: number }
);

/** A tap on a plan wash (a subscription's wash on one date): washed, or the car not accessible, with a photo. */
export type PlanTap = {
  clientActionId: string;
  action: "plan_done" | "plan_not_accessible";
  subscriptionId: number;
  washDate: string;
  /** The wash's version this tap was made on. */
  version: number;
  tappedAt: Date;
  photo: Blob;
  mediaId?: number;
};

export const isPlanTap = (tap: QueuedTap): tap is PlanTap =>
  tap.action === "plan_done" || tap.action === "plan_not_accessible";

/** The job a tap is on (a booking's leg, or a plan wash): a refused tap drops the later taps of the same job. */
export const jobOf = (tap: QueuedTap): string =>
  isPlanTap(tap) ? planWashKey(tap.subscriptionId, tap.washDate) : `booking:${tap.bookingId}:${tap.leg}`;

/** The key a plan wash's refusal is kept under (a booking's is its id, as phones already keep it). */
export const planWashKey = (subscriptionId: number, date: string) => `plan:${subscriptionId}:${date}`;

/** Where the server's refusal of a tap is kept, shown on its job until the washer has read it. */
export const refusalKeyOf = (tap: QueuedTap): RefusalKey =>
  isPlanTap(tap) ? planWashKey(tap.subscriptionId, tap.washDate) : tap.bookingId;
export type RefusalKey = number | string;

/** What the server is sent for a tap whose photo (if any) is uploaded. */
export function actionInput(tap: QueuedTap & { mediaId?: number }): WasherActionInput {
  if (isPlanTap(tap)) {
    return {
      clientActionId: tap.clientActionId,
      action: tap.action,
      subscriptionId: tap.subscriptionId,
      washDate: tap.washDate,
      version: tap.version,
      tappedAt: tap.tappedAt,
      mediaId: tap.mediaId ?? 0,
    };
  }
  const base = {
    clientActionId: tap.clientActionId,
    bookingId: tap.bookingId,
    leg: tap.leg,
    version: tap.version,
    tappedAt: tap.tappedAt,
  };
  switch (tap.action) {
    case "set_out":
      return { ...base, action: "set_out", etaMinutes: tap.etaMinutes };
    case "check_in":
      return { ...base, action: "check_in", code: tap.code };
    case "check_in_photo":
      return { ...base, action: "check_in_photo", side: tap.side, mediaId: tap.mediaId ?? 0 };
    case "after_photo":
    case "not_accessible":
      return { ...base, action: tap.action, mediaId: tap.mediaId ?? 0 };
    case "arrived":
    case "done":
      return { ...base, action: tap.action };
  }
}

/** Whether a tap carries a photo still to upload. */
export const hasPhoto = (tap: QueuedTap): tap is QueuedTap & { photo: Blob; mediaId?: number } =>
  "photo" in tap;
