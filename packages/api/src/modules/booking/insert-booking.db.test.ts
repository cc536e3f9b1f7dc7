import { indiaToInstant } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import { createTestDb, describeOnPostgres } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { utcTimestamp } from "../../lib/sql-timestamp";

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

describeOnPostgres(
  "claiming a bay another booking is claiming at the same moment",
  "it needs two connections writing at once (PGlite runs one statement at a time)",
  () => {
    /** Backends of this database waiting for another transaction to end (a row or a conflict check). */
    async function waitingOnAnotherTransaction(): Promise<number> {
      const [row] = await database.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      return row?.n ?? 0;
    }

    it("waits for the other claim instead of deadlocking with it, then takes the next bay", async () => {
      const { db } = database;
      const fixture = await bookableCentre(db, { bays: 2 });
      // The other claim is a transaction holding two half-hour-overlapping reservations of bay 1, written one
      // after the other. A reservation names a booking: three bookings at another centre's 14:00 lend theirs
      // (the ones on bays 2 and 3, so naming them for bay 1 here breaks no key).
      const lender = await bookableCentre(db, { bays: 3 });
      const lent = [];
      for (let i = 0; i < 3; i++) lent.push(await book(lender, "14:00", lender.wash.id));
      const [, first, second] = lent;
      const request = bookingRequest(fixture, { time: "10:00" });
      const start = indiaToInstant(request.date, 10 * 60);
      const at = (minutes: number) => utcTimestamp(new Date(start.getTime() + minutes * 60_000));

      let claimed!: () => void;
      const firstHalfClaimed = new Promise<void>((resolve) => {
        claimed = resolve;
      });
      let customerWaits!: () => void;
      const customerWaiting = new Promise<void>((resolve) => {
        customerWaits = resolve;
      });
      /** Bay 1 of the centre held from `from` to `to` minutes past 10:00, under a lent booking's id. */
      const holdBay1 = (tx: DbTx, lentId: number | undefined, from: number, to: number) =>
        tx.$executeRaw`INSERT INTO bay_reservations (booking_id, bay, centre_id, slot_start, slot_end)
          VALUES (${lentId}::int, 1, ${fixture.centre.id}::int, ${at(from)}, ${at(to)})`;
      const otherClaim = db.$transaction(
        async (tx) => {
          await holdBay1(tx, first?.id, 0, 15);
          claimed();
          await customerWaiting;
          // A customer's plain insert of bay 1 would be in the index by now, waiting for this transaction;
          // this insert would then wait for it in turn, and PostgreSQL would abort one of the two (40P01).
          await holdBay1(tx, second?.id, 15, 30);
        },
        { timeout: 20_000 },
      );
      await firstHalfClaimed;
      const customer = await signedInUser(db);
      const booking = callerFor(db, { token: customer.token }).booking.create(request);
      await expect.poll(waitingOnAnotherTransaction, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
      customerWaits();

      await otherClaim;
      const booked = await booking;
      expect(await baysOf(booked)).toEqual([2]);
      expect(await db.bayReservation.count({ where: { centreId: fixture.centre.id, bay: 1 } })).toBe(2);
    });
  },
);
