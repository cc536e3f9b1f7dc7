import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localDiskStorage, type MediaStorage, s3Storage } from "@chamak/api";
import type { MediaConfig } from "./config";

/**
 * The storage for uploaded images: the S3-compatible bucket when S3_* are set (the AWS SDK client, any endpoint),
 * else the local disk under MEDIA_DIR (the embedded demo keeps them beside its database, in .data/media). A host
 * built without media config (some tests) gets a fresh temporary folder.
 */
export async function mediaStorageFor(config: MediaConfig | undefined): Promise<MediaStorage> {
  if (config?.s3) return s3Storage(config.s3);
  return localDiskStorage(config?.dir ?? (await mkdtemp(join(tmpdir(), "chamak-media-"))));
}
