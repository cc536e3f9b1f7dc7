import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertMediaKey, contentTypeOfKey, type MediaStorage, mediaPath } from "./media-storage";

/**
 * Media on the local disk (the embedded demo's default, under its data directory): `<root>/<ab>/<key>`, the
 * first two hex digits as a folder so no folder grows huge. Written to a temporary name and renamed, so a reader
 * never sees half a file; served by this server at /media/<key> (apps/server/src/plugins/media-files.ts).
 */
export function localDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return join(root, key.slice(0, 2), key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => {
      assertMediaKey(key);
      return mediaPath(key);
    },
  };
}
