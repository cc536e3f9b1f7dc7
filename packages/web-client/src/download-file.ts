import { readSessionToken } from "./session-token";

/** A download the server refused (`status`: 401 signed out, 404 not found ...) or that did not arrive. */
export class DownloadError extends Error {
  override readonly name = "DownloadError";
  constructor(readonly status: number) {
    super(`Download failed with status ${status}`);
  }
}

/** The file name a Content-Disposition header gives, if any. */
export function fileNameOf(contentDisposition: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? "");
  return match?.[1]?.trim() || null;
}

/**
 * Fetches a file the server serves only to the signed-in account (an invoice's PDF), sending the session's
 * bearer token as the apps' API calls do, and saves it under the name the server gives (or `fallbackName`).
 * A plain link cannot carry the token, hence the fetch and a blob URL.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const token = readSessionToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new DownloadError(0);
  }
  if (!response.ok) throw new DownloadError(response.status);
  const blob = await response.blob();
  saveBlob(blob, fileNameOf(response.headers.get("content-disposition")) ?? fallbackName);
}

/** Saves a file made or fetched in the browser (a PDF, a statement's CSV) as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
