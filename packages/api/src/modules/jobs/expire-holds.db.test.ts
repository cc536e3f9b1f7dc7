import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookingFixture } from "../../../test/support/booking-fixtures";
import { expireUnpaidHolds } from "./expire-holds";

let database: TestDb;
let db: Db;
beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
});
afterAll(() => database?.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("expireUnpaidHolds", () => {
  it("expires unpaid bookings whose hold ran out, releasing their bays, once", async () => {
    const lapsed = await createBookingFixture(db, { holdExpiresAt: minutesAgo(1), reserveBay: true });
    const holding = await createBookingFixture(db, { holdExpiresAt: minutesAgo(-10), reserveBay: true });
    const cash = await createBookingFixture(db, { paymentMethod: "cash", reserveBay: true });

    expect(await expireUnpaidHolds(db, new Date())).toBe(1);
    await expect(db.booking.findUniqueOrThrow({ where: { id: lapsed.bookingId } })).resolves.toMatchObject({
      status: "expired",
    });
    expect(await db.bayReservation.count({ where: { bookingId: lapsed.bookingId } })).toBe(0);
    expect(await db.bayReservation.count({ where: { bookingId: holding.bookingId } })).toBe(1);
    expect(await db.bayReservation.count({ where: { bookingId: cash.bookingId } })).toBe(1);
    const audits = await db.auditLog.findMany({
      where: { entityType: "booking", entityId: String(lapsed.bookingId) },
    });
    expect(audits).toMatchObject([{ action: "booking.expired", actorId: null, actorRole: "system" }]);
    const outbox = await db.outboxMessage.findMany({ where: { topic: "booking.expired" } });
    expect(outbox.map((message) => message.payload)).toEqual([{ bookingId: lapsed.bookingId }]);

    expect(await expireUnpaidHolds(db, new Date())).toBe(0);
    expect(await db.auditLog.count({ where: { entityId: String(lapsed.bookingId) } })).toBe(1);
  });

  it("never expires one booking twice when several runs race, and works through more than one batch", async () => {
    const bookings = [];
    for (let i = 0; i < 7; i++)
      bookings.push(await createBookingFixture(db, { holdExpiresAt: minutesAgo(5) }));
    const counts = await Promise.all([
      expireUnpaidHolds(db, new Date(), 2),
      expireUnpaidHolds(db, new Date(), 2),
      expireUnpaidHolds(db, new Date(), 2),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(7);
    const ids = bookings.map((booking) => String(booking.bookingId));
    const audits = await db.auditLog.groupBy({
      by: ["entityId"],
      where: { action: "booking.expired", entityId: { in: ids } },
      _count: true,
    });
    expect(audits).toHaveLength(7);
    expect(audits.every((row) => row._count === 1)).toBe(true);
  });
});
