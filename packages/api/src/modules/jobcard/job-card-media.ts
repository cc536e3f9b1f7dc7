import type { DbTx } from "@chamak/db";

/**
 * The job card's use of the media module (branch `media`): photos are media ids uploaded with purpose
 * `job_card_photo`. Until that module is merged, ids are taken as given and shown from /media/<id>.
 */
export function mediaUrl(mediaId: number): string {
  return `/media/${mediaId}`;
}

/** Refuses media ids not uploaded by the centre's staff as job card photos (filled in once the media module is merged). */
export async function assertJobCardMedia(_tx: DbTx, _centreId: number, _mediaIds: number[]): Promise<void> {}

/** Refuses media ids the customer did not upload (filled in once the media module is merged). */
export async function assertCustomerMedia(
  _tx: DbTx,
  _customerId: number,
  _mediaIds: number[],
): Promise<void> {}
