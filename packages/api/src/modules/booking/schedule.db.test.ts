import { indiaDate, indiaToInstant } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { type CartRow, cartColumn, cartQuantities, toCartLines } from "./cart-lines";
import { loadBookableCentre, loadBookableCentreWith, takenBays, takenColumn } from "./schedule";
import { type BayHold, takenBaysOf } from "./slots";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

async function loadCentreDay(centreId: number, from: Date, to: Date) {
  const { centre, extra } = await loadBookableCentreWith<{ taken: BayHold[] }>(
    { pool: database.db },
    centreId,
    [takenColumn(from, to)],
  );
  return { centre, taken: takenBaysOf(extra.taken) };
}

describe("loadBookableCentreWith", () => {
  it("reads the centre as loadBookableCentre does and, in the same statement, what takenBays reads", async () => {
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

    const day = await loadCentreDay(fixture.centre.id, from, to);
    const taken = await takenBays(db, fixture.centre.id, from, to);
    const at = (minutes: number) => indiaToInstant(date, minutes).getTime();
    // One row per booking: its bay from its start to its end, in epoch milliseconds.
    expect(taken).toEqual(
      new Map([
        [1, [[1, at(10 * 60 + 30), at(11 * 60)]]],
        [2, [[2, at(10 * 60 + 30), at(11 * 60 + 30)]]],
      ]),
    );
    expect(day.taken).toEqual(taken);
    expect(day.centre).toEqual(await loadBookableCentre({ pool: db }, fixture.centre.id));

    // Only what overlaps the range asked for: from 11:00, the polish (until 11:30) alone; the wash ends at 11:00.
    const eleven = indiaToInstant(date, 11 * 60);
    const later = await loadCentreDay(fixture.centre.id, eleven, to);
    expect(later.taken).toEqual(await takenBays(db, fixture.centre.id, eleven, to));
    expect(later.taken).toEqual(new Map([[2, [[2, at(10 * 60 + 30), at(11 * 60 + 30)]]]]));
  });

  it("prices a cart from the cart column: the centre's own live services, for the vehicle asked for", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const other = await bookableCentre(db);
    const cartOf = async (vehicleTypeId: number, items: { serviceId: number; quantity: number }[]) => {
      const quantities = cartQuantities(items);
      const { extra } = await loadBookableCentreWith<{ cart: CartRow[] }>({ pool: db }, fixture.centre.id, [
        cartColumn(vehicleTypeId, quantities),
      ]);
      return toCartLines(extra.cart, quantities);
    };

    const lines = await cartOf(fixture.vehicleType.id, [
      { serviceId: fixture.wash.id, quantity: 1 },
      { serviceId: fixture.polish.id, quantity: 1 },
      { serviceId: fixture.wash.id, quantity: 2 },
    ]);
    expect(lines).toEqual([
      {
        serviceId: fixture.wash.id,
        categoryName: "Basic Wash",
        subCategoryName: "Foam Wash",
        unitPricePaise: 49_900,
        quantity: 3,
        durationMinutes: 30,
        driverFeePaise: 15_000,
      },
      {
        serviceId: fixture.polish.id,
        categoryName: "Basic Wash",
        subCategoryName: "Wax Polish",
        unitPricePaise: 120_000,
        quantity: 1,
        durationMinutes: 60,
        driverFeePaise: 25_000,
      },
    ]);

    await db.service.update({ where: { id: fixture.polish.id }, data: { deletedAt: new Date() } });
    for (const [serviceId, message] of [
      [other.wash.id, `Service #${other.wash.id} is not offered by this centre any more`],
      [fixture.polish.id, `Service #${fixture.polish.id} is not offered by this centre any more`],
    ] as const) {
      await expect(cartOf(fixture.vehicleType.id, [{ serviceId, quantity: 1 }])).rejects.toMatchObject({
        code: "BAD_INPUT",
        field: "items",
        message,
      });
    }
    await expect(cartOf(999_999, [{ serviceId: fixture.wash.id, quantity: 1 }])).rejects.toMatchObject({
      code: "BAD_INPUT",
      field: "vehicleTypeId",
    });
  });

  it("refuses a centre that is not approved, like loadBookableCentre", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    await db.centre.update({ where: { id: fixture.centre.id }, data: { status: "suspended" } });
    const now = new Date();
    for (const read of [loadCentreDay(fixture.centre.id, now, now), loadCentreDay(999_999, now, now)]) {
      await expect(read).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "This centre is not taking bookings",
      });
    }
  });
});
