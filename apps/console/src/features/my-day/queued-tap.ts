import type { VehicleSide, WasherActionInput } from "@chamak/contracts";

/**
 * One tap on the washer's phone, kept until the server has it. A photo waits as the picture itself until the
 * phone is online; it is uploaded first and the tap then names the uploaded photo.
 */
export type QueuedTap = {
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

/** What the server is sent for a tap whose photo (if any) is uploaded. */
export function actionInput(tap: QueuedTap & { mediaId?: number }): WasherActionInput {
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
