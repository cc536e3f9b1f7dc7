import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MediaPurpose } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { atSlotOf } from "../../../test/support/clock";
import { localDiskStorage } from "../media/local-disk-storage";
import { storeImage } from "../media/media.service";
import type { MediaStorage } from "../media/media-storage";

// Photos on a customer's review: attached with the review, shown in public, hidden with the review by an admin
// (admins still see them), on PGlite and, with DATABASE_URL, PostgreSQL.
let database: Awaited<ReturnType<typeof createTestDb>>;
let root: string;
let storage: MediaStorage;
beforeAll(async () => {
  database = await createTestDb();
  root = await mkdtemp(join(tmpdir(), "chamak-review-photos-"));
  storage = localDiskStorage(root);
});
afterAll(async () => {
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

let shade = 0;
async function uploaded(userId: number, purpose: MediaPurpose = "review_photo") {
  shade += 1;
  const background = { r: (shade * 71) % 256, g: (shade * 13) % 256, b: (shade * 151) % 256 };
  const bytes = await sharp({ create: { width: 800, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return storeImage(database.db, storage, { bytes, purpose, uploadedBy: userId });
}

/** A customer's booking at a new centre, completed by the centre and ready for a review. */
async function completedVisit(time: string) {
  const { db } = database;
  const fixture = await bookableCentre(db);
  const user = await signedInUser(db);
  const customer = callerFor(db, { token: user.token });
  const booking = await customer.booking.create(bookingRequest(fixture, { time }));
  const centre = callerFor(db, { token: fixture.owner.token });
  await atSlotOf(db, booking.id, async () => {
    for (const action of ["confirm", "start", "complete"] as const) {
      await centre.centreBookings.act({ bookingId: booking.id, action });
    }
  });
  return { fixture, user, customer, centre, booking };
}

describe("review photos", () => {
  it("are shown with the review; an admin's hide hides them from the public and the centre, not from admins", async () => {
    const { db } = database;
    const { fixture, user, customer, centre, booking } = await completedVisit("09:00");
    const photos = [await uploaded(user.id), await uploaded(user.id)];
    const review = await customer.reviews.create({
      bookingId: booking.id,
      rating: 5,
      comment: "Shiny",
      photoIds: photos.map((p) => p.id),
    });
    const expected = photos.map((p) => ({
      id: p.id,
      url: `/media/${p.keyLarge}`,
      thumbUrl: `/media/${p.keyThumb}`,
      width: 800,
      height: 800,
    }));
    const publicReviews = () =>
      callerFor(db).catalog.reviews({ centreId: fixture.centre.id, page: 1, pageSize: 12 });
    expect((await publicReviews()).items[0]?.photos).toEqual(expected);
    expect((await centre.reviews.centre.list({ page: 1, pageSize: 12 })).items[0]?.photos).toEqual(expected);

    const admin = callerFor(db, { token: (await signedInUser(db, "admin")).token });
    await admin.reviews.admin.hide({ reviewId: review.id, reason: "Photos of another customer's car plate" });
    expect((await publicReviews()).items).toEqual([]);
    expect((await centre.reviews.centre.list({ page: 1, pageSize: 12 })).items[0]).toMatchObject({
      hidden: true,
      photos: [],
    });
    const moderated = await admin.reviews.admin.list({ centreId: fixture.centre.id, page: 1, pageSize: 12 });
    expect(moderated.items[0]?.photos).toEqual(expected);

    await admin.reviews.admin.show({ reviewId: review.id });
    expect((await publicReviews()).items[0]?.photos).toEqual(expected);
  });

  it("refuses another customer's upload, a centre photo, a used photo and a fourth photo; no review is made", async () => {
    const { db } = database;
    const { user, customer, booking } = await completedVisit("10:00");
    const stranger = await signedInUser(db);
    const attempts = [
      // Another customer's upload: as if it did not exist.
      { ids: [(await uploaded(stranger.id)).id], code: "NOT_FOUND" },
      // The customer's own upload, but of another purpose (POST /media would not let a customer make one).
      { ids: [(await uploaded(user.id, "centre_photo")).id], code: "BAD_REQUEST" },
      // More than three: refused by the input's schema.
      { ids: [1, 2, 3, 4], code: "BAD_REQUEST" },
    ];
    for (const attempt of attempts) {
      await expect(
        customer.reviews.create({ bookingId: booking.id, rating: 4, photoIds: attempt.ids }),
      ).rejects.toMatchObject({ code: attempt.code });
    }
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(0);

    // A photo already on another review.
    const other = await completedVisit("11:00");
    const shared = await uploaded(other.user.id);
    await other.customer.reviews.create({ bookingId: other.booking.id, rating: 3, photoIds: [shared.id] });
    const second = await completedVisit("12:00");
    await expect(
      second.customer.reviews.create({ bookingId: second.booking.id, rating: 3, photoIds: [shared.id] }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", cause: { field: "photoIds" } });
    expect(await db.review.count({ where: { bookingId: second.booking.id } })).toBe(0);
  });
});
