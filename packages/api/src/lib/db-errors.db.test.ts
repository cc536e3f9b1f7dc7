import { createDb, poolQueryOf } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../test/support/caller";
import { isDatabaseUnavailable, isExclusionViolation, isUniqueViolation } from "./db-errors";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

/** Two bookings of one centre, at 10:00 on bay 1 and at 11:00 on bay 1. */
async function twoBookings() {
  const fixture = await bookableCentre(database.db, { bays: 1 });
  const book = async (time: string) => {
    const { token } = await signedInUser(database.db);
    return callerFor(database.db, { token }).booking.create(bookingRequest(fixture, { time }));
  };
  return { centreId: fixture.centre.id, ten: await book("10:00"), eleven: await book("11:00") };
}

const rejection = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable(),
    (error: unknown) => error,
  );

describe("isExclusionViolation", () => {
  it("recognises an overlapping bay reservation from a raw statement and from a query", async () => {
    const { db } = database;
    const { centreId, ten, eleven } = await twoBookings();
    // The 11:00 booking gives up its bay, then tries to hold bay 1 at 10:00, which the other booking holds.
    await db.bayReservation.deleteMany({ where: { bookingId: eleven.id } });
    const overlapTen = {
      bookingId: eleven.id,
      bay: 1,
      centreId,
      slotStart: ten.slotStart,
      slotEnd: ten.slotEnd,
    };

    const raw = await rejection(db.$executeRaw`
      INSERT INTO bay_reservations (booking_id, bay, centre_id, slot_start, slot_end)
      VALUES (${eleven.id}::int, 1, ${centreId}::int, ${ten.slotStart.toISOString()}::timestamp(3),
              ${ten.slotEnd.toISOString()}::timestamp(3))`);
    const query = await rejection(db.bayReservation.create({ data: overlapTen }));
    for (const error of [raw, query]) {
      expect(isExclusionViolation(error, "bay_reservations_no_overlap")).toBe(true);
      expect(isExclusionViolation(error, "some_other_constraint")).toBe(false);
      expect(isUniqueViolation(error, "bay_reservations")).toBe(false);
    }
  });

  it("is false for other errors", async () => {
    const { db } = database;
    const { ten, eleven } = await twoBookings();
    const duplicateCode = await rejection(
      db.booking.update({ where: { id: eleven.id }, data: { code: ten.code } }),
    );
    expect(isUniqueViolation(duplicateCode, "code")).toBe(true);
    expect(isExclusionViolation(duplicateCode, "bookings")).toBe(false);
    expect(
      isExclusionViolation(new Error("bay_reservations_no_overlap"), "bay_reservations_no_overlap"),
    ).toBe(false);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)(
  "unique and exclusion violations, for pg's own errors",
  () => {
    it("recognises an overlapping bay reservation from a statement on the pool beside Prisma", async () => {
      const { centreId, ten, eleven } = await twoBookings();
      await database.db.bayReservation.deleteMany({ where: { bookingId: eleven.id } });
      const values = [eleven.id, centreId, ten.slotStart.toISOString(), ten.slotEnd.toISOString()];
      const direct = poolQueryOf(database.db);
      expect(direct).not.toBeNull();
      const overlap = await rejection(
        direct?.(
          `INSERT INTO bay_reservations (booking_id, bay, centre_id, slot_start, slot_end)
         VALUES ($1::int, 1, $2::int, $3::timestamp(3), $4::timestamp(3))`,
          values,
        ) ?? Promise.resolve(),
      );
      expect(isExclusionViolation(overlap, "bay_reservations_no_overlap")).toBe(true);
      expect(isExclusionViolation(overlap, "bay_reservations")).toBe(true);
      expect(isExclusionViolation(overlap, "some_other_constraint")).toBe(false);
      expect(isUniqueViolation(overlap, "bay_reservations")).toBe(false);
    });

    it("recognises a repeated key from a statement on the pool beside Prisma by its constraint", async () => {
      const { ten, eleven } = await twoBookings();
      const direct = poolQueryOf(database.db);
      expect(direct).not.toBeNull();
      const duplicateCode = await rejection(
        direct?.("UPDATE bookings SET code = $1 WHERE id = $2", [ten.code, eleven.id]) ?? Promise.resolve(),
      );
      expect(isUniqueViolation(duplicateCode, "bookings_code_key")).toBe(true);
      expect(isUniqueViolation(duplicateCode, "idempotency")).toBe(false);
      expect(isExclusionViolation(duplicateCode, "bookings")).toBe(false);
      expect(isDatabaseUnavailable(duplicateCode)).toBe(false);
      const mistake = await rejection(direct?.("SELECT FROM nowhere_at_all", []) ?? Promise.resolve());
      expect(isUniqueViolation(mistake, "nowhere_at_all")).toBe(false);
    });
  },
);

describe.skipIf(process.env.DATABASE_URL === undefined)("isDatabaseUnavailable, for pg's own errors", () => {
  it("is true for a cancelled statement from a direct query (57014) and false for a mistake in the SQL", async () => {
    const direct = poolQueryOf(database.db);
    expect(direct).not.toBeNull();
    // A backend cancelling its own statement gets what a statement timeout gives: SQLSTATE 57014.
    const cancelled = await rejection(
      direct?.("SELECT pg_cancel_backend(pg_backend_pid()), pg_sleep(5)", []) ?? Promise.resolve(),
    );
    expect((cancelled as { code?: string }).code).toBe("57014");
    expect(isDatabaseUnavailable(cancelled)).toBe(true);
    const mistake = await rejection(direct?.("SELECT FROM nowhere_at_all", []) ?? Promise.resolve());
    expect(isDatabaseUnavailable(mistake)).toBe(false);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)(
  "isDatabaseUnavailable, for the query deadline",
  () => {
    it("is true for a query past the deadline, through Prisma and on the pool beside it", async () => {
      // The app's own pool with a short deadline and the server's statement timeout off (query-deadline.ts).
      const handle = await createDb({
        databaseUrl: process.env.DATABASE_URL,
        pool: 2,
        queryTimeoutMs: 300,
        statementTimeoutMs: 0,
      });
      try {
        const throughPrisma = await rejection(handle.db.$queryRaw`SELECT pg_sleep(2)`);
        expect(isDatabaseUnavailable(throughPrisma)).toBe(true);
        const direct = poolQueryOf(handle.db);
        const beside = await rejection(direct?.("SELECT pg_sleep(2)", []) ?? Promise.resolve());
        expect(isDatabaseUnavailable(beside)).toBe(true);
      } finally {
        await handle.close();
      }
    });
  },
);
