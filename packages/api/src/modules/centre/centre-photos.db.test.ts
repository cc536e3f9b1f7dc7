import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MediaPurpose } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { localDiskStorage } from "../media/local-disk-storage";
import { storeImage } from "../media/media.service";
import type { MediaStorage } from "../media/media-storage";

// A centre's photos through the vendor procedures (upload first, then add by id, order, cover, delete) and what
// the public catalog shows of them, on PGlite and, with DATABASE_URL, PostgreSQL, with files on the local disk.
let database: Awaited<ReturnType<typeof createTestDb>>;
let root: string;
let storage: MediaStorage;
beforeAll(async () => {
  database = await createTestDb();
  root = await mkdtemp(join(tmpdir(), "chamak-centre-photos-"));
  storage = localDiskStorage(root);
});
afterAll(async () => {
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

let shade = 0;
/** A real upload by `userId` (a different picture each time). */
async function uploaded(userId: number, purpose: MediaPurpose = "centre_photo") {
  shade += 1;
  const bytes = await sharp({
    create: {
      width: 900,
      height: 600,
      channels: 3,
      // Far apart: lossy WebP gives neighbouring shades the same bytes (and so the same content-addressed key).
      background: { r: (shade * 53) % 256, g: (shade * 97) % 256, b: (shade * 29) % 256 },
    },
  })
    .jpeg()
    .toBuffer();
  return storeImage(database.db, storage, { bytes, purpose, uploadedBy: userId });
}

const vendorOf = (fixture: Awaited<ReturnType<typeof bookableCentre>>) =>
  callerFor(database.db, { token: fixture.owner.token, media: storage });

describe("a centre's photos", () => {
  it("adds uploads in order, the first is the cover; reorders, moves the cover, and the site shows it first", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const vendor = vendorOf(fixture);
    const [first, second, third] = [
      await uploaded(fixture.owner.id),
      await uploaded(fixture.owner.id),
      await uploaded(fixture.owner.id),
    ];
    const added = await vendor.vendor.photos.add({ mediaIds: [first.id, second.id] });
    expect(added.items.map((p) => [p.mediaId, p.isCover])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect(added.items[0]?.thumbUrl).toBe(`/media/${first.keyThumb}`);
    await vendor.vendor.photos.add({ mediaIds: [third.id] });

    const listed = await vendor.vendor.photos.list();
    const ids = listed.items.map((p) => p.id);
    const reordered = await vendor.vendor.photos.reorder({ photoIds: [ids[2], ids[0], ids[1]] as number[] });
    expect(reordered.items.map((p) => p.mediaId)).toEqual([third.id, first.id, second.id]);

    const covered = await vendor.vendor.photos.setCover({ photoId: ids[1] as number });
    expect(covered.items.filter((p) => p.isCover).map((p) => p.mediaId)).toEqual([second.id]);

    const page = await callerFor(db).catalog.centre({ id: fixture.centre.id });
    expect(page.photos.map((p) => p.url)).toEqual([
      `/media/${second.keyLarge}`,
      `/media/${third.keyLarge}`,
      `/media/${first.keyLarge}`,
    ]);
    expect(page.photos[0]).toMatchObject({ isCover: true, thumbUrl: `/media/${second.keyThumb}` });
    // Listing cards show the cover's thumbnail.
    const cards = await callerFor(db).catalog.search({
      q: fixture.centre.name,
      sort: "relevance",
      page: 1,
      pageSize: 12,
    });
    expect(cards.items.find((c) => c.id === fixture.centre.id)?.profileImageUrl).toBe(
      `/media/${second.keyThumb}`,
    );
    expect(
      await db.auditLog.count({ where: { entityType: "centre", entityId: String(fixture.centre.id) } }),
    ).toBe(4);
  });

  it("deletes a photo and its files; a deleted cover passes to the first; none left shows the static image", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    await db.centre.update({
      where: { id: fixture.centre.id },
      data: { profileImageUrl: "/img/static.jpg" },
    });
    const vendor = vendorOf(fixture);
    const [a, b] = [await uploaded(fixture.owner.id), await uploaded(fixture.owner.id)];
    const { items } = await vendor.vendor.photos.add({ mediaIds: [a.id, b.id] });
    const [photoA, photoB] = items;

    const afterDelete = await vendor.vendor.photos.remove({ photoId: photoA?.id as number });
    expect(afterDelete.items.map((p) => [p.id, p.isCover])).toEqual([[photoB?.id, true]]);
    expect(await storage.get(a.keyLarge)).toBeNull();
    expect((await db.media.findUniqueOrThrow({ where: { id: a.id } })).deletedAt).not.toBeNull();

    await vendor.vendor.photos.remove({ photoId: photoB?.id as number });
    const centre = await db.centre.findUniqueOrThrow({ where: { id: fixture.centre.id } });
    expect(centre.coverImageUrl).toBeNull();
    const cards = await callerFor(db).catalog.search({
      q: fixture.centre.name,
      sort: "relevance",
      page: 1,
      pageSize: 12,
    });
    expect(cards.items.find((c) => c.id === fixture.centre.id)?.profileImageUrl).toBe("/img/static.jpg");
  });

  it("keeps to the limit of 12", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    await db.centrePhoto.createMany({
      data: Array.from({ length: 11 }, (_, i) => ({
        centreId: fixture.centre.id,
        url: `/p/${i}.jpg`,
        position: i,
      })),
    });
    const two = [await uploaded(fixture.owner.id), await uploaded(fixture.owner.id)];
    await expect(
      vendorOf(fixture).vendor.photos.add({ mediaIds: two.map((m) => m.id) }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      cause: { field: "mediaIds", error: { id: "errors.tooManyCentrePhotos", values: { max: 12 } } },
    });
    // Refused as a whole: nothing attached.
    expect(
      await db.media.count({ where: { id: { in: two.map((m) => m.id) }, ownerKind: { not: null } } }),
    ).toBe(0);
    await vendorOf(fixture).vendor.photos.add({ mediaIds: [two[0]?.id as number] });
    expect(await db.centrePhoto.count({ where: { centreId: fixture.centre.id } })).toBe(12);
  });
});

describe("hostile calls", () => {
  it("refuses another account's upload, a review photo, a photo already used, and another centre's photo", async () => {
    const { db } = database;
    const mine = await bookableCentre(db);
    const theirs = await bookableCentre(db);
    const vendor = vendorOf(mine);
    const othersUpload = await uploaded(theirs.owner.id);
    await expect(vendor.vendor.photos.add({ mediaIds: [othersUpload.id] })).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { field: "mediaIds", error: { id: "errors.mediaNotFound" } },
    });
    const customer = await signedInUser(db, "user");
    const reviewPhoto = await uploaded(customer.id, "review_photo");
    await expect(vendor.vendor.photos.add({ mediaIds: [reviewPhoto.id] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const ownReviewKind = await uploaded(mine.owner.id, "review_photo");
    await expect(vendor.vendor.photos.add({ mediaIds: [ownReviewKind.id] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });

    const used = await uploaded(mine.owner.id);
    await vendor.vendor.photos.add({ mediaIds: [used.id] });
    await expect(vendor.vendor.photos.add({ mediaIds: [used.id] })).rejects.toMatchObject({
      code: "CONFLICT",
    });

    const theirPhotos = await vendorOf(theirs).vendor.photos.add({ mediaIds: [othersUpload.id] });
    const theirPhotoId = theirPhotos.items[0]?.id as number;
    await expect(vendor.vendor.photos.setCover({ photoId: theirPhotoId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(vendor.vendor.photos.remove({ photoId: theirPhotoId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const ownIds = (await vendor.vendor.photos.list()).items.map((p) => p.id);
    await expect(vendor.vendor.photos.reorder({ photoIds: [...ownIds, theirPhotoId] })).rejects.toMatchObject(
      {
        code: "BAD_REQUEST",
        cause: { field: "photoIds" },
      },
    );
    expect(await db.centrePhoto.count({ where: { centreId: theirs.centre.id } })).toBe(1);
    expect(await storage.get(othersUpload.keyLarge)).not.toBeNull();
  });

  it("refuses two adds of the same upload at once, but one", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const upload = await uploaded(fixture.owner.id);
    const outcomes = await Promise.allSettled([
      vendorOf(fixture).vendor.photos.add({ mediaIds: [upload.id] }),
      vendorOf(fixture).vendor.photos.add({ mediaIds: [upload.id] }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await db.centrePhoto.count({ where: { centreId: fixture.centre.id } })).toBe(1);
  });
});
