import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../testing/booking-fixtures";
import { callerFor, signedInUser } from "../../testing/caller";
import { indiaDate, indiaToInstant } from "./india-time";
import { loadBookableCentre, loadCentreDay, takenBayUnits } from "./schedule";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

describe("loadCentreDay", () => {
  it("reads what loadBookableCentre and takenBayUnits read, in one statement", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db, { bays: 2 });
    const date = indiaDate(new Date(), 2);
    const { token } = await signedInUser(db);
    // Two bookings at 10:30 (30-minute units): bay 1 for 30 minutes, then bay 2 for 60.
    await callerFor(db, { token }).booking.create(bookingRequest(fixture, { date, time: "10:30" }));
    await callerFor(db, { token }).booking.create({
      ...bookingRequest(fixture, { date, time: "10:30" }),
      items: [{ serviceId: fixture.polish.id, quantity: 1 }],
    });
    const from = indiaToInstant(date, 0);
    const to = indiaToInstant(date, 24 * 60);

    const day = await loadCentreDay(db, fixture.centre.id, from, to);
    const taken = await takenBayUnits(db, fixture.centre.id, from, to);
    expect(taken.size).toBe(3);
    expect([...day.taken].sort()).toEqual([...taken].sort());
    expect(day.centre).toEqual(await loadBookableCentre(db, fixture.centre.id));

    // Only the range asked for: the 11:00 unit alone.
    const eleven = indiaToInstant(date, 11 * 60);
    const later = await loadCentreDay(db, fixture.centre.id, eleven, to);
    expect([...later.taken]).toEqual([...(await takenBayUnits(db, fixture.centre.id, eleven, to))]);
    expect(later.taken.size).toBe(1);
  });

  it("refuses a centre that is not approved, like loadBookableCentre", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    await db.centre.update({ where: { id: fixture.centre.id }, data: { status: "suspended" } });
    const now = new Date();
    for (const read of [
      loadCentreDay(db, fixture.centre.id, now, now),
      loadCentreDay(db, 999_999, now, now),
    ]) {
      await expect(read).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "This centre is not taking bookings",
      });
    }
  });
});
