import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDb } from "@chamak/db/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/support/caller";
import { localDiskStorage } from "./local-disk-storage";
import { claimMedia, discardMedia, mediaOfOwners, mediaUrls, storeImage } from "./media.service";
import type { MediaStorage } from "./media-storage";

// Storing, attaching and discarding images on PGlite and, with DATABASE_URL, PostgreSQL, on the local disk.
let database: Awaited<ReturnType<typeof createTestDb>>;
let root: string;
let storage: MediaStorage;
beforeAll(async () => {
  database = await createTestDb();
  root = await mkdtemp(join(tmpdir(), "chamak-media-service-"));
  storage = localDiskStorage(root);
});
afterAll(async () => {
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe("media", () => {
  it("stores both sizes under content-addressed keys and gives their addresses", async () => {
    const { db } = database;
    const vendor = await signedInUser(db, "vendor");
    const row = await storeImage(db, storage, {
      bytes: await photo("#123456"),
      purpose: "centre_photo",
      uploadedBy: vendor.id,
    });
    expect(row).toMatchObject({ width: 640, height: 480, ownerKind: null, purpose: "centre_photo" });
    expect(row.keyLarge).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(row.keyThumb).not.toBe(row.keyLarge);
    expect((await storage.get(row.keyLarge))?.body.length).toBe(row.bytes);
    expect(mediaUrls(row)).toEqual({
      id: row.id,
      url: `/media/${row.keyLarge}`,
      thumbUrl: `/media/${row.keyThumb}`,
      width: 640,
      height: 480,
    });
  });

  it("attaches only the uploader's own unattached images of the purpose, once", async () => {
    const { db } = database;
    const owner = await signedInUser(db, "vendor");
    const other = await signedInUser(db, "vendor");
    const mine = await storeImage(db, storage, {
      bytes: await photo("#aa0000"),
      purpose: "centre_photo",
      uploadedBy: owner.id,
    });
    const theirs = await storeImage(db, storage, {
      bytes: await photo("#00aa00"),
      purpose: "centre_photo",
      uploadedBy: other.id,
    });
    const review = await storeImage(db, storage, {
      bytes: await photo("#0000aa"),
      purpose: "review_photo",
      uploadedBy: owner.id,
    });
    const attach = (ids: number[]) =>
      db.$transaction((tx) =>
        claimMedia(tx, {
          ids,
          purpose: "centre_photo",
          uploadedBy: owner.id,
          owner: { kind: "centre", id: 77 },
        }),
      );

    await expect(attach([mine.id, theirs.id])).rejects.toMatchObject({
      code: "NOT_FOUND",
      field: "mediaIds",
      error: { id: "errors.mediaNotFound", values: { id: theirs.id } },
    });
    await expect(attach([review.id])).rejects.toMatchObject({
      code: "BAD_INPUT",
      error: { id: "errors.mediaWrongPurpose" },
    });
    // Nothing was attached by the refused calls.
    expect((await db.media.findUniqueOrThrow({ where: { id: mine.id } })).ownerKind).toBeNull();

    expect((await attach([mine.id])).map((row) => row.id)).toEqual([mine.id]);
    await expect(attach([mine.id])).rejects.toMatchObject({
      code: "CONFLICT",
      error: { id: "errors.mediaAlreadyUsed" },
    });
    expect((await mediaOfOwners(db, "centre", [77])).get(77)?.map((m) => m.id)).toEqual([mine.id]);
  });

  it("discards images: gone from views, files removed unless another live image has the same bytes", async () => {
    const { db } = database;
    const user = await signedInUser(db, "user");
    const bytes = await photo("#abcdef");
    const first = await storeImage(db, storage, { bytes, purpose: "review_photo", uploadedBy: user.id });
    const same = await storeImage(db, storage, { bytes, purpose: "review_photo", uploadedBy: user.id });
    expect(same.keyLarge).toBe(first.keyLarge);
    await db.$transaction((tx) =>
      claimMedia(tx, {
        ids: [first.id, same.id],
        purpose: "review_photo",
        uploadedBy: user.id,
        owner: { kind: "review", id: 5 },
      }),
    );

    await discardMedia(db, storage, [first.id]);
    expect((await mediaOfOwners(db, "review", [5])).get(5)?.map((m) => m.id)).toEqual([same.id]);
    expect(await storage.get(first.keyLarge)).not.toBeNull();

    await discardMedia(db, storage, [same.id]);
    expect((await mediaOfOwners(db, "review", [5])).get(5)).toBeUndefined();
    expect(await storage.get(first.keyLarge)).toBeNull();
    expect(await storage.get(first.keyThumb)).toBeNull();
  });
});
