import { type ErrorMessage, errorMessage, isErrorMessage } from "@chamak/i18n";
import { readSessionToken } from "./session-token";

/** What POST /media answers for a stored image. */
export interface UploadedImage {
  id: number;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/** An upload the server refused (`status`, with its message id and English text) or that did not arrive (0). */
export class UploadError extends Error {
  override readonly name = "UploadError";
  constructor(
    readonly status: number,
    /** The server's message, for the app to show in the reader's language. */
    readonly error: ErrorMessage,
  ) {
    super(`Upload failed with status ${status}`);
  }
}

/**
 * Uploads an image to POST /media (multipart, field `file`) with the session's bearer token, reporting progress
 * from 0 to 1. XMLHttpRequest rather than fetch: only it reports upload progress. Resolves with the stored
 * image's id (to attach with a tRPC call) and preview addresses; rejects with an UploadError.
 */
export function uploadImage(
  file: Blob,
  purpose: "centre_photo" | "review_photo" | "job_card_photo",
  onProgress?: (fraction: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/media?purpose=${purpose}`);
    const token = readSessionToken();
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body: unknown = request.response;
      if (request.status === 201 && body && typeof body === "object") {
        onProgress?.(1);
        resolve(body as UploadedImage);
        return;
      }
      const message = body && typeof body === "object" ? (body as { error?: unknown }).error : undefined;
      reject(new UploadError(request.status, isErrorMessage(message) ? message : errorMessage("internal")));
    });
    const failed = () => reject(new UploadError(0, errorMessage("unavailable")));
    request.addEventListener("error", failed);
    request.addEventListener("abort", failed);
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
