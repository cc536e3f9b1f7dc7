import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

/** A customer's cash booking of the fixture centre's wash and two polishes, which they then cancel. */
async function cancelledBooking() {
  const { db } = database;
  const fixture = await bookableCentre(db);
  const { token } = await signedInUser(db, "user");
  const caller = callerFor(db, { token });
  const booking = await caller.booking.create({
    ...bookingRequest(fixture),
    items: [
      { serviceId: fixture.wash.id, quantity: 1 },
      { serviceId: fixture.polish.id, quantity: 2 },
    ],
  });
  await caller.booking.cancel({ bookingId: booking.id });
  return { fixture, caller, booking };
}

describe("book again", () => {
  it("gives the same services at today's prices, the vehicle and the address of a cancelled booking", async () => {
    const { fixture, caller, booking } = await cancelledBooking();
    await database.db.servicePrice.update({
      where: {
        serviceId_vehicleTypeId: { serviceId: fixture.wash.id, vehicleTypeId: fixture.vehicleType.id },
      },
      data: { pricePaise: 59_900 },
    });
    const again = await caller.accounts.saved.bookAgain({ bookingId: booking.id });
    expect(again).toEqual({
      centre: { id: fixture.centre.id, name: fixture.centre.name },
      centreOpen: true,
      vehicleType: { id: fixture.vehicleType.id, slug: "suv", name: "Suv" },
      items: [
        {
          serviceId: fixture.wash.id,
          categoryName: "Basic Wash",
          subCategoryName: "Foam Wash",
          quantity: 1,
          pricePaise: 59_900,
          previousPricePaise: 49_900,
          driverFeePaise: 15_000,
        },
        {
          serviceId: fixture.polish.id,
          categoryName: "Basic Wash",
          subCategoryName: "Wax Polish",
          quantity: 2,
          pricePaise: 120_000,
          previousPricePaise: 120_000,
          driverFeePaise: 25_000,
        },
      ],
      gone: [],
      vehicleNumber: "DL 3C AB 1234",
      brand: "Hyundai",
      contactMobile: "9876543210",
      address: {
        state: "Delhi",
        city: "New Delhi",
        address: "B-12 Lajpat Nagar",
        zip: "110024",
        siteDetails: {},
      },
    });
  });

  it("names the services the centre no longer offers: deleted, or no longer priced for the vehicle", async () => {
    const { fixture, caller, booking } = await cancelledBooking();
    await database.db.service.update({ where: { id: fixture.polish.id }, data: { deletedAt: new Date() } });
    let again = await caller.accounts.saved.bookAgain({ bookingId: booking.id });
    expect(again.items.map((item) => item.serviceId)).toEqual([fixture.wash.id]);
    expect(again.gone).toEqual([{ categoryName: "Basic Wash", subCategoryName: "Wax Polish" }]);

    await database.db.servicePrice.deleteMany({ where: { serviceId: fixture.wash.id } });
    again = await caller.accounts.saved.bookAgain({ bookingId: booking.id });
    expect(again.items).toEqual([]);
    expect(again.gone.map((item) => item.subCategoryName)).toEqual(["Foam Wash", "Wax Polish"]);
  });

  it("says when the centre no longer takes bookings", async () => {
    const { fixture, caller, booking } = await cancelledBooking();
    await database.db.centre.update({ where: { id: fixture.centre.id }, data: { status: "suspended" } });
    expect((await caller.accounts.saved.bookAgain({ bookingId: booking.id })).centreOpen).toBe(false);
  });

  it("refuses a booking that is not over, and another customer's booking is not found", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const { token } = await signedInUser(db, "user");
    const caller = callerFor(db, { token });
    const upcoming = await caller.booking.create(bookingRequest(fixture));
    await expect(caller.accounts.saved.bookAgain({ bookingId: upcoming.id })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "Only a booking that is over (completed, cancelled or expired) can be booked again",
    });
    const { booking } = await cancelledBooking();
    await expect(caller.accounts.saved.bookAgain({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
