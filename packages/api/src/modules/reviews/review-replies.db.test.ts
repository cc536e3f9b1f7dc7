import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { atSlotOf } from "../../../test/support/clock";

// The centre's public reply to a review and an admin hiding an abusive one, through the tRPC procedures, on
// PGlite and, with DATABASE_URL, on PostgreSQL.
let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

type Fixture = Awaited<ReturnType<typeof bookableCentre>>;

/** A booking of `fixture` completed by its centre and rated `rating` by its customer. */
async function reviewed(fixture: Fixture, time: string, rating: number, comment: string) {
  const { db } = database;
  const customer = callerFor(db, { token: (await signedInUser(db)).token });
  const booking = await customer.booking.create(bookingRequest(fixture, { time }));
  const centre = callerFor(db, { token: fixture.owner.token });
  await atSlotOf(db, booking.id, async () => {
    for (const action of ["confirm", "start", "complete"] as const) {
      await centre.centreBookings.act({ bookingId: booking.id, action });
    }
  });
  const review = await customer.reviews.create({ bookingId: booking.id, rating, comment });
  return { booking, review };
}

const publicReviews = (fixture: Fixture) =>
  callerFor(database.db).catalog.reviews({ centreId: fixture.centre.id, page: 1, pageSize: 12 });

describe("a centre's reply to a review", () => {
  it("is public, once; the centre sees its reviews with the booking; another centre cannot reply", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const { booking, review } = await reviewed(fixture, "09:00", 3, "Good wash, but a long wait");
    const centre = callerFor(db, { token: fixture.owner.token });

    const mine = await centre.reviews.centre.list({ page: 1, pageSize: 12 });
    expect(mine.items).toEqual([
      expect.objectContaining({ id: review.id, bookingCode: booking.code, reply: null, hidden: false }),
    ]);

    const replied = await centre.reviews.centre.reply({
      reviewId: review.id,
      reply: "Sorry for the wait: we have added a second bay.",
    });
    expect(replied.reply?.text).toBe("Sorry for the wait: we have added a second bay.");
    expect((await publicReviews(fixture)).items[0]?.reply).toEqual({
      text: "Sorry for the wait: we have added a second bay.",
      at: expect.any(Date),
    });

    await expect(
      centre.reviews.centre.reply({ reviewId: review.id, reply: "A second answer" }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED", cause: { field: "reply" } });
    const other = await bookableCentre(db);
    await expect(
      callerFor(db, { token: other.owner.token }).reviews.centre.reply({ reviewId: review.id, reply: "Hi" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const row = await db.review.findUniqueOrThrow({ where: { id: review.id } });
    expect(row.reply).toBe("Sorry for the wait: we have added a second bay.");
    expect(
      await db.auditLog.count({ where: { action: "review.replied", entityId: String(booking.id) } }),
    ).toBe(1);
  });

  it("takes one of two replies sent at once", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const { review } = await reviewed(fixture, "10:00", 5, "Spotless");
    const centre = callerFor(db, { token: fixture.owner.token });
    const outcomes = await Promise.allSettled([
      centre.reviews.centre.reply({ reviewId: review.id, reply: "Thank you!" }),
      centre.reviews.centre.reply({ reviewId: review.id, reply: "Thanks a lot!" }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([
      expect.objectContaining({ reason: expect.objectContaining({ code: "PRECONDITION_FAILED" }) }),
    ]);
  });
});

describe("an admin hiding a review", () => {
  it("takes it out of the public list and of the ratings, once; showing it again puts both back", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    await reviewed(fixture, "09:00", 5, "Great");
    const { review } = await reviewed(fixture, "11:00", 1, "Abusive words here");
    const admin = callerFor(db, { token: (await signedInUser(db, "admin")).token });
    const rating = async () => (await callerFor(db).catalog.centre({ id: fixture.centre.id })).rating;
    const serviceRating = async () =>
      (await callerFor(db).catalog.centre({ id: fixture.centre.id })).services.find(
        (s) => s.id === fixture.wash.id,
      )?.rating;
    expect(await rating()).toEqual({ average: 3, count: 2 });

    const hidden = await admin.reviews.admin.hide({ reviewId: review.id, reason: "Abusive language" });
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: "Abusive language" });
    // Hiding twice moves nothing twice.
    await admin.reviews.admin.hide({ reviewId: review.id, reason: "Abusive language" });
    expect(await rating()).toEqual({ average: 5, count: 1 });
    expect(await serviceRating()).toEqual({ average: 5, count: 1 });
    const shown = await publicReviews(fixture);
    expect(shown.items.map((item) => item.comment)).toEqual(["Great"]);
    expect(shown.total).toBe(1);
    // The centre still sees it, marked.
    const mine = await callerFor(db, { token: fixture.owner.token }).reviews.centre.list({
      page: 1,
      pageSize: 12,
    });
    expect(mine.items.find((item) => item.id === review.id)?.hidden).toBe(true);
    expect(
      (await admin.reviews.admin.list({ page: 1, pageSize: 12, hidden: true })).items.map((i) => i.id),
    ).toContain(review.id);

    await admin.reviews.admin.show({ reviewId: review.id });
    await admin.reviews.admin.show({ reviewId: review.id });
    expect(await rating()).toEqual({ average: 3, count: 2 });
    expect(await serviceRating()).toEqual({ average: 3, count: 2 });
    expect((await publicReviews(fixture)).total).toBe(2);
  });

  it("refuses a hide without a reason, naming the field", async () => {
    const { db } = database;
    const admin = callerFor(db, { token: (await signedInUser(db, "admin")).token });
    await expect(admin.reviews.admin.hide({ reviewId: 1, reason: "  " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { issues: [expect.objectContaining({ path: ["reason"] })] },
    });
  });
});
