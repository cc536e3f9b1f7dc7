import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { recordReliability } from "../../../test/support/reliability-record";

// On PostgreSQL (DATABASE_URL) these calls really run at once on separate connections; on PGlite they queue
// on its single connection, and the rule must hold there too.
let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

describe("no overbooking under concurrency", () => {
  it("50 customers racing for a slot with 3 bays: exactly 3 get it, the rest are told it just filled", async () => {
    recordReliability({
      area: "Concurrency",
      scenario:
        "50 customers race through the booking service for one slot with 3 bays: exactly 3 bookings on bays 1-3, 47 told it just filled",
      load: "50 signed-in customers calling booking.create at once (tRPC caller), 1 slot, 3 bays",
      inputs: "real concurrent connections on PostgreSQL; queued on PGlite's single connection",
    });
    const { db } = database;
    const fixture = await bookableCentre(db, { bays: 3 });
    const customers = await Promise.all(Array.from({ length: 50 }, () => signedInUser(db)));
    const results = await Promise.allSettled(
      customers.map(({ token }) =>
        callerFor(db, { token }).booking.create(bookingRequest(fixture, { time: "10:00" })),
      ),
    );

    const booked = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(booked).toHaveLength(3);
    expect(new Set(refused.map((r) => r.reason.message))).toEqual(
      new Set(["That slot just filled up; please choose another time"]),
    );
    expect(await db.booking.count({ where: { centreId: fixture.centre.id } })).toBe(3);
    const bays = await db.bayReservation.findMany({
      where: { centreId: fixture.centre.id },
      select: { bay: true },
    });
    expect(bays.map((b) => b.bay).sort()).toEqual([1, 2, 3]);
    expect(
      await db.auditLog.count({
        where: { action: "booking.created", actorId: { in: customers.map((c) => c.id) } },
      }),
    ).toBe(3);
  });
});
