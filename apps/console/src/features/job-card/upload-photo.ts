import { UploadError, uploadImage } from "@chamak/web-client";
import { errorText } from "../../lib/error-text";

export interface UploadedPhoto {
  id: number;
  url: string;
  thumbUrl: string;
}

/**
 * Uploads a photo taken at the counter (the media module's POST /media, purpose job_card_photo); the job card
 * step then attaches it by id. The server checks and re-encodes the image; a refusal comes back in English.
 */
export async function uploadJobCardPhoto(file: File): Promise<UploadedPhoto> {
  try {
    const { id, url, thumbUrl } = await uploadImage(file, "job_card_photo");
    return { id, url, thumbUrl };
  } catch (error) {
    throw error instanceof UploadError ? new Error(errorText(error.error)) : error;
  }
}
