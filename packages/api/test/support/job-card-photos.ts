import { randomBytes } from "node:crypto";
import type { Db } from "@chamak/db";

/**
 * Job card photos as POST /media?purpose=job_card_photo leaves them: media rows of the uploader, attached to
 * nothing yet (the upload itself, image checks and storage, is the media module's tests' and the journey's).
 */
export async function uploadedJobCardPhotos(db: Db, uploadedById: number, count = 1): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const key = randomBytes(32).toString("hex");
    const row = await db.media.create({
      data: {
        purpose: "job_card_photo",
        keyLarge: `${key}.webp`,
        keyThumb: `${randomBytes(32).toString("hex")}.webp`,
        contentType: "image/webp",
        width: 1600,
        height: 1200,
        bytes: 120_000,
        uploadedById,
      },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return ids;
}

/** One photo's id. */
export const uploadedJobCardPhoto = async (db: Db, uploadedById: number) =>
  (await uploadedJobCardPhotos(db, uploadedById, 1))[0] as number;
