import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { atSlotOf } from "../../../test/support/clock";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

describe("reviews", () => {
  it("rates a completed booking once, moving the centre's and services' real aggregates", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const { token } = await signedInUser(db);
    const customer = callerFor(db, { token });
    const booking = await customer.booking.create(bookingRequest(fixture, { time: "09:00" }));
    await expect(customer.reviews.create({ bookingId: booking.id, rating: 5 })).rejects.toMatchObject({
      message: "You can review a booking once the centre has completed it",
    });
    const centre = callerFor(db, { token: fixture.owner.token });
    await atSlotOf(db, booking.id, async () => {
      for (const action of ["confirm", "start", "complete"] as const) {
        await centre.centreBookings.act({ bookingId: booking.id, action });
      }
    });
    await customer.reviews.create({ bookingId: booking.id, rating: 4, comment: "Spotless, on time" });
    await expect(customer.reviews.create({ bookingId: booking.id, rating: 5 })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "You have already reviewed this booking",
    });
    const detail = await callerFor(db).catalog.centre({ id: fixture.centre.id });
    expect(detail.rating).toEqual({ average: 4, count: 1 });
    expect(detail.services.find((s) => s.id === fixture.wash.id)?.rating).toEqual({ average: 4, count: 1 });
    const stranger = callerFor(db, { token: (await signedInUser(db)).token });
    await expect(stranger.reviews.create({ bookingId: booking.id, rating: 1 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("takes one of two reviews sent at once, and refuses the other as a second review", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const { token } = await signedInUser(db);
    const customer = callerFor(db, { token });
    const booking = await customer.booking.create(bookingRequest(fixture, { time: "11:00" }));
    const centre = callerFor(db, { token: fixture.owner.token });
    await atSlotOf(db, booking.id, async () => {
      for (const action of ["confirm", "start", "complete"] as const) {
        await centre.centreBookings.act({ bookingId: booking.id, action });
      }
    });
    const outcomes = await Promise.allSettled([
      customer.reviews.create({ bookingId: booking.id, rating: 5 }),
      customer.reviews.create({ bookingId: booking.id, rating: 3 }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const [refused] = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason] : []));
    expect(refused).toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "You have already reviewed this booking",
    });
    const detail = await callerFor(db).catalog.centre({ id: fixture.centre.id });
    expect(detail.rating?.count).toBe(1);
  });
});
