import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

describe("a centre acting on a booking from a stale screen", () => {
  it("is refused once the booking changed since it was shown, and acts when it did not", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const customer = callerFor(db, { token: (await signedInUser(db)).token });
    const booking = await customer.booking.create(bookingRequest(fixture, { time: "11:00" }));
    const tabOne = callerFor(db, { token: fixture.owner.token });
    const tabTwo = callerFor(db, { token: fixture.owner.token });
    const shown = (await tabOne.centreBookings.list({})).items.find((item) => item.id === booking.id);
    if (!shown) throw new Error("the board does not show the booking");

    // The other tab confirms it meanwhile.
    const confirmed = await tabTwo.centreBookings.act({
      bookingId: booking.id,
      action: "confirm",
      seenUpdatedAt: shown.updatedAt,
    });
    expect(confirmed.updatedAt.getTime()).toBeGreaterThan(shown.updatedAt.getTime());

    await expect(
      tabOne.centreBookings.act({
        bookingId: booking.id,
        action: "cancel",
        reason: "Bay flooded",
        seenUpdatedAt: shown.updatedAt,
      }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "This booking changed since you opened it, in another tab or by someone else. Look at it again, then act.",
    });
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "confirmed",
    });

    // Seen as it is now, the action goes through.
    const cancelled = await tabOne.centreBookings.act({
      bookingId: booking.id,
      action: "cancel",
      reason: "Bay flooded",
      seenUpdatedAt: confirmed.updatedAt,
    });
    expect(cancelled.status).toBe("cancelled");
  });
});
