import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBookingFixture } from "../../../test/support/booking-fixtures";
import { enqueueReminder, REMINDER_LEAD_MS } from "./reminders";

let database: TestDb;
let db: Db;
beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
});
afterAll(() => database?.close());
beforeEach(async () => {
  await db.outboxMessage.deleteMany();
});

describe("enqueueReminder", () => {
  it("schedules the reminder two hours before the slot, once per slot", async () => {
    const slotStart = new Date(Date.now() + 24 * 60 * 60_000);
    const { bookingId } = await createBookingFixture(db, {
      status: "paid",
      paymentStatus: "captured",
      slotStart,
    });

    expect(await db.$transaction((tx) => enqueueReminder(tx, bookingId, slotStart))).toBe(true);
    // Paid, then confirmed: the second call must not add a second reminder.
    expect(await db.$transaction((tx) => enqueueReminder(tx, bookingId, slotStart))).toBe(false);
    const rows = await db.outboxMessage.findMany({ where: { topic: "booking.reminder" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({ bookingId, slotStart: slotStart.toISOString() });
    expect(rows[0]?.runAt.getTime()).toBe(slotStart.getTime() - REMINDER_LEAD_MS);

    const rescheduled = new Date(slotStart.getTime() + 24 * 60 * 60_000);
    expect(await db.$transaction((tx) => enqueueReminder(tx, bookingId, rescheduled))).toBe(true);
    expect(await db.outboxMessage.count({ where: { topic: "booking.reminder" } })).toBe(2);
  });

  it("skips a reminder whose time has already passed", async () => {
    const slotStart = new Date(Date.now() + 90 * 60_000);
    const { bookingId } = await createBookingFixture(db, { status: "confirmed", slotStart });
    expect(await db.$transaction((tx) => enqueueReminder(tx, bookingId, slotStart))).toBe(false);
    expect(await db.outboxMessage.count()).toBe(0);
  });
});
