import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

const NEW30 = { code: "NEW30", percentOff: 30, amountOffPaise: null, maxDiscountPaise: 30_000 };

beforeEach(async () => {
  await database.db.coupon.upsert({
    where: { code: "NEW30" },
    update: { retiredAt: null },
    create: {
      code: "NEW30",
      description: "30% off your first booking, up to ₹300",
      percentOff: 30,
      maxDiscountPaise: 30_000,
      firstBookingOnly: true,
    },
  });
});

async function signedIn(role: "user" | "vendor" | "admin" = "user") {
  const { id, token } = await signedInUser(database.db, role);
  return { id, caller: callerFor(database.db, { token }) };
}

describe("the first-booking offer the site mentions", () => {
  it("is mentioned to signed-out visitors and to customers who have not booked", async () => {
    expect(await callerFor(database.db).coupons.firstBookingOffer()).toEqual(NEW30);
    expect(await (await signedIn()).caller.coupons.firstBookingOffer()).toEqual(NEW30);
  });

  it("is not mentioned to a customer who has booked: the coupon's own rule refuses them", async () => {
    const fixture = await bookableCentre(database.db);
    const { caller } = await signedIn();
    await caller.booking.create(bookingRequest(fixture));
    expect(await caller.coupons.firstBookingOffer()).toBeNull();
    await expect(
      caller.booking.quote({ ...bookingRequest(fixture, { time: "11:30" }), couponCode: "NEW30" }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/first booking/i) });
  });

  it("is not mentioned to centres and admins, who do not book", async () => {
    expect(await (await signedIn("vendor")).caller.coupons.firstBookingOffer()).toBeNull();
    expect(await (await signedIn("admin")).caller.coupons.firstBookingOffer()).toBeNull();
  });

  it("is not mentioned once the coupon is retired", async () => {
    await database.db.coupon.update({ where: { code: "NEW30" }, data: { retiredAt: new Date() } });
    expect(await callerFor(database.db).coupons.firstBookingOffer()).toBeNull();
    expect(await (await signedIn()).caller.coupons.firstBookingOffer()).toBeNull();
  });
});
