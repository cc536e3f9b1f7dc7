import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startS3Standin } from "@chamak/s3-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDiskStorage } from "./local-disk-storage";
import { type MediaStorage, mediaKey } from "./media-storage";
import { s3Storage } from "./s3-storage";

// The storage adapter's contract, run against the local disk and against the S3 stand-in over HTTP through the
// real AWS SDK v3 client (SigV4-signed, path-style, custom endpoint).
const credentials = {
  accessKeyId: "AKIASTANDIN000000001",
  secretAccessKey: "standin-secret-key-0123456789abcdef",
};
let diskRoot: string;
let standin: Awaited<ReturnType<typeof startS3Standin>>;

beforeAll(async () => {
  diskRoot = await mkdtemp(join(tmpdir(), "chamak-media-"));
  standin = await startS3Standin({
    buckets: ["chamak-media"],
    credentials: { [credentials.accessKeyId]: credentials.secretAccessKey },
  });
});
afterAll(async () => {
  await standin?.close();
  if (diskRoot) await rm(diskRoot, { recursive: true, force: true });
});

const s3 = (overrides: Partial<Parameters<typeof s3Storage>[0]> = {}) =>
  s3Storage({
    endpoint: standin.url,
    region: "ap-south-1",
    bucket: "chamak-media",
    ...credentials,
    ...overrides,
  });

const adapters: [string, () => MediaStorage][] = [
  ["the local disk", () => localDiskStorage(diskRoot)],
  ["S3 (the stand-in, over HTTP)", () => s3()],
];

describe.each(adapters)("media storage on %s", (_name, make) => {
  it("puts, gets back the same bytes and type, deletes, and says null for a key it does not have", async () => {
    const storage = make();
    const body = Buffer.from(`an image's bytes ${Math.random()}`);
    const key = mediaKey(body, "image/webp");
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, body, "image/webp");
    const read = await storage.get(key);
    expect(read?.body.equals(body)).toBe(true);
    expect(read?.contentType).toBe("image/webp");
    // Writing a content-addressed key again is harmless.
    await storage.put(key, body, "image/webp");
    expect((await storage.get(key))?.body.equals(body)).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is not there is not an error.
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("serves keys at /media/<key> and refuses anything that is not a media key", async () => {
    const storage = make();
    const key = mediaKey(Buffer.from("x"), "image/jpeg");
    expect(storage.url(key)).toBe(`/media/${key}`);
    for (const bad of ["../../etc/passwd", `${key}/..`, "a.webp", `${key.slice(0, 64)}.png`]) {
      await expect(storage.get(bad)).rejects.toThrow(/Not a media key/);
      await expect(storage.put(bad, Buffer.from("x"), "image/webp")).rejects.toThrow(/Not a media key/);
      expect(() => storage.url(bad)).toThrow(/Not a media key/);
    }
  });
});

describe("the local disk", () => {
  it("keeps a key under its first two hex digits and leaves no temporary file", async () => {
    const storage = localDiskStorage(diskRoot);
    const body = Buffer.from("layout");
    const key = mediaKey(body, "image/webp");
    await storage.put(key, body, "image/webp");
    expect(await readdir(join(diskRoot, key.slice(0, 2)))).toEqual([key]);
  });
});

describe("S3 through the stand-in", () => {
  it("sends each operation signed, path-style, with the content type and immutable cache headers", async () => {
    const storage = s3({ prefix: "media/" });
    const body = Buffer.from("signed");
    const key = mediaKey(body, "image/webp");
    const before = standin.controls.calls();
    await storage.put(key, body, "image/webp");
    const stored = standin.controls.object("chamak-media", `media/${key}`);
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.cacheControl).toBe("public, max-age=31536000, immutable");
    expect((await storage.get(key))?.body.equals(body)).toBe(true);
    await storage.delete(key);
    expect(standin.controls.keys("chamak-media")).not.toContain(`media/${key}`);
    const after = standin.controls.calls();
    expect((after.PutObject ?? 0) - (before.PutObject ?? 0)).toBe(1);
    expect((after.GetObject ?? 0) - (before.GetObject ?? 0)).toBe(1);
    expect((after.DeleteObject ?? 0) - (before.DeleteObject ?? 0)).toBe(1);
  });

  it("is refused with a wrong secret, an unknown access key or an unknown bucket", async () => {
    const key = mediaKey(Buffer.from("refused"), "image/webp");
    await expect(
      s3({ secretAccessKey: "not-the-secret" }).put(key, Buffer.from("x"), "image/webp"),
    ).rejects.toMatchObject({ name: "SignatureDoesNotMatch" });
    await expect(s3({ accessKeyId: "AKIAUNKNOWN000000000" }).get(key)).rejects.toMatchObject({
      name: "InvalidAccessKeyId",
    });
    await expect(
      s3({ bucket: "no-such-bucket" }).put(key, Buffer.from("x"), "image/webp"),
    ).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
  });

  it("gives the bucket's public address when one is configured", () => {
    const key = mediaKey(Buffer.from("public"), "image/webp");
    expect(s3({ publicUrl: "https://cdn.chamak.in/", prefix: "media/" }).url(key)).toBe(
      `https://cdn.chamak.in/media/${key}`,
    );
  });
});
