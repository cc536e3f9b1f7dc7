import { createHash } from "node:crypto";
import { MEDIA_PATH_PREFIX } from "@chamak/contracts";

/** A stored file as read back. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded images' bytes live: the local disk (local-disk-storage.ts, the default) or an S3-compatible
 * bucket (s3-storage.ts). Keys are content-addressed (`mediaKey`), so a key's bytes never change: writing a key
 * again writes the same bytes, and readers may cache a key forever.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Where a browser fetches the key: `/media/<key>` on this server, or the bucket's public address when one is
   * configured (GET /media/<key> then redirects there).
   */
  url(key: string): string;
}

/** The only keys there are: 64 hex digits (the sha256 of the bytes) and the type's extension. */
export const MEDIA_KEY = /^[0-9a-f]{64}\.(webp|jpg)$/;

const EXTENSIONS: Record<string, "webp" | "jpg"> = { "image/webp": "webp", "image/jpeg": "jpg" };

/** The content-addressed key of stored bytes. */
export function mediaKey(body: Buffer, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`No media key for content type ${contentType}`);
  return `${createHash("sha256").update(body).digest("hex")}.${extension}`;
}

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

/** The content type a key's extension says (keys are only ever made by mediaKey). */
export function contentTypeOfKey(key: string): string {
  return key.endsWith(".jpg") ? "image/jpeg" : "image/webp";
}

/** The path on this server a key is served from. */
export function mediaPath(key: string): string {
  return `${MEDIA_PATH_PREFIX}${key}`;
}

/** Refuses a key that mediaKey did not make (a path like ../../etc/passwd never reaches a disk or a bucket). */
export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}
