import { MEDIA_POLICY } from "@chamak/contracts";
import { UploadError, uploadImage } from "@chamak/web-client";
import { useState } from "react";
import { errorText } from "../../lib/error-text";

/** One file being uploaded: its preview, how far it got, and why it was refused. */
export interface PendingUpload {
  key: string;
  name: string;
  previewUrl: string;
  progress: number;
  error: string | null;
  mediaId: number | null;
}

const megabytes = MEDIA_POLICY.maxUploadBytes / (1024 * 1024);

/** What the browser can say before sending: the type it claims and the size (the server checks the bytes). */
function refusalBeforeSending(file: File): string | null {
  if (!(MEDIA_POLICY.acceptTypes as readonly string[]).includes(file.type))
    return "Not a photo we accept: choose a JPEG, PNG or WebP image.";
  if (file.size > MEDIA_POLICY.maxUploadBytes) return `Too large: the limit is ${megabytes} MB.`;
  return null;
}

/**
 * Uploads the chosen files one after another (POST /media), each with a preview and its progress, then gives
 * the stored ids to `attach` (the tRPC call that adds them). Refused files stay listed with why.
 */
export function usePhotoUploads(attach: (mediaIds: number[]) => Promise<unknown>) {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const update = (key: string, change: Partial<PendingUpload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function start(files: File[]) {
    if (files.length === 0) return;
    const added = files.map((file, i) => ({
      file,
      pending: {
        key: `${Date.now()}-${i}-${file.name}`,
        name: file.name,
        previewUrl: URL.createObjectURL(file),
        progress: 0,
        error: refusalBeforeSending(file),
        mediaId: null,
      } satisfies PendingUpload,
    }));
    setUploads((list) => [...list.filter((upload) => upload.error !== null), ...added.map((a) => a.pending)]);
    setBusy(true);
    const ids: number[] = [];
    for (const { file, pending } of added) {
      if (pending.error) continue;
      try {
        const stored = await uploadImage(file, "centre_photo", (progress) =>
          update(pending.key, { progress }),
        );
        ids.push(stored.id);
        update(pending.key, { progress: 1, mediaId: stored.id });
      } catch (error) {
        update(pending.key, {
          error: error instanceof UploadError ? errorText(error.error) : "The upload failed; try again.",
        });
      }
    }
    try {
      if (ids.length > 0) await attach(ids);
      // Added: their rows leave the list (the photos grid shows them now).
      setUploads((list) => list.filter((upload) => upload.mediaId === null));
    } catch {
      // The attach call's error is shown by its mutation.
    } finally {
      setBusy(false);
    }
  }

  const dismiss = (key: string) => setUploads((list) => list.filter((upload) => upload.key !== key));
  return { uploads, busy, start, dismiss };
}
