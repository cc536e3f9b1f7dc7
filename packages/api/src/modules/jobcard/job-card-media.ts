import type { Db, DbTx } from "@chamak/db";
import { claimMedia, type MediaUrls, mediaOfOwners } from "../media";

/**
 * The job card's use of the media module: photos are uploaded first (POST /media?purpose=job_card_photo) and
 * attached here to the booking, in the step's transaction. Only the uploader's own unattached job card photos
 * are taken (another's id is "not found"), and a photo is never attached twice.
 */
export async function claimJobCardMedia(
  tx: DbTx,
  input: { uploadedBy: number; bookingId: number; mediaIds: readonly number[]; field: string },
): Promise<void> {
  await claimMedia(tx, {
    ids: input.mediaIds,
    purpose: "job_card_photo",
    uploadedBy: input.uploadedBy,
    owner: { kind: "booking", id: input.bookingId },
    field: input.field,
  });
}

/** The addresses of a booking's photos (the job card's and a complaint's), by media id. */
export async function bookingMediaUrls(db: Db | DbTx, bookingId: number): Promise<Map<number, MediaUrls>> {
  const list = (await mediaOfOwners(db, "booking", [bookingId])).get(bookingId) ?? [];
  return new Map(list.map((media) => [media.id, media]));
}
