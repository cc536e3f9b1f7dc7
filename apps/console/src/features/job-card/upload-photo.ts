import { readSessionToken } from "@chamak/web-client";

export interface UploadedPhoto {
  id: number;
  url: string;
  thumbUrl: string;
}

/**
 * Uploads a photo taken at the counter to the media route (POST /media?purpose=job_card_photo, the session's
 * bearer token); the job card step then attaches it by id. The server checks and re-encodes the image.
 */
export async function uploadJobCardPhoto(file: File): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append("file", file);
  const token = readSessionToken();
  const response = await fetch("/media?purpose=job_card_photo", {
    method: "POST",
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json = (await response.json().catch(() => null)) as { message?: string } & Partial<UploadedPhoto>;
  if (!response.ok || typeof json?.id !== "number") {
    throw new Error(json?.message ?? `The photo could not be uploaded (${response.status})`);
  }
  return { id: json.id, url: json.url ?? "", thumbUrl: json.thumbUrl ?? "" };
}
