import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

async function book(fixture: Awaited<ReturnType<typeof bookableCentre>>, time: string, serviceId: number) {
  const { token } = await signedInUser(database.db);
  const request = { ...bookingRequest(fixture, { time }), items: [{ serviceId, quantity: 1 }] };
  return callerFor(database.db, { token }).booking.create(request);
}

/** The bays a booking holds; each one's reservation must span the booking's slot exactly. */
async function baysOf(booking: { id: number; slotStart: Date; slotEnd: Date }) {
  const rows = await database.db.bayReservation.findMany({ where: { bookingId: booking.id } });
  for (const row of rows) expect([row.slotStart, row.slotEnd]).toEqual([booking.slotStart, booking.slotEnd]);
  return rows.map((row) => row.bay);
}

describe("writing a booking in one statement", () => {
  it("takes the lowest bay free for the whole slot, not just its start", async () => {
    const fixture = await bookableCentre(database.db, { bays: 2 });
    const wash = await book(fixture, "10:30", fixture.wash.id);
    expect(await baysOf(wash)).toEqual([1]);

    // 10:00–11:00: bay 1 is free at 10:00 but taken at 10:30, so the hour goes on bay 2 (one row).
    const polish = await book(fixture, "10:00", fixture.polish.id);
    expect(await baysOf(polish)).toEqual([2]);

    // 09:30–10:30 fits on bay 1 before the 10:30 wash; after it, 10:00 is taken on both bays.
    const early = await book(fixture, "09:30", fixture.polish.id);
    expect(await baysOf(early)).toEqual([1]);

    await expect(book(fixture, "10:00", fixture.wash.id)).rejects.toMatchObject({
      message: "That slot just filled up; please choose another time",
    });
  });

  it("writes the items in cart order with the server's prices, and nothing for a full slot", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db, { bays: 1 });
    const { token } = await signedInUser(db);
    const caller = callerFor(db, { token });
    const booking = await caller.booking.create({
      ...bookingRequest(fixture, { time: "12:00", paymentMethod: "cash" }),
      items: [
        { serviceId: fixture.polish.id, quantity: 1 },
        { serviceId: fixture.wash.id, quantity: 2 },
      ],
    });
    expect(booking.items).toEqual([
      expect.objectContaining({ serviceId: fixture.polish.id, unitPricePaise: 120_000, quantity: 1 }),
      expect.objectContaining({ serviceId: fixture.wash.id, unitPricePaise: 49_900, quantity: 2 }),
    ]);
    expect(booking).toMatchObject({ status: "requested", paymentStatus: "cash_due", totalPaise: 219_800 });
    expect(booking.slotStart.getTime()).toBeLessThan(booking.slotEnd.getTime());
    expect(booking.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(booking.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await db.payment.findMany({ where: { bookingId: booking.id } })).toEqual([
      expect.objectContaining({ method: "cash", amountPaise: 219_800, state: "created" }),
    ]);

    const before = await db.booking.count();
    await expect(
      caller.booking.create(bookingRequest(fixture, { time: "12:30", paymentMethod: "cash" })),
    ).rejects.toMatchObject({ message: "That slot just filled up; please choose another time" });
    expect(await db.booking.count()).toBe(before);
    expect(await db.bookingItem.count({ where: { booking: { centreId: fixture.centre.id } } })).toBe(2);
  });
});
